import type { Scale } from '$lib/engine';

/** A window [alpha, beta] as ranks into a trace's scale. */
export interface RankWindow {
	readonly alpha: number;
	readonly beta: number;
}

/** How an attempt's value fell outside its window: at or under alpha, or at or over beta. */
export type Fail = 'low' | 'high';

/**
 * The aspiration window around the rank `value`: [v − D, v + D] in the game's values, widened to
 * the nearest values the search can meet (every score is one of the scale's values, so the search
 * decides the same on the widened window as on the exact one under the `ge` cut rule). The
 * scale's ranks are in order: a search that deepens does not average, so it runs on the game's
 * own `ValueScale` (`scaleFor`), never on the unordered ranks of a `MetScale`.
 */
export function aspirationWindow(scale: Scale, value: number, width: number): RankWindow {
	const centre = scale.value(value);
	let alpha = scale.lowest;
	while (alpha < scale.highest && scale.value(alpha + 1) <= centre - width) alpha++;
	let beta = scale.highest;
	while (beta > scale.lowest && scale.value(beta - 1) >= centre + width) beta--;
	return { alpha, beta };
}

/** Whether `value` (a fail-soft result searched with `window`) fails low, high, or neither. */
export function failOf(window: RankWindow, widest: RankWindow, value: number): Fail | null {
	if (window.alpha > widest.alpha && value <= window.alpha) return 'low';
	if (window.beta < widest.beta && value >= window.beta) return 'high';
	return null;
}

/** The window re-searched after a fail: the failed side opened to infinity. */
export function openedWindow(window: RankWindow, widest: RankWindow, fail: Fail): RankWindow {
	return fail === 'low'
		? { alpha: widest.alpha, beta: window.beta }
		: { alpha: window.alpha, beta: widest.beta };
}
