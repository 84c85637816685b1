import type { StepNoteContext, Trace } from '$lib/engine';
import { boundText } from '$lib/engine/format';
import { firstGuessOf, passOf, passesOf, type Pass } from './passes';
import { WORDS, type MtdfWords } from './messages';
import { backToDriver, boundPair, driverOutcome } from '../driver';

/**
 * What MTD(f) says of its own calls: the driver (call 1) and each pass's root (its children).
 * Every other call is an alpha-beta call with its table, told by the generic narration.
 */

const wordsOf = (lang: string): MtdfWords => (WORDS[lang] ?? WORDS.en) as MtdfWords;

/** The bounds before `pass`: the pass before's, or none yet. */
function boundsBefore(trace: Trace, pass: Pass): { lower: number; upper: number } {
	const before = passesOf(trace)[pass.number - 2];
	return before === undefined
		? { lower: -Infinity, upper: Infinity }
		: { lower: before.lower, upper: before.upper };
}

/** The pass whose root is `call`; null for any other call. */
function passAt(trace: Trace, call: number): Pass | null {
	if (trace.parent(call) !== 1) return null;
	return passesOf(trace).find((pass) => pass.call === call) ?? null;
}

export function mtdfNarration(context: StepNoteContext): string | null {
	const { trace, kind, call, lang } = context;
	const w = wordsOf(lang);
	const value = (v: number) => context.value(v);
	if (call === 1) {
		// A finished root is a leaf, told as any other.
		if (trace.calls === 1) return null;
		if (kind === 'enter')
			return w.driverEnter({
				name: context.name(1),
				guess: boundText(firstGuessOf(trace.settings), value)
			});
		if (kind === 'return')
			return w.driverReturn({ ...driverOutcome(context), passes: passesOf(trace).length });
		return null;
	}
	const pass = passAt(trace, call);
	if (pass === null) return null;
	if (kind === 'try')
		return w.passTry({
			pass: pass.number,
			call: context.name(call),
			alpha: boundText(pass.alpha, value),
			beta: pass.beta === Infinity ? null : boundText(pass.beta, value),
			window: boundPair(value, pass.alpha, pass.beta)
		});
	if (kind === 'receive')
		return w.answer({ pass: pass.number, fail: pass.fail, value: context.value(pass.value) });
	// A pass's root enters and returns as any alpha-beta call with a table does.
	return null;
}

/**
 * The driver's bounds once a pass's answer comes back (`SearchRule.weighs`), told after it: where
 * they meet, the driver's value.
 */
export function mtdfWeighs(context: StepNoteContext): string | null {
	const { trace, kind, call, lang } = context;
	const pass = kind === 'receive' ? passAt(trace, call) : null;
	if (pass === null) return null;
	const value = (v: number) => context.value(v);
	return wordsOf(lang).bounds({
		bounds: boundPair(value, pass.lower, pass.upper),
		met: pass.lower >= pass.upper
	});
}

/**
 * A by-call step's way back that ends at the driver: the pass's answer and the driver's bounds
 * then, both (`SearchRule.wayBackToDriver`).
 */
export function mtdfBackToDriver(context: StepNoteContext): string | null {
	const answer = mtdfNarration(context);
	const bounds = mtdfWeighs(context);
	if (answer === null || bounds === null) return answer;
	return `${answer}${context.lang === 'zh' ? '' : ' '}${bounds}`;
}

/**
 * Beside the narration inside a pass: which one, its null window, the bounds it started from.
 * None as a pass's value goes back to the driver (the narration tells that).
 */
export function mtdfNote(context: StepNoteContext): string | null {
	if (backToDriver(context)) return null;
	const { trace, call } = context;
	const pass = passOf(trace, call);
	if (pass === null) return null;
	const value = (v: number) => context.value(v);
	const { lower, upper } = boundsBefore(trace, pass);
	return wordsOf(context.lang).note({
		pass: pass.number,
		window: boundPair(value, pass.alpha, pass.beta),
		bounds: boundPair(value, lower, upper),
		alpha: boundText(pass.alpha, value),
		beta: pass.beta === Infinity ? null : boundText(pass.beta, value)
	});
}
