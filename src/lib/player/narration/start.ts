import type { Trace } from '$lib/engine';
import { cutRuleOf, orderingOf } from '$lib/engine/search';
import { words } from '$lib/i18n/narration/words';
import type { Narration } from './index';
import { Speaker, type NarrationOptions } from './speaker';

/**
 * The first step told, apart from the rest of the narration (./index.ts): the first view shows
 * step 0, and the page loads the other steps' telling when stepping first comes near
 * (player/narration-code.ts).
 */

/** Step 0: the position, who moves, who maximises; or why there is nothing to search. */
export function startText(speaker: Speaker): string {
	const over = speaker.gameNarration.overText(speaker);
	if (over !== null) return over;
	const { settings } = speaker.trace;
	const order = orderingOf(settings);
	const strict = cutRuleOf(settings) === 'gt';
	const start = speaker.gameNarration.startText(speaker);
	if (order === 'given' && !strict) return start;
	const inForce = words[speaker.lang].settingsInForce({ order, strict });
	return words[speaker.lang].sentences([start, inForce]);
}

/** Step 0 told briefly for a phone's box, where the game has a brief opening; null: the whole. */
export function briefStartText(speaker: Speaker): string | null {
	if (speaker.gameNarration.overText(speaker) !== null) return null;
	return speaker.gameNarration.startBrief?.(speaker) ?? null;
}

/** Step 0 told, with its brief telling where the game has one. */
export function startOf(speaker: Speaker): Narration {
	const brief = briefStartText(speaker);
	const start = { text: startText(speaker), note: null };
	return brief === null ? start : { ...start, short: brief };
}

/** What the teacher's box says at step 0 (by any unit: every unit starts there). */
export function startNarration(trace: Trace, options: NarrationOptions): Narration {
	return startOf(new Speaker(trace, options));
}
