import type { StepNoteContext, Trace } from '$lib/engine';
import { boundText } from '$lib/engine/format';
import { firstGuessOf, passOf, passesOf, type Pass } from './passes';
import { WORDS, type MtdfWords } from './messages';

/**
 * What MTD(f) says of its own calls: the driver (call 1) and each pass's root (its children).
 * Every other call is an alpha-beta call with its table, told by the generic narration.
 */

const wordsOf = (lang: string): MtdfWords => (WORDS[lang] ?? WORDS.en) as MtdfWords;

/** A value or a bound as the narration writes it: the game's value, or an infinity. */
export function shown(value: (value: number) => string, bound: number): string {
	return boundText(bound, value);
}

/** A pair of bounds or a window, written "[a, b]". */
export function pair(value: (value: number) => string, low: number, high: number): string {
	return `[${shown(value, low)}, ${shown(value, high)}]`;
}

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
				guess: shown(value, firstGuessOf(trace.settings))
			});
		if (kind === 'return') {
			const best = trace.bestMove(1);
			return w.driverReturn({
				name: context.name(1),
				value: context.value(trace.score(1)),
				best: best === null ? '—' : context.move(1, best),
				passes: passesOf(trace).length
			});
		}
		return null;
	}
	const pass = passAt(trace, call);
	if (pass === null) return null;
	if (kind === 'try')
		return w.passTry({
			pass: pass.number,
			call: context.name(call),
			alpha: shown(value, pass.alpha),
			beta: pass.beta === Infinity ? null : shown(value, pass.beta),
			window: pair(value, pass.alpha, pass.beta)
		});
	if (kind === 'receive')
		return w.answer({
			pass: pass.number,
			fail: pass.fail,
			value: context.value(pass.value),
			bounds: pair(value, pass.lower, pass.upper),
			met: pass.lower >= pass.upper
		});
	// A pass's root enters and returns as any alpha-beta call with a table does.
	return null;
}

/**
 * Beside the narration inside a pass: which one, its null window, the bounds it started from.
 * None as a pass's value goes back to the driver (the narration tells that).
 */
export function mtdfNote(context: StepNoteContext): string | null {
	const { trace, call, kind } = context;
	if (trace.parent(call) === 1 && (kind === 'return' || kind === 'receive')) return null;
	const pass = passOf(trace, call);
	if (pass === null) return null;
	const value = (v: number) => context.value(v);
	const { lower, upper } = boundsBefore(trace, pass);
	return wordsOf(context.lang).note({
		pass: pass.number,
		window: pair(value, pass.alpha, pass.beta),
		bounds: pair(value, lower, upper)
	});
}

/** The driver's own lines in the listing: its loop, a pass's call, the test, its return. */
export function mtdfRole(
	trace: Trace,
	kind: 'try' | 'enter' | 'return' | 'receive',
	call: number
): string | null {
	if (call === 1) return kind === 'enter' ? 'deepen' : kind === 'return' ? 'deepened' : null;
	if (trace.parent(call) !== 1) return null;
	if (kind === 'try') return 'iterate';
	if (kind === 'receive') return 'failTest';
	return null;
}
