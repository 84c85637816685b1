import type { Game, Move } from './game';

/**
 * An iteration search beside the call searches in the compare view: how many iterations its
 * runs take before the move it would play settles on the exact search's (minimax's, searched to
 * the end), one run per seed. The search's descriptor gives the plan (`compare`), its rule the
 * figures (`settle`); the core names neither the search nor the game.
 */

/** What a search's compare row runs: the seeds, and the iterations of each run on a game. */
export interface IterationComparePlan {
	/** One run per seed, in this order. */
	readonly seeds: readonly number[];
	/**
	 * The iterations of each run on `game`: the settle iteration is the first from which the move
	 * stays the exact search's to the run's end, so it is measured within this many.
	 */
	iterations(game: Game): number;
}

/** One seed's run: the iteration from which its move stays one of the best; null: not by the end. */
export interface SettleRun {
	readonly seed: number;
	readonly at: number | null;
}

/** An iteration search's compare row at a position, or why it has no figures there. */
export type SettleReport =
	/** The exact answer is not known: finding it would pass `budget` calls (an early Connect Four board). */
	| { readonly kind: 'unknown'; readonly budget: number }
	/** The position has chance nodes: minimax, which the runs are measured against, has no answer. */
	| { readonly kind: 'chance' }
	/** The game is over at the position: there is no move to settle on. */
	| { readonly kind: 'over' }
	| {
			readonly kind: 'settled';
			/** The iterations of each run. */
			readonly iterations: number;
			/** Every root move of the best value searched to the end, in the game's order. */
			readonly best: readonly Move[];
			/** Every move is best (the empty board: every move draws): any move agrees. */
			readonly everyMove: boolean;
			readonly runs: readonly SettleRun[];
	  };

/**
 * The runs' median settle iteration, a run that never settled counting as later than any that
 * did; null when the middle run (either of two middle ones) never settled, or there is none.
 */
export function settleMedian(runs: readonly SettleRun[]): number | null {
	if (runs.length === 0) return null;
	const sorted = runs.map(({ at }) => at ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
	const high = sorted[sorted.length >> 1] ?? Number.POSITIVE_INFINITY;
	const low = sorted.length % 2 === 1 ? high : (sorted[(sorted.length >> 1) - 1] ?? high);
	const median = (low + high) / 2;
	return Number.isFinite(median) ? median : null;
}
