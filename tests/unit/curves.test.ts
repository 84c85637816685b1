import { curveBasis, line, linkVertical } from 'd3-shape';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisCurve, verticalLink } from '$lib/components/curves';

const coordinate = fc.double({ min: -1e5, max: 1e5, noNaN: true });
const point = fc.tuple(coordinate, coordinate);

describe("the tree's curves, written as d3-shape writes them", () => {
	it('a link is linkVertical', () => {
		const link = linkVertical();
		fc.assert(
			fc.property(point, point, (from, to) => {
				expect(verticalLink(from, to)).toBe(link({ source: from, target: to }));
			})
		);
	});

	it('an arc is line().curve(curveBasis), for any number of points', () => {
		const arc = line<[number, number]>().curve(curveBasis);
		fc.assert(
			fc.property(fc.array(point, { minLength: 1, maxLength: 8 }), (points) => {
				expect(basisCurve(points)).toBe(arc(points));
			})
		);
		expect(basisCurve([])).toBe('');
	});
});
