/**
 * The two curves the tree draws, written as d3-shape writes them (its numbers rounded to three
 * decimals), without loading d3-shape and d3-path into the page: tests/unit/curves.test.ts
 * holds them equal to d3-shape's `linkVertical` and `line().curve(curveBasis)`.
 */

type Point = readonly [number, number];

/** A number as d3-path writes it with three digits. */
const shown = (value: number): number => Math.round(value * 1000) / 1000;
const pair = ([x, y]: Point): string => `${shown(x)},${shown(y)}`;

/** A cubic from `from` to `to`, leaving and arriving vertically (d3-shape's `linkVertical`). */
export function verticalLink(from: Point, to: Point): string {
	const middle = (from[1] + to[1]) / 2;
	return `M${pair(from)}C${pair([from[0], middle])},${pair([to[0], middle])},${pair(to)}`;
}

/** A uniform cubic B-spline through the points' hull, from the first to the last (`curveBasis`). */
export function basisCurve(points: readonly Point[]): string {
	const [first, second] = points;
	if (first === undefined) return '';
	if (second === undefined) return `M${pair(first)}Z`;
	if (points.length === 2) return `M${pair(first)}L${pair(second)}`;
	// The segment B-spline's control points give between p0, p1 heading for p2.
	const segment = (p0: Point, p1: Point, p2: Point): string =>
		`C${pair([(2 * p0[0] + p1[0]) / 3, (2 * p0[1] + p1[1]) / 3])},` +
		`${pair([(p0[0] + 2 * p1[0]) / 3, (p0[1] + 2 * p1[1]) / 3])},` +
		`${pair([(p0[0] + 4 * p1[0] + p2[0]) / 6, (p0[1] + 4 * p1[1] + p2[1]) / 6])}`;
	let d = `M${pair(first)}L${pair([(5 * first[0] + second[0]) / 6, (5 * first[1] + second[1]) / 6])}`;
	for (let at = 2; at < points.length; at++)
		d += segment(points[at - 2] as Point, points[at - 1] as Point, points[at] as Point);
	const last = points.at(-1) as Point;
	return `${d}${segment(points.at(-2) as Point, last, last)}L${pair(last)}`;
}
