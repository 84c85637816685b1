import { linkVertical } from 'd3-shape';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkCurve } from '../../../src/lib/components/tree-canvas';

// The tree's links are written out rather than drawn by d3-shape (issue 45: its one bundled file
// does not shake down to linkVertical): the same path text, so a saved drawing keeps its bytes.
type Point = [number, number];
const d3Link = linkVertical<{ source: Point; target: Point }, Point>();

describe("the tree's link curve", () => {
	it("writes d3-shape's linkVertical path text, to the byte", () => {
		const point = fc.tuple(
			fc.double({ min: -1e6, max: 1e6, noNaN: true }),
			fc.double({ min: -1e6, max: 1e6, noNaN: true })
		);
		fc.assert(
			fc.property(point, point, (source, target) => {
				expect(linkCurve(source, target)).toBe(d3Link({ source, target }));
			}),
			{ numRuns: 2000 }
		);
		expect(linkCurve([0, 0], [10, 20])).toBe('M0,0C0,10,10,10,10,20');
		expect(linkCurve([1 / 3, 0.1234], [-2.5, 7])).toBe(
			'M0.333,0.123C0.333,3.562,-2.5,3.562,-2.5,7'
		);
	});
});
