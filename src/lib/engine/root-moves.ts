import type { Game, Move, Position } from './game';
import { scaleFor, type SearchRecorder } from './recorder';
import type { Scale } from './scale';
import { runSearch, settingsFor, type SearchSettings } from './search';
import { reorderedFrom, type SearchId } from './search-catalog';

/** One move tried at the root: the calls its subtree took (its own call included). */
interface RootMove {
	readonly move: Move;
	readonly calls: number;
}

/**
 * How a search spent its calls at the root: the moves in the order it tried them, each with its
 * subtree's calls, and the move it chose (null when the root is finished or at the limit).
 */
export interface RootMoves {
	readonly calls: number;
	readonly tried: readonly RootMove[];
	readonly chosen: Move | null;
}

/** Counts calls only, split by the root move they fall under (the root's own call aside). */
class RootCounter implements SearchRecorder {
	calls = 0;
	readonly tried: { move: Move; calls: number }[] = [];
	chosen: Move | null = null;
	readonly scale: Scale;
	readonly noMove: number;

	constructor(game: Game, settings: SearchSettings) {
		this.scale = scaleFor(game, settings);
		this.noMove = game.moveLimit;
	}

	open(_parent: number, depth: number, _position: Position, via: Move): number {
		if (depth === 1) this.tried.push({ move: via, calls: 0 });
		const last = this.tried.at(-1);
		if (depth >= 1 && last !== undefined) last.calls++;
		return ++this.calls;
	}

	close(id: number, _score: number, best: Move): void {
		if (id === 1) this.chosen = best;
	}

	column(): number {
		return 0;
	}
	put(): void {}
	putOpened(): void {}
	leaf(): void {}
	answer(): void {}
	estimate(): void {}
	prune(): void {}
}

/** `settings`'s search from the game's root, its calls split by root move (`RootMoves`). */
export function rootMoves(game: Game, settings: SearchSettings): RootMoves {
	const asked = settingsFor(game, settings);
	const counter = new RootCounter(game, asked);
	runSearch(game, game.root, counter, asked);
	return { calls: counter.calls, tried: counter.tried, chosen: counter.chosen };
}

/**
 * Why a reordering search made more calls than the search it reorders, from the root: both
 * runs split by root move, for the page to say where the order went wrong. Null when the
 * reordered search made as many calls or fewer.
 */
export interface OrderLoss {
	readonly ordered: RootMoves;
	readonly plain: RootMoves;
}

/** `OrderLoss` for `algorithm` (a reordering search) against the search it reorders. */
export function orderLoss(
	game: Game,
	algorithm: SearchId,
	depthLimit: number | null
): OrderLoss | null {
	const plainId = reorderedFrom(algorithm);
	if (plainId === null) return null;
	const ordered = rootMoves(game, { algorithm, depthLimit, symmetry: false });
	const plain = rootMoves(game, { algorithm: plainId, depthLimit, symmetry: false });
	return ordered.calls > plain.calls ? { ordered, plain } : null;
}
