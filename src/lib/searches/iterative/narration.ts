import type { SearchRule, StepNoteContext, Trace } from '$lib/engine';
import { boundText } from '$lib/engine/format';
import { attemptOf, attemptsOf, iterationsOf, movesAt, type Attempt } from './iterations';
import { WORDS, type IterativeWords } from './messages';
import { backToDriver, boundPair, driverOutcome, driverRole } from '../driver';

/**
 * What iterative deepening says of its own calls: the driver (call 1) and each iteration's root
 * (its children). Every other call is an alpha-beta call, told by the generic narration.
 */

const wordsOf = (lang: string): IterativeWords => (WORDS[lang] ?? WORDS.en) as IterativeWords;

/** The attempt whose root is `call`, with its iteration's number (from 1); null: not a root. */
function attemptAt(trace: Trace, call: number): { attempt: Attempt; iteration: number } | null {
	if (trace.parent(call) !== 1) return null;
	const attempts = attemptsOf(trace);
	const attempt = attempts.find((each) => each.call === call);
	return attempt === undefined ? null : { attempt, iteration: attempt.plies };
}

/** The attempt a re-search searches again (the one before it, which failed). */
function before(trace: Trace, attempt: Attempt): Attempt | null {
	const attempts = attemptsOf(trace);
	return attempts[attempts.indexOf(attempt) - 1] ?? null;
}

/** The move an attempt's root tried first because the last iteration found it best; null: none. */
export function firstFromLine(trace: Trace, attempt: Attempt): number | null {
	if (attempt.plies <= 1) return null;
	const line = iterationsOf(trace).find((each) => each.plies === attempt.plies - 1)?.line;
	const first = line?.[0];
	return first === undefined || (movesAt(trace, attempt.call)?.[0] ?? null) !== first
		? null
		: first;
}

/**
 * An iteration's first attempt after the first, under an aspiration width D: the last value v, and
 * [v − D, v + D] where the window differs from it (widened to values the search can meet:
 * window.ts). Null: no aspiration, or the first iteration's widest window.
 */
function aspirationOf(
	context: StepNoteContext,
	attempt: Attempt,
	window: string
): { last: string; exact: string | null } | null {
	const width = context.trace.settings.options?.aspiration;
	if (width === undefined || attempt.research || attempt.plies <= 1) return null;
	const last = iterationsOf(context.trace).find((each) => each.plies === attempt.plies - 1);
	if (last === undefined) return null;
	const exact = boundPair((shown) => context.value(shown), last.value - width, last.value + width);
	return { last: context.value(last.value), exact: exact === window ? null : exact };
}

export function iterativeNarration(context: StepNoteContext): string | null {
	const { trace, kind, call, lang } = context;
	const w = wordsOf(lang);
	if (call === 1) {
		if (kind === 'enter') {
			const width = trace.settings.options?.aspiration;
			return w.driverEnter({
				name: context.name(1),
				last: trace.settings.depthLimit,
				width: width === undefined ? null : String(width)
			});
		}
		if (kind === 'return')
			return w.driverReturn({ ...driverOutcome(context), iterations: iterationsOf(trace).length });
		return null;
	}
	const at = attemptAt(trace, call);
	if (at === null) return null;
	const { attempt, iteration } = at;
	const value = (shown: number) => context.value(shown);
	const window = boundPair(value, attempt.alpha, attempt.beta);
	if (kind === 'try') {
		if (attempt.research)
			return w.researchTry({
				iteration,
				call: context.name(call),
				fail: before(trace, attempt)?.fail ?? 'low',
				window
			});
		if (iteration === 1) return w.firstTry({ call: context.name(call) });
		const first = firstFromLine(trace, attempt);
		return w.nextTry({
			iteration,
			plies: attempt.plies,
			call: context.name(call),
			first: first === null ? null : context.move(call, first)
		});
	}
	if (kind === 'enter') {
		const failed = attempt.research ? before(trace, attempt) : null;
		if (failed?.fail != null)
			return w.researchEnter({
				call: context.name(call),
				iteration,
				window,
				fail: failed.fail,
				value: context.value(failed.value),
				bound: boundText(failed.fail === 'low' ? failed.alpha : failed.beta, value)
			});
		return w.attemptEnter({
			call: context.name(call),
			iteration,
			plies: attempt.plies,
			window,
			aspiration: aspirationOf(context, attempt, window)
		});
	}
	if (kind === 'receive') {
		if (attempt.fail !== null)
			return w.failed({
				iteration,
				value: context.value(attempt.value),
				fail: attempt.fail,
				bound: boundText(attempt.fail === 'low' ? attempt.alpha : attempt.beta, value)
			});
		const best = trace.bestMove(call);
		return w.kept({
			iteration,
			value: context.value(attempt.value),
			best: best === null ? '—' : context.move(call, best),
			calls: attempt.calls
		});
	}
	// An iteration's root returns as any alpha-beta call does.
	return null;
}

/**
 * Beside the narration inside an iteration: which one, how deep, whether searched again. None as
 * an iteration's value goes back to the driver (the narration tells that, and the next iteration
 * may already be starting at the same step).
 */
export function iterativeNote(context: StepNoteContext): string | null {
	if (backToDriver(context)) return null;
	const attempt = attemptOf(context.trace, context.call);
	if (attempt === null) return null;
	return wordsOf(context.lang).note({
		iteration: attempt.plies,
		plies: attempt.plies,
		research: attempt.research
	});
}

/** The driver's own lines in the listing: its loop, an iteration's call, the test, its return. */
export const iterativeRole: NonNullable<SearchRule['lineRole']> = (trace, kind, call) =>
	driverRole(trace, kind, call, () =>
		attemptAt(trace, call)?.attempt.research === true ? 'research' : 'iterate'
	);
