import type { Localized } from '$lib/i18n';
import { MOMENT_KINDS, type MomentKind, type Stops } from './stops';

/**
 * The stops as a link carries them (`predict=`), written and read: with the link codec, apart
 * from the kinds that step 0 reads, so the first view of `/` does not carry them (issue 45).
 */

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

/**
 * What the stops name that the run shown has not (a kind of moment its search lacks, a step past
 * its last), said as an unknown kind is; the stops stay (the next search may have them).
 */
export function stopsUnmet(
	stops: Stops | null,
	kinds: readonly MomentKind[] | undefined,
	last: number
): Localized[] {
	if (stops === null || kinds === undefined) return [];
	const absent = stops.kinds.filter((kind) => !kinds.includes(kind));
	const past = stops.steps.filter((step) => step > last);
	return [
		...absent.map(
			(kind): Localized =>
				(t) =>
					t.links.predictKindAbsent(kind, kinds)
		),
		...past.map(
			(step): Localized =>
				(t) =>
					t.links.predictStepPast(step, last)
		)
	];
}
