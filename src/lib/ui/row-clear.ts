/**
 * Presenting, a tree taller than its panel shows some of its rows: the pan down is chosen so
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
			return (high < -1 && low > 1) || (high < shown - 1 && low > shown + 1);
		});
	if (!crossing(y)) return y;
	const keeps = (at: number) => keep.top * k + at >= -1 && keep.bottom * k + at <= shown + 1;
	// Each text just inside or just past each edge: the pans that can clear it.
	const pans = texts.flatMap(({ top, bottom }) => [
		-top * k,
		-bottom * k,
		shown - top * k,
		shown - bottom * k
	]);
	let best = y;
	for (const at of pans)
		if ((best === y || Math.abs(at - y) < Math.abs(best - y)) && keeps(at) && !crossing(at))
			best = at;
	return best;
}
