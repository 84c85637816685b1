import type { VisibleSet } from '$lib/player';
import { EDGE } from '$lib/ui/panel-room';

// What TreeCanvas reads of "Whole tree"'s overview at every step (its rows place the level
// column): the overview's paths (tree-overview.ts) load with TreeOverview when first drawn.

/** No card drawn: the overview draws the places. */
export const NOTHING: VisibleSet = { nodes: [], links: [] };

/** What a place is at the step: searched (or running), not yet, or cut away. */
export type PlaceState = 'searched' | 'pending' | 'pruned';

/** The rows down the panel: the first's middle, the gap between rows, a place's height (px). */
export interface OverviewRows {
	readonly top: number;
	readonly gap: number;
	readonly place: number;
}

/** A row's most room down: its levels' column reads two lines there. */
const MOST_GAP = 64;

/** `levels` rows in a panel `height` px tall, centred, as far apart as it allows up to `MOST_GAP`. */
export function overviewRows(levels: number, height: number): OverviewRows {
	const room = height - 4 * EDGE;
	const gap = levels > 1 ? Math.min(MOST_GAP, room / (levels - 1)) : 0;
	const place = Math.max(2, Math.min(12, gap * 0.35));
	return { top: (height - gap * (levels - 1)) / 2, gap, place };
}
