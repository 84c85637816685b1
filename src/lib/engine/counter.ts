import type { Game } from './game';
import { CallLimitPassed, type SearchRecorder } from './recorder';
import { ValueScale, type Scale } from './scale';

/** Depths are stored in a byte (a trace's depth column), so 256 levels cover every search. */
const LEVELS = 256;

/**
 * Counts what a search does without keeping its calls: the compare view's figures. Every call
 * counts, an answered one included; a leaf is a finished position that was scored (a finished
 * position answered from a table is answered, not a leaf); a pruning call is one that stopped
 * with moves left. The search's own columns are not kept.
 */
export class CountingRecorder implements SearchRecorder {
	calls = 0;
	leaves = 0;
	/** Calls that stopped with moves left unsearched. */
	pruning = 0;
	/** Calls answered from elsewhere (a table), searching nothing. */
	answered = 0;
	/** Calls at the depth limit scored by the game's evaluation. */
	estimates = 0;
	/** The deepest level reached; the root is level 0. */
	deepest = 0;
	readonly scale: Scale;
	readonly noMove: number;
	readonly #perDepth = new Float64Array(LEVELS);
	/** The most calls counted: the search stops (`CallLimitPassed`) as it opens one more. */
	readonly #limit: number;

	/** `scale`: the one the search tells its values on (`scaleFor`); the game's by default. */
	constructor(
		game: Game,
		estimating = false,
		scale: Scale = ValueScale.of(game, estimating),
		limit = Infinity
	) {
		this.scale = scale;
		this.noMove = game.moveLimit;
		this.#limit = limit;
	}

	open(_parent: number, depth: number): number {
		if (this.calls >= this.#limit) throw new CallLimitPassed(this.#limit);
		this.#perDepth[depth]++;
		if (depth > this.deepest) this.deepest = depth;
		return ++this.calls;
	}

	column(): number {
		return 0;
	}

	put(): void {}

	putOpened(): void {}

	leaf(): void {
		this.leaves++;
	}

	answer(): void {
		this.answered++;
	}

	estimate(): void {
		this.estimates++;
	}

	close(): void {}

	prune(_id: number, left: number): void {
		if (left > 0) this.pruning++;
	}

	/** Calls made at each level, from the root down to the deepest. */
	perDepth(): number[] {
		return Array.from(this.#perDepth.subarray(0, this.deepest + 1));
	}
}
