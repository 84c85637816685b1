import type { Fraction, Trace } from '$lib/engine';
import { valueBound } from '$lib/engine/exactness';
import { withMinus } from '$lib/engine/format';
import { EXACT, LOWER, UPPER } from '$lib/engine/table';
import type { GamePresenter } from '$lib/games';
import { averagedEstimate } from '$lib/games/estimated';
import { depth } from '$lib/i18n/depth';
import type { Lang } from '$lib/i18n/lang';

/**
 * Labels the view and the narration share that do not depend on the game (those that do are
 * the presenter's), in one place so they always agree.
 */

/**
 * A window as drawn under a node: "[3, +∞]", values printed as the game prints them; under a
 * search that averages (`trace` given), a bound that is a fraction exactly ("[−34/7, +135]", not
 * −4.86), as the narration and the bounds note write it.
 */
export function windowLabel(
	presenter: GamePresenter,
	window: { alpha: number; beta: number },
	trace?: Trace
): string {
	const bound = (value: number) => {
		const shown = presenter.value(value);
		const exact = trace?.averages ? exactBound(trace, value) : null;
		if (exact === null) return shown;
		return shown.startsWith('+') ? `+${exact}` : withMinus(exact.toString());
	};
	return `[${bound(window.alpha)}, ${bound(window.beta)}]`;
}

/** A bound's exact value where it is a fraction (not a whole number); else null. */
function exactBound(trace: Trace, value: number): Fraction | null {
	const rank = trace.scale.rankOf(value);
	const exact = rank === null ? null : trace.scale.fraction(rank);
	return exact === null || exact.isWhole ? null : exact;
}

/**
 * A bound as the test hooks write it, as a trace file does (`jsonBound`): "-inf", "inf" or the
 * number; written here, as the trace file's module is not on the first view.
 */
export function boundHook(value: number): string {
	return value === Infinity ? 'inf' : value === -Infinity ? '-inf' : String(value);
}

/**
 * A call's value `shown` as its caller received it: "≤ +10" where it is only an upper bound, "≥ -10"
 * a lower one (fail-soft, a call that cut or took a bound from a child: `valueBound`); as it is
 * where it is the position's value. The narration, the call stack and the tree's pill mark it alike.
 */
export function asBound(trace: Trace, call: number, shown: string): string {
	const bound = valueBound(trace, call);
	return bound === UPPER ? `≤ ${shown}` : bound === LOWER ? `≥ ${shown}` : shown;
}

/** A call's value exactly where a search averaged it into a fraction; null where it is whole. */
function fractionOf(trace: Trace, call: number): Fraction | null {
	const exact = trace.averages ? trace.exactScore(call) : null;
	return exact === null || exact.isWhole ? null : exact;
}

/**
 * `callValue` with the exact fraction beside it where the search averages and there is room
 * (the call stack, the large board's caption): "23/3 ≈ 7.67"; a whole number alone.
 */
export function exactCallValue(
	presenter: GamePresenter,
	trace: Trace,
	call: number,
	lang: Lang
): string {
	const averaged = averagedShown(presenter, trace, call, lang);
	if (averaged !== null) return averaged;
	const value = callValue(presenter, trace, call, lang);
	const exact = fractionOf(trace, call);
	return exact === null ? value : `${withMinus(exact.toString())} ≈ ${value}`;
}

/**
 * A value a search averaged from estimates (`averagedEstimate`), as cards and sentences write it:
 * "≈ −17.4", not the exact "−122/7" of seven estimates; null where the value is exact, or only a
 * bound (expectimax with bounds), which keeps its exact edge: "≤ −122/7".
 */
export function averagedShown(
	presenter: GamePresenter,
	trace: Trace,
	call: number,
	lang: Lang
): string | null {
	const value = averagedEstimate(trace, call);
	if (value === null || valueBound(trace, call) !== EXACT) return null;
	return depth[lang].estimate(presenter.value(value));
}

/**
 * A call's value as its card prints it: `callValue`, or exactly where it is a fraction (an
 * average: "23/3", "+23/3" on a board), as on paper.
 */
export function cardValue(
	presenter: GamePresenter,
	trace: Trace,
	call: number,
	lang: Lang
): string {
	const averaged = averagedShown(presenter, trace, call, lang);
	if (averaged !== null) return averaged;
	const value = callValue(presenter, trace, call, lang);
	const exact = fractionOf(trace, call);
	if (exact === null) return value;
	return value.startsWith('+') ? `+${exact}` : withMinus(exact.toString());
}

/**
 * A call's returned value as every view prints it: the game's own form, marked "≈" when the call
 * stopped at the depth limit and estimated it (`Trace.kind`).
 */
export function callValue(
	presenter: GamePresenter,
	trace: Trace,
	call: number,
	lang: Lang
): string {
	const value = presenter.value(trace.score(call));
	return trace.kind(call) === 'estimated' ? depth[lang].estimate(value) : value;
}
