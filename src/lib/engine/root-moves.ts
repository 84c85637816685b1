import { CountingRecorder } from './counter';
import type { Game, Move, Position } from './game';
import { scaleFor } from './recorder';
import { settingsFor, type SearchSettings } from './search';
import { runSearch } from './run';
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

/** Counts calls, split by the root move they fall under (the root's own call aside). */
class RootCounter extends CountingRecorder {
	readonly tried: { move: Move; calls: number }[] = [];
	chosen: Move | null = null;

	override open(parent: number, depth: number, _position?: Position, via?: Move): number {
		if (depth === 1 && via !== undefined) this.tried.push({ move: via, calls: 0 });
		const last = this.tried.at(-1);
		if (depth >= 1 && last !== undefined) last.calls++;
		return super.open(parent, depth);
	}

	override close(id?: number, _score?: number, best?: Move): void {
		if (id === 1 && best !== undefined) this.chosen = best;
	}
}

/** `settings`'s search from the game's root, its calls split by root move (`RootMoves`). */
export function rootMoves(game: Game, settings: SearchSettings): RootMoves {
	const asked = settingsFor(game, settings);
	const counter = new RootCounter(game, false, scaleFor(game, asked));
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
