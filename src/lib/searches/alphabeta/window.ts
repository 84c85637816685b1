import type { Bound, WindowReplay } from '$lib/engine';
import { LOWER, UPPER } from '$lib/engine/table';

/**
 * Alpha-beta's window, written once: the rule (rule.ts) applies these as it searches, and a step
 * of the page replays them from the trace (`ALPHA_BETA_WINDOW`).
 */

/** Alpha once a table entry is read: a lower bound above alpha raises it. */
export function alphaAfterBound(alpha: number, bound: Bound, value: number): number {
	return bound === LOWER && value > alpha ? value : alpha;
}

/** Beta once a table entry is read: an upper bound below beta lowers it. */
export function betaAfterBound(beta: number, bound: Bound, value: number): number {
	return bound === UPPER && value < beta ? value : beta;
}

/** A maximising call's alpha once its best so far is `best`. */
export function alphaAfterValue(alpha: number, best: number): number {
	return best > alpha ? best : alpha;
}

/** A minimising call's beta once its best so far is `best`. */
export function betaAfterValue(beta: number, best: number): number {
	return best < beta ? best : beta;
}

/** The same rule, replayed on a trace's windows. */
export const ALPHA_BETA_WINDOW: WindowReplay = {
	narrow: ({ alpha, beta }, bound, value) => ({
		alpha: alphaAfterBound(alpha, bound as Bound, value),
		beta: betaAfterBound(beta, bound as Bound, value)
	}),
	receive: ({ alpha, beta }, maximizing, best) =>
		maximizing
			? { alpha: alphaAfterValue(alpha, best), beta }
			: { alpha, beta: betaAfterValue(beta, best) }
};
