import { eventAt, searchDescriptor, type Trace, type TraceEvent } from '$lib/engine';
import type { StepMap } from '../steps';
import { eventText, finishText, startText } from './events';
import { articleNote } from './notes';
import { Speaker, type NarrationOptions } from './speaker';
import { wayBack } from './summaries';

/**
 * What the teacher's box says at each step: at most three plain sentences about the event the
 * step shows, and, on an article's example, a note where that article's own text slips. Under
 * alpha-beta every value that comes back is weighed against the caller's window, and every cut
 * says which bound came from where.
 */

export interface Narration {
	readonly text: string;
	readonly note: string | null;
}

/** About what the teacher's box shows at projector size. */
const MAX_LENGTH = 400;

/** What the teacher's box says at `step` of `steps`, in `options.lang`. */
export function narrate(
	trace: Trace,
	steps: StepMap,
	step: number,
	options: NarrationOptions
): Narration {
	const speaker = new Speaker(trace, options);
	const at = steps.clamp(step);
	if (at === 0) return { text: startText(speaker), note: null };
	const index = steps.eventOf(at);
	const event = eventAt(trace, index);
	const last = at === steps.last;
	const text = last ? finishText(speaker) : eventText(speaker, event.kind, event.call);
	// By call, a step tries and starts a call: the search's note speaks of the value that came back
	// last, if any (back past the tries and starts that lead here: at most the depth).
	let noted = event;
	if (steps.granularity === 'call')
		while (noted.index > 0 && (noted.kind === 'try' || noted.kind === 'enter'))
			noted = eventAt(trace, noted.index - 1);
	const note = articleNote(speaker, index) ?? searchNote(speaker, noted);
	if (steps.granularity !== 'call') return { text, note };
	// The box holds about 400 characters: past that, the way back is told in brief, or not at all.
	const from = steps.eventOf(at - 1);
	let before = wayBack(speaker, from, index, last ? 'cuts' : 'full');
	if (before !== null && before.length + text.length >= MAX_LENGTH)
		before = wayBack(speaker, from, index, 'brief');
	if (before !== null && before.length + text.length >= MAX_LENGTH) before = null;
	return { text: before === null ? text : speaker.sentences([before, text]), note };
}

/** The search module's own sentence on the event (such as each value from the side to move). */
function searchNote(speaker: Speaker, event: TraceEvent): string | null {
	const { trace, lang } = speaker;
	const note = searchDescriptor(trace.algorithm).note;
	if (note === undefined) return null;
	return note({
		trace,
		lang,
		kind: event.kind,
		call: event.call,
		value: (value) => speaker.value(value),
		name: (call) => speaker.name(call, true),
		side: (call) => speaker.gameNarration.sideName(speaker, trace.isMaximizing(call))
	});
}

export { ruleAt } from './windows';
export type { NarrationOptions } from './speaker';
