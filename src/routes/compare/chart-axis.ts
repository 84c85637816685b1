import type { ChartScale } from '$lib/state/compare-options';

/** The chart's vertical axis: its ticks, and how high (0 to 1) a bar of `calls` stands. */
export interface ChartAxis {
	readonly ticks: readonly number[];
	height(calls: number): number;
}

/** The log axis starts half a decade below 1, so a level with a single call still shows a bar. */
const LOG_FLOOR = 0.5;

/**
 * The axis for bars up to `most` calls. Linear: heights in proportion, ticks at 0 and steps of
 * 1, 2 or 5 times a power of ten (at most 5 above 0), so a 100× gap shows as one. Log: a tick
 * per power of ten, heights by decades, so 1 and 200,448 both show.
 */
export function chartAxis(most: number, scale: ChartScale): ChartAxis {
	const top = Math.max(most, 10);
	if (scale === 'log') {
		const decades = Math.ceil(Math.log10(top));
		return {
			ticks: Array.from({ length: decades + 1 }, (_, power) => 10 ** power),
			height: (calls) => (Math.log10(Math.max(calls, 1)) + LOG_FLOOR) / (decades + LOG_FLOOR)
		};
	}
	const power = 10 ** Math.floor(Math.log10(top / 5));
	const step = [1, 2, 5, 10].map((times) => times * power).find((size) => top / size <= 5) ?? top;
	const highest = Math.ceil(top / step) * step;
	return {
		ticks: Array.from({ length: highest / step + 1 }, (_, index) => index * step),
		height: (calls) => calls / highest
	};
}
