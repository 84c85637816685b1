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

/** The list as a link writes it; "" for no stops. */
export function writeStops(stops: Stops | null | undefined): string {
	if (!stops) return '';
	const kinds = MOMENT_KINDS.filter((kind) => stops.kinds.includes(kind));
	return [...kinds, ...stops.steps].join(',');
}

/** Reads a link's list: its kinds and step numbers, and the items it could not read; null for none. */
export function readStops(text: string): { stops: Stops | null; unread: string[] } {
	const items = text.split(',').map((item) => item.trim().toLowerCase());
	const kinds = MOMENT_KINDS.filter((kind) => items.includes(kind));
	const steps = [...new Set(items.filter((item) => /^\d{1,9}$/.test(item)).map(Number))];
	const unread = items.filter(
		(item) => item !== '' && !/^\d{1,9}$/.test(item) && !kinds.includes(item as MomentKind)
	);
	const none = kinds.length === 0 && steps.length === 0;
	return { stops: none ? null : { kinds, steps: steps.sort((a, b) => a - b) }, unread };
}
