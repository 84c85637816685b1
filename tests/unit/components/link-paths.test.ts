import { describe, expect, it } from 'vitest';
import { basisPath, verticalLink } from '$lib/components/link-paths';

// The paths d3-shape 3.2 wrote for the same points (`linkVertical()`, `line().curve(curveBasis)`),
// which the tree drew before it drew them itself: a drawing's and an export's bytes stay the same.
describe("the tree's curves, as d3-shape wrote them", () => {
	it('links a parent to its child with a vertical cubic, numbers to three decimals', () => {
		expect(verticalLink([10.12345, 20.5], [300.3333, 90.7777])).toBe(
			'M10.123,20.5C10.123,55.639,300.333,55.639,300.333,90.778'
		);
		expect(verticalLink([0, 0], [-40.5555, 120])).toBe('M0,0C0,60,-40.555,60,-40.555,120');
		expect(verticalLink([1e-4, 3], [7, 8.0004])).toBe('M0,3C0,5.5,7,5.5,7,8');
	});

	it('draws the hit-to-origin arc as a B-spline through its four points', () => {
		expect(
			basisPath([
				[100, 200],
				[100, 40.3333],
				[260.7, 40.3333],
				[260.7, 150]
			])
		).toBe(
			'M100,200L100,173.389C100,146.778,100,93.556,126.783,66.944C153.567,40.333,207.133,40.333,' +
				'233.917,58.611C260.7,76.889,260.7,113.444,260.7,131.722L260.7,150'
		);
		expect(
			basisPath([
				[5.55555, 80],
				[5.55555, -12.2],
				[-70, -12.2],
				[-70, 10]
			])
		).toBe(
			'M5.556,80L5.556,64.633C5.556,49.267,5.556,18.533,-7.037,3.167C-19.63,-12.2,-44.815,-12.2,' +
				'-57.407,-8.5C-70,-4.8,-70,2.6,-70,6.3L-70,10'
		);
		expect(
			basisPath([
				[0, 0],
				[1, 1],
				[2, 0]
			])
		).toBe(
			'M0,0L0.167,0.167C0.333,0.333,0.667,0.667,1,0.667C1.333,0.667,1.667,0.333,1.833,0.167L2,0'
		);
	});
});
