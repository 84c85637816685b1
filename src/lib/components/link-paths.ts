/**
 * The two curves the tree draws, written as d3-shape 3 writes them (numbers rounded to three
 * decimals), so a drawing and its export keep their bytes without the library on the page.
 */
type Point = readonly [number, number];

const rounded = (value: number) => Math.round(value * 1000) / 1000;
const pair = ([x, y]: Point) => `${rounded(x)},${rounded(y)}`;

/** d3's `linkVertical`: a cubic from `source` to `target`, both handles at mid-height. */
export function verticalLink(source: Point, target: Point): string {
	const middle = (source[1] + target[1]) / 2;
	return `M${pair(source)}C${pair([source[0], middle])},${pair([target[0], middle])},${pair(target)}`;
}

/** `weights` applied to `points`, summed in order and divided by `over` (d3's arithmetic). */
function blend(points: readonly Point[], weights: readonly number[], over: number): Point {
	const sum = (axis: 0 | 1) =>
		points.reduce((total, point, index) => total + weights[index] * point[axis], 0);
	return [sum(0) / over, sum(1) / over];
}

/**
 * d3's `line().curve(curveBasis)` over three points or more: a uniform cubic B-spline from the
 * first point to the last, pulled towards the ones between.
 */
export function basisPath(points: readonly Point[]): string {
	const last = points[points.length - 1];
	const padded = [...points, last];
	let d = `M${pair(points[0])}L${pair(blend(points.slice(0, 2), [5, 1], 6))}`;
	for (let index = 2; index < padded.length; index++) {
		const three = padded.slice(index - 2, index + 1);
		const ends = three.slice(0, 2);
		const handles = [blend(ends, [2, 1], 3), blend(ends, [1, 2], 3)].map(pair);
		d += `C${handles.join(',')},${pair(blend(three, [1, 4, 1], 6))}`;
	}
	return `${d}L${pair(last)}`;
}
