import { describe, expect, it } from 'vitest';
import { chartAxis } from '../../../../src/routes/compare/chart-axis';

describe("the compare chart's axis", () => {
	it('linear: heights in proportion, so a 100× gap shows as one', () => {
		const axis = chartAxis(200_448, 'linear');
		expect(axis.ticks).toEqual([0, 50_000, 100_000, 150_000, 200_000, 250_000]);
		expect(axis.height(200_000) / axis.height(2_000)).toBeCloseTo(100, 6);
		expect(axis.height(0)).toBe(0);
		expect(axis.height(250_000)).toBe(1);
	});

	it('linear: at most five steps above 0, of 1, 2 or 5 times a power of ten', () => {
		for (const most of [1, 9, 10, 11, 49, 101, 999, 2_801, 18_297, 6_634_027]) {
			const { ticks } = chartAxis(most, 'linear');
			const step = ticks[1] ?? 0;
			expect(ticks.length - 1, String(most)).toBeLessThanOrEqual(5);
			expect(ticks.at(-1), String(most)).toBeGreaterThanOrEqual(most);
			expect(String(step), String(most)).toMatch(/^[125]0*$/);
		}
		expect(chartAxis(9, 'linear').ticks).toEqual([0, 2, 4, 6, 8, 10]);
	});

	it('log: a tick per power of ten; 1 call still shows, and a 100× gap is two decades', () => {
		const axis = chartAxis(200_448, 'log');
		expect(axis.ticks).toEqual([1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]);
		expect(axis.height(1)).toBeGreaterThan(0);
		expect(axis.height(1_000_000)).toBe(1);
		expect(axis.height(20_000) - axis.height(200)).toBeCloseTo(
			2 * (axis.height(10) - axis.height(1)),
			6
		);
	});
});
