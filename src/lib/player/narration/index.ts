import type { Trace, TraceEvent } from '$lib/engine';
import { enterIndex, eventAt, returnIndex, tryIndex } from '$lib/engine/events';
import { searchRule } from '$lib/engine/search-catalog';
import { spacedZh } from '$lib/i18n/narration/chinese';
import type { StepMap } from '../steps';
import {
	briefEventText,
	eventText,
	finishText,
	receiveParts,
	receiveTold,
	stepContext
} from './events';
import { shownLength, unmarked } from './named';
import { articleNote } from './notes';
import { Speaker, type NarrationOptions } from './speaker';
import { startNarration } from './start';
import { wayBack, type SummaryLength } from './summaries';

/**
 * What the teacher's box says at each step: at most three plain sentences about the event the
 * step shows, and, on an article's example, a note where that article's own text slips. Under
 * alpha-beta every value that comes back is weighed against the caller's window, and every cut
 * says which bound came from where.
 */

export interface Narration {
	readonly text: string;
	readonly note: string | null;
	/**
	 * The calls `text` names, each once, in the order named (not another search's: "minimax's
	 * FC9"): what the camera keeps in view presenting.
	 */
	readonly named: readonly number[];
	/**
	 * The same told shorter, for a phone's box (NarrationBox shows it there, without the note, the
	 * whole a tap away); absent: `text` (a start whose game has no brief opening).
	 */
	readonly short?: string;
	/**
	 * The calls `short` names, where they are fewer than `named` (absent: `named`): a phone's box
	 * shows `short`, and its camera keeps these (issue 43: a way back up that a whole telling
	 * names, "FC9's +5 went back to FC2, which returned its lowest score, −134, to FC1" as FC10
	 * starts, lies rows and subtrees apart on a phone, whose brief telling leaves it out).
	 */
	readonly shortNamed?: readonly number[];
	/**
	 * Where the step ends with its caller weighing a value that came back (the running best, "Best
	 * so far: 3, from …", or the value against the window and a cut), the same told without that
	 * last part, whole and brief: what predict mode says while that caller's value is asked, its
	 * answer. Absent where the step weighs none.
	 */
	readonly unweighed?: { readonly text: string; readonly short: string };
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
	const said = told(trace, steps, step, options);
	const { text, named } = unmarked(said.text);
	// Chinese is spaced once, over the whole sentence, wherever its pieces were joined.
	const spaced = options.lang === 'zh' ? spacedZh : (words: string) => words;
	const printed = (words: string) => spaced(unmarked(words).text);
	const shortNamed = said.short === undefined ? named : unmarked(said.short).named;
	const { unweighed } = said;
	return {
		text: spaced(text),
		note: said.note === null ? null : printed(said.note),
		named,
		...(said.short === undefined ? {} : { short: printed(said.short) }),
		...(shortNamed.length < named.length ? { shortNamed } : {}),
		...(unweighed && {
			unweighed: { text: printed(unweighed.text), short: printed(unweighed.short) }
		})
	};
}

/** A step told, each call's name marked with its call (`namedCall`). */
type Marked = Omit<Narration, 'named' | 'shortNamed'>;

function told(trace: Trace, steps: StepMap, step: number, options: NarrationOptions): Marked {
	const at = steps.clamp(step);
	if (at === 0) return startNarration(trace, options);
	const speaker = new Speaker(trace, options, true);
	const index = steps.eventOf(at);
	const event = eventAt(trace, index);
	const last = at === steps.last;
	const own = (said: Speaker) =>
		last ? finishText(said) : eventText(said, event.kind, event.call);
	const text = own(speaker);
	// By call, a step tries and starts a call: the search's note speaks of the value that came back
	// last, if any (back past the tries and starts that lead here: at most the depth).
	let noted = event;
	if (steps.granularity === 'call')
		while (noted.index > 0 && (noted.kind === 'try' || noted.kind === 'enter'))
			noted = eventAt(trace, noted.index - 1);
	// By call, the call a step starts may carry a note of its own at its try (a PVS probe).
	const shown = steps.granularity === 'call' && event.kind === 'enter' ? event.call : null;
	const tried = shown === null || shown === 1 ? null : eventAt(trace, tryIndex(trace, shown));
	const note =
		articleNote(speaker, index) ??
		(tried === null ? null : searchNote(speaker, tried)) ??
		searchNote(speaker, noted);
	// Under a window, a leaf's step ends where its value is weighed (see StepMap).
	const weighed = event.kind === 'receive' ? steps.callOf(at) : null;
	const short = last
		? text
		: weighed !== null
			? speaker.sentences([
					briefEventText(speaker, 'return', weighed),
					briefEventText(speaker, 'receive', event.call)
				])
			: briefEventText(speaker, event.kind, event.call);
	if (steps.granularity !== 'call') {
		// A receive's weighing, told last, kept apart (`Narration.unweighed`).
		const parts = last || event.kind !== 'receive' ? null : receiveTold(speaker, event.call);
		if (parts?.weighing == null) return withBrief({ text, note }, short);
		const brief = receiveTold(speaker, event.call, { short: true, brief: true });
		const unweighed = { text: speaker.sentences(parts.got), short: speaker.sentences(brief.got) };
		return { ...withBrief({ text, note }, short), unweighed };
	}
	const from = steps.eventOf(at - 1);
	if (weighed !== null) {
		const said = (told: Speaker) => weighedLeaf(told, weighed, index);
		const whole = prefixed(speaker, from, enterIndex(trace, weighed), said, 'full');
		const brief = receiveTold(speaker, event.call, { short: true, brief: true });
		const unweighed = {
			text: whole.kept,
			short: speaker.sentences([briefEventText(speaker, 'return', weighed), ...brief.got])
		};
		return { ...withBrief({ text: whole.text, note }, short), unweighed };
	}
	// The last step tells only the cuts on the way back, but the averages taken there (expectimax):
	// a value going back past none is not told again (issue 43: expectimax's FC8 at Connect Four's
	// result, seven columns from FC1 at the desk).
	const length = last ? 'cuts' : 'full';
	const whole = prefixed(speaker, from, index, (told) => ({ text: own(told), kept: '' }), length);
	return withBrief({ text: whole.text, note }, short);
}

/**
 * A step told whole, with `short` for a phone's box: the step's own event and its value, without
 * the way back up, a cut's why, an estimate's arithmetic or the note (in every language, though one
 * language's whole telling may already be as short).
 */
function withBrief(whole: { text: string; note: string | null }, short: string): Marked {
	return { ...whole, short };
}

/** How a leaf's step is told, longest first: the cut's why goes before the way up does. */
const LEAF_TELLINGS: readonly { short: boolean; way: SummaryLength | null }[] = [
	{ short: false, way: 'full' },
	{ short: false, way: 'brief' },
	{ short: true, way: 'full' },
	{ short: true, way: 'brief' },
	{ short: true, way: null }
];

/**
 * The same search told in English, the language that runs longest: both languages tell a step's
 * parts alike, chosen by its length (issue 43: Chinese kept a cut's why, naming FC12 two rows
 * above the leaf, where English told it short).
 */
function inEnglish(speaker: Speaker): Speaker {
	if (speaker.lang === 'en') return speaker;
	const { trace, letters, drawn, presenter, gameNarration } = speaker;
	const options = { lang: 'en', letters, presenter, narration: gameNarration } as const;
	return new Speaker(trace, drawn === null ? options : { ...options, drawn });
}

/**
 * A leaf's step under a window: its return, the way back up to the caller that weighs its value
 * (the caller itself, or the first above it to cut), and that caller's receive; `kept`, the same
 * told without how the caller weighs it (`Narration.unweighed`).
 */
function weighedLeaf(speaker: Speaker, leaf: number, index: number): Told {
	const { trace } = speaker;
	const caller = eventAt(trace, index).call;
	// A search that averages keeps its way back: the sums worked out on it (see `prefixed`).
	const tellings = LEAF_TELLINGS.filter(({ way }) => way !== null || !trace.averages);
	const telling = (told: Speaker, { short, way }: (typeof LEAF_TELLINGS)[number]): Told => {
		const up = way === null ? null : wayBack(told, returnIndex(trace, leaf), index, way);
		const head = [eventText(told, 'return', leaf), ...(up === null ? [] : [up])];
		const { got, weighing } = receiveParts(told, caller, { short, got: up === null });
		const kept = told.sentences([...head, ...got]);
		return { text: weighing === null ? kept : told.sentences([...head, ...got, weighing]), kept };
	};
	const judge = inEnglish(speaker);
	// The first telling short enough, else the shortest; in English the one judged is the one told.
	let chosen = tellings.at(-1);
	let judged: Told = { text: '', kept: '' };
	for (const each of tellings) {
		chosen = each;
		judged = telling(judge, each);
		if (shownLength(judged.text) < MAX_LENGTH) break;
	}
	if (chosen === undefined) {
		const text = eventText(speaker, 'return', leaf);
		return { text, kept: text };
	}
	return judge === speaker ? judged : telling(speaker, chosen);
}

/** A step's telling, and `kept`: the same without its last value's weighing (where it has one). */
interface Told {
	readonly text: string;
	readonly kept: string;
}

/**
 * `said` after the way back between events `from` and `to`: told in full, in brief past the
 * box's about 400 characters, or not at all (a search that averages keeps it in brief); judged
 * in English (`inEnglish`). Its `kept` follows the same way back.
 */
function prefixed(
	speaker: Speaker,
	from: number,
	to: number,
	said: (told: Speaker) => Told,
	length: 'full' | 'cuts'
): Told {
	const judge = inEnglish(speaker);
	const english = judge === speaker;
	const judged = said(judge);
	const own = shownLength(judged.text);
	// Each way back judged, kept to be told again in English.
	const ways: Partial<Record<SummaryLength, string | null>> = {};
	const long = (way: SummaryLength) => {
		const before = (ways[way] = wayBack(judge, from, to, way));
		return before !== null && shownLength(before) + own >= MAX_LENGTH;
	};
	// A search that averages keeps it however long: every chance node that returned on the way
	// says its sum there, as it does by event.
	const way = !long(length) ? length : !long('brief') || speaker.trace.averages ? 'brief' : null;
	const before =
		way === null ? null : english ? (ways[way] ?? null) : wayBack(speaker, from, to, way);
	const told = english ? judged : said(speaker);
	const after = (text: string) => (before === null ? text : speaker.sentences([before, text]));
	return { text: after(told.text), kept: after(told.kept) };
}

/** The search module's own sentence on the event (such as each value from the side to move). */
function searchNote(speaker: Speaker, event: TraceEvent): string | null {
	const note = searchRule(speaker.trace.algorithm).note;
	return note === undefined ? null : note(stepContext(speaker, event.kind, event.call));
}

export { ruleAt } from './rule';

export type { NarrationOptions } from './speaker';

/** Past this many steps the tallest narration is not looked for (a step costs up to a millisecond). */
const TALLEST_STEPS = 400;

/**
 * The step whose narration takes the most lines, by an estimate (its characters, a note starting
 * a line of its own); null past `TALLEST_STEPS`. Presenting, the
 * box is sized to it once per trace, so it never grows while stepping and wastes no room. Its
 * `short` is the longest brief telling, which sizes a phone's box.
 */
export function tallestNarration(
	trace: Trace,
	steps: StepMap,
	options: NarrationOptions
): Narration | null {
	if (steps.last > TALLEST_STEPS) return null;
	// A note starts on a line of its own: about half a line more than its characters.
	const lines = ({ text, note }: Narration) =>
		(text.length + (note === null ? 0 : note.length + 50)) / 100;
	let tallest: Narration | null = null;
	// A phone's box shows the brief telling without the note (a start has neither).
	let briefest = '';
	for (let step = 0; step <= steps.last; step++) {
		const said = narrate(trace, steps, step, options);
		if (tallest === null || lines(said) > lines(tallest)) tallest = said;
		const brief = said.short ?? said.text;
		if (brief.length > briefest.length) briefest = brief;
	}
	return tallest && { ...tallest, short: briefest };
}
