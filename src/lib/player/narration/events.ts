import type { EventKind, StepNoteContext } from '$lib/engine';
import { receiveRule } from '$lib/engine/events';
import { probeRole } from '$lib/engine/probes';
import { searchRule } from '$lib/engine/search-catalog';
import { valueBound } from '$lib/engine/exactness';
import { EXACT, UPPER } from '$lib/engine/table';
import { limitWords } from '$lib/i18n/narration/limit';
import { levelOf } from './level';
import { events } from '$lib/i18n/narration/events';
import { words } from '$lib/i18n/narration/words';
import { asBound } from '../labels';
import type { Speaker } from './speaker';
import { told } from './tellings';

/**
 * The search's events in a few plain sentences: a try, a call entering, a call returning its
 * score, the caller receiving it (under alpha-beta, weighed against its window: told there, where
 * the window drawn changes, not before); and the first and last steps. The game's narration says what depends on its kind.
 */

/** The scores a call received, each with its move: "-10 (cell 1) and +10 (cell 4)". */
function received(speaker: Speaker, call: number): string {
	const { trace } = speaker;
	const scoreFrom = words[speaker.lang].scoreFrom;
	const list = trace.childList(call);
	const searchedAgain = words[speaker.lang].searchedAgain;
	return speaker.listOf(list.count, (at) => {
		const child = list.at(at);
		const move = speaker.moveList(call, [trace.via(child) ?? 0]);
		// A probing search's second call of a move says so: the move is listed twice.
		const again = probeRole(trace, child) === 're-search';
		return scoreFrom(
			asBound(trace, child, speaker.returned(child)),
			again ? searchedAgain(move) : move
		);
	});
}

/**
 * A returned value that is only a bound, said so (the card marks it "≤"/"≥"); null where it is
 * exact, or where a table search tells how it files the value instead.
 */
function boundTold(speaker: Speaker, call: number): { upper: boolean; value: string } | null {
	const { trace } = speaker;
	const bound = trace.bounded ? EXACT : valueBound(trace, call);
	return bound === EXACT
		? null
		: { upper: bound === UPPER, value: speaker.value(trace.score(call)) };
}

/** How a call picked its score, naming the move; the tie rule only when a tie happened. */
function choice(speaker: Speaker, call: number): string {
	const { trace } = speaker;
	const score = trace.score(call);
	return events[speaker.lang].choice({
		maximizing: trace.isMaximizing(call),
		score: speaker.value(score),
		from: speaker.moveName(call, trace.bestMove(call) ?? 0),
		tie: trace.childList(call).holding(score) > 1
	});
}

/** A call starting; `brief` (a phone's box): the moves in their order without why that order. */
function enterText(speaker: Speaker, call: number, brief = false): string {
	const { trace } = speaker;
	const read = trace.tabled ? told(trace, 'table').enter(speaker, call) : null;
	// A hit is told by the table alone; a call whose window a bound narrowed goes on as usual.
	if (read !== null && trace.kind(call) === 'hit') return read;
	if (trace.kind(call) === 'estimated')
		return limitWords[speaker.lang].enterAtLimit({
			name: speaker.name(call),
			...levelOf(trace, call)
		});
	const alpha = trace.alpha(call);
	const beta = trace.beta(call);
	const window =
		alpha === null || beta === null ? null : told(trace, 'window').window(speaker, { alpha, beta });
	const text = speaker.gameNarration.enterText(speaker, call, window, brief);
	return read === null ? text : speaker.sentences([text, read]);
}

/** A call at the depth limit returns: it stops, calls the evaluation and names the horizon. */
function estimateReturn(speaker: Speaker, call: number): string {
	const { trace } = speaker;
	return limitWords[speaker.lang].returnAtLimit({
		name: speaker.name(call),
		...levelOf(trace, call),
		evaluation: speaker.gameNarration.estimateText(speaker, call),
		value: speaker.returnedValue(call)
	});
}

/**
 * What a returning call says of itself: why its position is over, or how it chose its score;
 * `brief` (a phone's box): a finished board without the move that led there.
 */
function ownReturn(speaker: Speaker, call: number, brief = false): string {
	const { trace } = speaker;
	const hit = trace.tabled ? told(trace, 'table').hitReturn(speaker, call) : null;
	if (hit !== null) return hit;
	if (trace.kind(call) === 'estimated') return estimateReturn(speaker, call);
	if (trace.game.isTerminal(trace.position(call)))
		return speaker.gameNarration.finishedText(speaker, call, brief);
	if (trace.isChance(call))
		return told(trace, 'chance').returned(speaker, call, received(speaker, call));
	const pruned = trace.cutMoves(call);
	const text = events[speaker.lang].innerReturn({
		name: speaker.name(call),
		received: received(speaker, call),
		unsearched: pruned.length > 0 ? speaker.moveList(call, pruned) : null,
		aim: speaker.aim(call),
		choice: choice(speaker, call),
		bound: boundTold(speaker, call)
	});
	const filed = trace.tabled ? told(trace, 'table').filed(speaker, call) : null;
	return filed === null ? text : speaker.sentences([text, filed]);
}

/**
 * A caller receiving `call`'s value, in its two parts: that the value came back (`got`: empty
 * where `got: false` leaves out where it came from, a way back told before it says so), and how
 * the caller weighs it (`weighing`: the running best; null where nothing more is told, a chance
 * node adding it to its sum), which predict mode leaves out while the caller's value is asked.
 * Where room is tight, `short` tells a cut without its why; `brief`, a phone's box, leaves the
 * window to the card where one bound moved.
 */
export function receiveParts(
	speaker: Speaker,
	call: number,
	{ short = false, got: saysGot = true, brief = false } = {}
): { got: readonly string[]; weighing: string | null } {
	const { trace } = speaker;
	const t = events[speaker.lang];
	const parent = trace.parent(call) ?? 1;
	// The first child holding the best score so far is the one kept (only strictly better wins).
	const list = trace.childList(parent);
	const at = list.indexOf(call);
	const best = at < 0 ? call : list.bestUpTo(at);
	const from = (c: number) => speaker.moveName(parent, trace.via(c) ?? 0);
	const value = {
		parent: speaker.name(parent),
		score: speaker.returned(call),
		from: from(call)
	};
	if (trace.isChance(parent))
		return { got: [told(trace, 'chance').got(speaker, parent, at, value)], weighing: null };
	const got = saysGot ? [t.got(value)] : [];
	const rule = receiveRule(trace, call);
	if (rule === null)
		return { got, weighing: t.bestSoFar({ score: speaker.returned(best), from: from(best) }) };
	return { got, weighing: told(trace, 'window').receive(speaker, rule, [], short, brief) };
}

/** A caller receiving `call`'s value, told whole (`receiveParts` joined). */
export function receiveText(
	speaker: Speaker,
	call: number,
	options: { short?: boolean; got?: boolean; brief?: boolean } = {}
): string {
	const { got, weighing } = receiveParts(speaker, call, options);
	return speaker.sentences(weighing === null ? got : [...got, weighing]);
}

/** What a search's own sentences (its note, its narration) may read of `call` at an event. */
export function stepContext(speaker: Speaker, kind: EventKind, call: number): StepNoteContext {
	return speaker.context(kind, call);
}

/** The search's own sentence for the event, in place of the generic one; null: none. */
function ownText(speaker: Speaker, kind: EventKind, call: number): string | null {
	const narrate = searchRule(speaker.trace.algorithm).narrate;
	return narrate === undefined ? null : narrate(stepContext(speaker, kind, call));
}

/**
 * A receive told in its parts (`receiveParts`): in the search's own words where it has them
 * (negamax's, its running best from its `weighs`), else the shared ones.
 */
export function receiveTold(
	speaker: Speaker,
	call: number,
	options: { short?: boolean; brief?: boolean } = {}
): { got: readonly string[]; weighing: string | null } {
	const own = ownText(speaker, 'receive', call);
	if (own === null) return receiveParts(speaker, call, options);
	const weighs = searchRule(speaker.trace.algorithm).weighs;
	return { got: [own], weighing: weighs?.(stepContext(speaker, 'receive', call)) ?? null };
}

/** A receive's parts told whole. */
function receiveJoined(
	speaker: Speaker,
	{ got, weighing }: { got: readonly string[]; weighing: string | null }
): string {
	return speaker.sentences(weighing === null ? got : [...got, weighing]);
}

/** What the box says at one event of `call`. */
export function eventText(speaker: Speaker, kind: EventKind, call: number): string {
	if (kind === 'receive') return receiveJoined(speaker, receiveTold(speaker, call));
	const own = ownText(speaker, kind, call);
	if (own !== null) return own;
	if (kind === 'try') return speaker.gameNarration.tryText(speaker, call);
	if (kind === 'enter') return enterText(speaker, call);
	return ownReturn(speaker, call);
}

/**
 * What a phone's box says at one event of `call`, briefly (`Narration.short`): the event and its
 * value; an estimate without its arithmetic, a cut without its why (the whole telling says both).
 */
export function briefEventText(speaker: Speaker, kind: EventKind, call: number): string {
	if (kind === 'receive')
		return receiveJoined(speaker, receiveTold(speaker, call, { short: true, brief: true }));
	const own = ownText(speaker, kind, call);
	if (own !== null) return own;
	const { trace } = speaker;
	if (kind === 'return' && trace.kind(call) === 'estimated')
		return limitWords[speaker.lang].returnAtLimitBrief({
			name: speaker.name(call),
			value: speaker.returnedValue(call)
		});
	if (kind === 'enter') return enterText(speaker, call, true);
	if (kind === 'return') return ownReturn(speaker, call, true);
	return speaker.gameNarration.tryText(speaker, call);
}

/** The root has returned: the answer, or why there was nothing to search. */
export function finishText(speaker: Speaker): string {
	const over = speaker.gameNarration.overText(speaker);
	if (over !== null) return over;
	const { trace } = speaker;
	const own = ownText(speaker, 'return', 1);
	if (own !== null) return speaker.sentences([own, speaker.gameNarration.answerText(speaker)]);
	const cuts = trace.prunedBranches;
	const saved = speaker.drawn?.cutBy(Infinity).saved ?? 0;
	const total = trace.calls + saved;
	const pruned = cuts > 0 ? [told(trace, 'window').pruned(speaker, cuts, saved, total)] : [];
	// A long list of scores would crowd out the answer, so past five only the count is given.
	const count = trace.childList(1).count;
	const scores = count > 5 ? null : received(speaker, 1);
	const done = events[speaker.lang].done({ name: speaker.name(1), count, received: scores });
	const answer = trace.isChance(1)
		? told(trace, 'chance').finish(speaker)
		: speaker.gameNarration.answerText(speaker);
	return speaker.sentences([done, answer, ...pruned]);
}
