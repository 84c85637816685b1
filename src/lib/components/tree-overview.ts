import type { TraceLayout } from '$lib/player';
import type { OverviewRows, PlaceState } from './overview-rows';

/**
 * "Whole tree" on a tree too wide to draw its cards whole (Connect Four's 2,801 calls at depth 4
 * span 301,000 units: 0.0013 to fit a 400 px panel, where its five rows would stand 1 px tall):
 * each row of places across at the camera's zoom, the rows spread down the panel; a place not
 * searched yet a dashed outline, as at full size. Places a pixel apart are drawn as one run, so
 * the drawing grows with the panel's pixels, not the tree's calls.
 */

/** The overview's paths (screen px) by what its places are, its links, and the places it holds. */
export interface OverviewPaths {
	readonly places: Record<PlaceState, string>;
	readonly links: string;
	/** How many places it draws (each call's and cut branch's once). */
	readonly count: number;
}

/**
 * The paths of `layout`'s places across at pan `x` and zoom `k`, down at `rows`: per row and
 * state, places touching within a pixel merged into one run; each parent's links to its first
 * and last child, parents within a pixel merged.
 */
export function overviewPaths(
	layout: TraceLayout,
	x: number,
	k: number,
	rows: OverviewRows,
	parent: (node: number) => number | null,
	state: (node: number) => PlaceState
): OverviewPaths {
	const places: Record<PlaceState, string[]> = { searched: [], pending: [], pruned: [] };
	const links: string[] = [];
	let count = 0;
	layout.levels.forEach((level, depth) => {
		const middle = tenth(rows.top + depth * rows.gap);
		// A place its card's width, else 6 px where its row leaves a gap between them (a pixel at least).
		const last = level.length - 1;
		const span = ((layout.x[level[last] ?? 0] ?? 0) - (layout.x[level[0] ?? 0] ?? 0)) * k;
		const apart = last > 0 ? span / last : Infinity;
		const half = Math.max(0.5, (layout.options.nodeWidth / 2) * k, Math.min(3, apart * 0.3));
		const open: Partial<Record<PlaceState, [number, number]>> = {};
		const close = (run: [number, number] | undefined, at: PlaceState) => {
			if (!run) return;
			const [left, right] = run;
			const top = middle - rows.place / 2;
			places[at].push(`M${left} ${top}h${right - left}v${rows.place}h${left - right}z`);
		};
		// Each parent's children, leftmost and rightmost, one row up.
		let fan: { from: number; left: number; right: number } | null = null;
		const drawFan = () => {
			if (!fan) return;
			const [up, down] = [
				tenth(middle - rows.gap + rows.place / 2),
				tenth(middle - rows.place / 2)
			];
			links.push(`M${fan.left} ${down}L${fan.from} ${up}L${fan.right} ${down}`);
		};
		let lastParent: number | null = null;
		for (const node of level) {
			count++;
			const centre = tenth(x + (layout.x[node] ?? 0) * k);
			const left = Math.floor(centre - half);
			const right = Math.max(left + 1, Math.ceil(centre + half));
			const at = state(node);
			const run = open[at];
			if (run && left <= run[1] + 1) run[1] = Math.max(run[1], right);
			else {
				close(run, at);
				open[at] = [left, right];
			}
			const up = depth > 0 ? parent(node) : null;
			if (up === null || up === lastParent) {
				if (fan) fan.right = Math.max(fan.right, centre);
				continue;
			}
			lastParent = up;
			const from = Math.round(x + (layout.x[up] ?? 0) * k);
			if (fan && Math.abs(fan.from - from) <= 1) fan.right = Math.max(fan.right, centre);
			else {
				drawFan();
				fan = { from, left: centre, right: centre };
			}
		}
		drawFan();
		for (const at of ['searched', 'pending', 'pruned'] as const) close(open[at], at);
	});
	return {
		places: {
			searched: places.searched.join(''),
			pending: places.pending.join(''),
			pruned: places.pruned.join('')
		},
		links: links.join(''),
		count
	};
}

/** Screen px to a tenth: a path's numbers short. */
const tenth = (px: number) => Math.round(px * 10) / 10;
