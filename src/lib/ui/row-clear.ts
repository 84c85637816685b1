/**
 * With labels at a floor (presenting, or not presenting off a phone and alone: the camera's
 * `readable`), a tree taller than its panel shows some of its rows: the pan down is chosen so
 * that no text lies across the panel's top or foot, each whole in it or out of it (issue 43: the
 * article board's level 2 values were cut in half at the foot at alpha-beta's last step), as
 * edge-clear.ts does across. Plain arithmetic on the texts' boxes, so it is pinned without a
 * browser.
 */

/** A text's reach down, tree units. */
export interface Band {
	readonly top: number;
	readonly bottom: number;
}

/**
 * Whether a text from `low` to `high` lies across `edge` (more than a pixel each side of it):
 * up and down (the rows, labels at a floor), and across (edge-clear.ts: side by side, and a
 * phone's top and foot).
 */
export const crosses = (low: number, high: number, edge: number) =>
	low < edge - 1 && high > edge + 1;

/**
 * The moves that put a text from `low` to `high` (px) whole on one side of each of `edges`, `air`
 * px from it: its far side just before the edge, or its near side just past it.
 */
export const clearingMoves = (low: number, high: number, edges: readonly number[], air: number) =>
	edges.flatMap((edge) => [edge - high - air, edge - low + air]);

/**
 * The pan down nearest `y` at zoom `k` that leaves no text of `texts` across the panel's top or
 * its foot (`shown` px down), `keep` (tree units down: the call followed, the rows the step
 * speaks of) still in view; `y` where no such pan exists or none is needed.
 */
export function clearOfRows(
	y: number,
	k: number,
	shown: number,
	texts: readonly Band[],
	keep: Band
): number {
	const crossing = (at: number) =>
		texts.some(({ top, bottom }) => {
			const [high, low] = [top * k + at, bottom * k + at];
			return crosses(high, low, 0) || crosses(high, low, shown);
		});
	if (!crossing(y)) return y;
	const keeps = (at: number) => keep.top * k + at >= -1 && keep.bottom * k + at <= shown + 1;
	// Each text just inside or just past each edge, with no air: the pans that can clear it.
	const pans = texts.flatMap(({ top, bottom }) =>
		clearingMoves(top * k, bottom * k, [0, shown], 0)
	);
	let best = y;
	for (const at of pans)
		if ((best === y || Math.abs(at - y) < Math.abs(best - y)) && keeps(at) && !crossing(at))
			best = at;
	return best;
}
