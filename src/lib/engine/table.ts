/**
 * The table of positions already scored (memo, alphabeta-table). An entry packs three facts in
 * one number: the call that stored it (so a hit can point back at it), the value as a rank into
 * the search's scale, and what the value is: exact, or (alpha-beta's cut calls) only a bound.
 * Ranks stay below 2^14 and calls below 2^36, so an entry is an exact integer of a double.
 */
export type ScoreTable = Map<number, number>;

/** The value is the position's score. */
export const EXACT = 0;
/** The call failed high (its value reached beta): the position scores at least the value. */
export const LOWER = 1;
/** The call failed low (its value stayed at or under alpha): it scores at most the value. */
export const UPPER = 2;
export type Bound = typeof EXACT | typeof LOWER | typeof UPPER;
/** Bound types by their value, as trace files write them. */
export const BOUND_NAMES = ['exact', 'lower', 'upper'] as const;

const RANK_SPAN = 1 << 14;
const BOUND_SPAN = 4;

export function tableEntry(origin: number, rank: number, bound: Bound = EXACT): number {
	return (origin * BOUND_SPAN + bound) * RANK_SPAN + rank;
}

export function entryRank(entry: number): number {
	return entry % RANK_SPAN;
}

export function entryBound(entry: number): Bound {
	return (Math.floor(entry / RANK_SPAN) % BOUND_SPAN) as Bound;
}

export function entryOrigin(entry: number): number {
	return Math.floor(entry / (RANK_SPAN * BOUND_SPAN));
}
