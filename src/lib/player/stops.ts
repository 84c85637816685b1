/**
 * Where "predict, then see" stops, as a link carries it (`predict=`): the kinds of moment that
 * stop (a call's return, a cut, a chance node's average, MCTS's selection) and steps marked by hand, in one
 * comma-separated list ("value,cut,12"). No list: the page steps as always.
 */

export const MOMENT_KINDS = ['value', 'cut', 'chance', 'select'] as const;
export type MomentKind = (typeof MOMENT_KINDS)[number];
/** The kinds a call trace has (a run declares its own: `Run.momentKinds`). */
export const CALL_MOMENTS: readonly MomentKind[] = ['value', 'cut', 'chance'];

export interface Stops {
	readonly kinds: readonly MomentKind[];
	/** Steps marked by hand, at the link's unit (`by`), ascending. */
	readonly steps: readonly number[];
}
