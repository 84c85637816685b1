import type { Bound, SearchRecorder, WindowReplay } from '$lib/engine';
import type { SearchColumn } from '$lib/engine/columns';
import { LOWER, UPPER } from '$lib/engine/table';
import { TABLE_COLUMNS } from '../minimax/columns';

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

/**
 * The columns of a windowed search (alpha-beta's family): each call's alpha and beta on entry,
 * as ranks.
 */
export const WINDOW_COLUMNS: readonly SearchColumn[] = [
	{ name: 'alpha', kind: 'rank' },
	{ name: 'beta', kind: 'rank' }
];

/** A table of bounds' columns: a table's, and the bound type each value was stored as (table.ts). */
export const BOUND_TABLE_COLUMNS: readonly SearchColumn[] = [
	...TABLE_COLUMNS,
	{ name: 'bound', kind: 'code' }
];

/** The handle a call's window is written with, as it opens: `recorder.putOpened(it, alpha, beta)`. */
export function windowColumn(recorder: SearchRecorder): number {
	return recorder.column('alpha');
}
