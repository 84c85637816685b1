import { describe, expect, it } from 'vitest';
import { StepMap, listingFor, shownLineAt } from '../../../src/lib/player';
import { narrate, type Narration } from '../../../src/lib/player/narration';
import { stepShowing } from '../../../src/lib/practice/predict';
import { everyRun, heldBeforeFC6, heldStops } from './predict-runs';

const LANGS = ['en', 'zh'] as const;

/**
 * What a caller makes of a value it receives, as the box says it by event at that receive: its
 * telling past the first sentence, which says the value came back ("FC6 gets +10 back from cell
 * 1."); the running best, or the value against the window and a cut. Empty where it says none.
 */
function weighing(said: Narration, lang: (typeof LANGS)[number]): string[] {
	const after = (text: string) => {
		const end = lang === 'en' ? text.indexOf('. ') : text.indexOf('。');
		return end < 0 ? '' : text.slice(end + (lang === 'en' ? 2 : 1)).trim();
	};
	return [after(said.text), after(said.short ?? said.text)].filter((part) => part !== '');
}

// Issue 43 (P31's item 2): under alpha-beta on the article board, by event, FC6's value stop held
// on FC6 weighing FC7's +10, whose narration told the cut, "here at FC6 O (the human) can hold it
// to +10 or less", and lit the listing's `if (alpha >= beta) break`: FC6's answer, ≤ +10. While a
// value is asked the page tells the value coming back, never what its caller makes of it; while a
// cut is asked, nothing of the receive asked.
describe('a stop tells nothing of its answer before the class answers', () => {
	it('alpha-beta on the article board by event: FC6 gets +10 back, nothing more', () => {
		const { trace, steps, fc6, prediction, player, stop } = heldBeforeFC6();
		expect(prediction.question).toEqual(fc6);
		const told = (lang: 'en' | 'zh') =>
			prediction.narrated(narrate(trace, steps, stop - 1, { lang }), lang);
		expect(told('en').text).toBe('FC6 gets +10 back from cell 1.');
		expect(told('zh').text).toBe('FC6 从 1 号格收到 +10。');
		expect(told('en').short).toBe('FC6 gets +10 back from cell 1.');
		const { roles } = listingFor(trace, 'en', 'js');
		const line = shownLineAt(trace, player.index, prediction.leadIn);
		expect(roles?.[line ?? -1]).toBe('keep');
	});

	it('every stop of every search of calls, three positions, by event and by call, en and zh', () => {
		const counted = { value: 0, chance: 0, cut: 0, select: 0, lead: 0, weighed: 0 };
		for (const { at, trace } of everyRun()) {
			const { roles = [] } = listingFor(trace, 'en', 'js');
			const byEvent = new StepMap(trace, 'event');
			const weighings: Record<string, Narration> = {};
			for (const unit of ['event', 'call'] as const) {
				const steps = unit === 'event' ? byEvent : new StepMap(trace, unit);
				// One page with every kind of stop, held before each in turn (its first moment asked).
				for (const { prediction, player, stop, moment } of heldStops(trace, steps)) {
					const where = `${at} by ${unit}, ${moment.kind} FC${moment.call}`;
					expect(prediction.question, where).toEqual(moment);
					expect(player.index, where).toBeLessThan(moment.event);
					counted[moment.kind]++;
					if (moment.kind === 'cut') {
						// The receive asked is not shown, nor its line lit: the step's own line is.
						expect(prediction.leadIn, where).toBeNull();
						continue;
					}
					// Short of the value leading to the return, the page tells the step's own events.
					if (prediction.leadIn === null) continue;
					counted.lead++;
					// Told the value leading to the return, the listing lights the line taking it in,
					// not what the caller does with it: a cut, a bound moved.
					const line = roles[shownLineAt(trace, player.index, prediction.leadIn) ?? -1];
					expect(['cut', 'raiseAlpha', 'lowerBeta'], where).not.toContain(line);
					// Nor does the narration: the receive's weighing, as told by event, is left out.
					const receive = stepShowing(byEvent, moment.event - 1);
					for (const lang of LANGS) {
						// By event, the step held is that receive (told once for both).
						const weighed = (weighings[`${receive} ${lang}`] ??= narrate(trace, byEvent, receive, {
							lang
						}));
						const held = unit === 'event' && stop - 1 === receive ? weighed : null;
						const told = prediction.narrated(
							held ?? narrate(trace, steps, stop - 1, { lang }),
							lang
						);
						const { text, short = text } = told;
						for (const part of weighing(weighed, lang)) {
							expect(text, `${where} ${lang}`).not.toContain(part);
							expect(short, `${where} ${lang}, brief`).not.toContain(part);
							counted.weighed++;
						}
					}
				}
			}
		}
		// Pinned: every stop asked (a value, an average, a cut), those told the value leading to
		// them, and each weighing checked absent (text and brief, en and zh).
		expect(counted).toEqual({
			value: 281,
			chance: 30,
			cut: 429,
			select: 0,
			lead: 304,
			weighed: 1084
		});
	});
});
