import type { Trace } from '$lib/engine';
import { cutRuleOf, orderingOf } from '$lib/engine/search';
import type { GameOpening, OpeningContext } from '$lib/games/opening';
import { openingOf } from '$lib/games/narrations';
import { presenterFor } from '$lib/games/presenters';
import { opening } from '$lib/i18n/narration/opening';
import type { Narration } from './index';
import type { NarrationOptions } from './speaker';

/**
 * The first step told, apart from the rest of the narration (./index.ts): the first view shows
 * step 0, and the page loads the other steps' telling when stepping first comes near
 * (player/narration-code.ts). It asks only the game's opening (games/opening.ts), which loads
 * with the game's views, and its words (i18n/narration/opening.ts).
 */

/** Step 0 told in one language: the search, and the game's opening. */
export interface StartTeller extends OpeningContext {
	readonly opening: GameOpening;
}

/** What tells `trace`'s step 0 in `options.lang`. */
export function startTeller(trace: Trace, options: NarrationOptions): StartTeller {
	const presenter = options.presenter ?? presenterFor(trace.game);
	return {
		trace,
		presenter,
		lang: options.lang,
		letters: options.letters ?? false,
		opening: options.narration ?? openingOf(presenter.kind)
	};
}

/** Step 0: the position, who moves, who maximises; or why there is nothing to search. */
export function startText(teller: StartTeller): string {
	const over = teller.opening.overText(teller);
	if (over !== null) return over;
	const { settings } = teller.trace;
	const order = orderingOf(settings);
	const strict = cutRuleOf(settings) === 'gt';
	const start = teller.opening.startText(teller);
	if (order === 'given' && !strict) return start;
	const inForce = opening[teller.lang].settingsInForce({ order, strict });
	return opening[teller.lang].sentences([start, inForce]);
}

/** Step 0 told briefly for a phone's box, where the game has a brief opening; null: the whole. */
export function briefStartText(teller: StartTeller): string | null {
	if (teller.opening.overText(teller) !== null) return null;
	return teller.opening.startBrief?.(teller) ?? null;
}

/** Step 0 told, with its brief telling where the game has one. */
export function startOf(teller: StartTeller): Narration {
	const brief = briefStartText(teller);
	// Step 0 names no call: the search has not started.
	const start = { text: startText(teller), note: null, named: [] };
	return brief === null ? start : { ...start, short: brief };
}

/** What the teacher's box says at step 0 (by any unit: every unit starts there). */
export function startNarration(trace: Trace, options: NarrationOptions): Narration {
	return startOf(startTeller(trace, options));
}
