import { eventAt, eventCount, returnIndex, windowAt } from '$lib/engine/events';
import { searchRule } from '$lib/engine/search-catalog';
import { summaries } from '$lib/i18n/narration/summaries';
import { averagedEstimate } from '$lib/games/estimated';
import { asBound, averagedShown } from '../labels';
import { stepContext } from './events';
import type { Speaker } from './speaker';
import { told } from './tellings';

/**
 * By call, one step can cover many returns and receives (the way back from a finished branch).
 * Before the step's own sentence, one sentence says what went back up to whom and what was cut.
 */

export type SummaryLength = 'full' | 'brief' | 'cuts';

/**
 * One sentence for the returns and receives between events `from` and `to`; null when none.
 * `full` follows each value up; `brief` only where the way back ended; `cuts` (at the last step,
 * to leave room for the answer) only the cuts made on the way back, unless a chance node works
 * out its average on it (a search that averages tells its way back for those sums, as it does by
 * event): then in full.
 */
export function wayBack(
	speaker: Speaker,
	from: number,
	to: number,
	length: SummaryLength
): string | null {
	const { trace } = speaker;
	const t = summaries[speaker.lang];
	let first: number | null = null;
	const returned: number[] = [];
	for (let index = from + 1; index < to; index++) {
		const event = eventAt(trace, index);
		if (event.kind === 'receive') first ??= event.call;
		else if (event.kind === 'return') returned.push(event.call);
	}
	if (first === null) return null;
	// Under a search that drives (MTD(f)), a way back ending at the driver is the pass's answer,
	// told in the search's own words at the driver's receive: no call of the finished pass named
	// (issue 43: at the desk its leaf, root and the driver lay rows and columns from the next
	// pass's root). The last step keeps its cuts.
	const ended = returned.at(-1);
	if (length !== 'cuts' && ended !== undefined && trace.parent(ended) === 1) {
		const answer = searchRule(trace.algorithm).wayBackToDriver?.(
			stepContext(speaker, 'receive', ended)
		);
		if (answer) return answer;
	}
	// A step that ended on a receive (a leaf weighed, a cut) told the value its caller took last,
	// and any cut that made, and left the caller's return to this one.
	const before = from < 0 ? null : eventAt(trace, from);
	const toldCaller = before?.kind === 'receive' ? trace.parent(before.call) : null;
	// The chain then starts from that value.
	const toldBefore = returned[0] === toldCaller;
	if (toldBefore) {
		const list = trace.childList(first);
		first = list.at(list.count - 1);
	}
	const fc = (call: number) => speaker.name(call, true);
	const up = (call: number) => fc(trace.parent(call) ?? 1);
	const cutters = returned.filter((call) => trace.cutMoves(call).length > 0);
	const cut = (call: number) => {
		const window = windowAt(trace, call, returnIndex(trace, call));
		return t.cutBy({
			moves: speaker.moveList(call, trace.cutMoves(call)),
			// A chance node (expectimax with bounds) stops by its bounds, not by alpha meeting beta.
			window: window && !trace.isChance(call) ? speaker.bounds(window) : null
		});
	};
	const cutAt = (call: number) => t.cutAt({ name: fc(call), cut: cut(call) });
	// Every chance node that returns on the way says its sum, as each does by event (a chance
	// node that stopped on a bound, expectimax with bounds, returns no sum).
	const sumOf = (call: number) =>
		trace.isChance(call) && trace.cutMoves(call).length === 0
			? told(trace, 'chance').sum(trace, call)
			: null;
	const averaged = returned.filter((call) => sumOf(call) !== null);
	// An average of estimates reads rounded, "≈ −17.4", not as the exact −122/7 (V23 N17).
	const sumValue = (call: number) => {
		const rounded = averagedEstimate(trace, call);
		return rounded === null ? speaker.boundValue(trace.score(call)) : speaker.value(rounded);
	};
	const worked = (call: number) =>
		t.worked({
			name: fc(call),
			sum: sumOf(call) ?? '',
			score: sumValue(call),
			estimate: averagedEstimate(trace, call) !== null
		});
	// A search that counts values otherwise than the card (negamax) tells them its own way.
	const ownWay = searchRule(trace.algorithm).wayBack;
	const own = (call: number) =>
		ownWay === undefined ? null : ownWay(stepContext(speaker, 'return', call));
	// A value that is only a bound is written as its card writes it: "≤ 2".
	const valueOf = (call: number) =>
		own(call)?.score ??
		asBound(
			trace,
			call,
			averagedShown(speaker.presenter, trace, call, speaker.lang) ??
				speaker.boundValue(trace.score(call))
		);
	const score = valueOf(first);
	if (length === 'brief') {
		const top = returned.at(-1) ?? first;
		const cuts = cutters.length > 0 ? speaker.list(cutters.map(fc), 3) : null;
		const sums = averaged.length > 0 ? speaker.list(averaged.map(worked), averaged.length) : null;
		return t.briefBack({ first: fc(first), score, up: up(top), cutters: cuts, sums });
	}
	if (length === 'cuts' && averaged.length === 0) {
		// A cut the step before told is not told again (issue 43: iterative deepening's result
		// named FC16, four rows from FC1 at the desk).
		const cutTold = (call: number) => call === toldCaller && !trace.isChance(call);
		const fresh = cutters.filter((call) => !cutTold(call));
		if (fresh.length === 0) return null;
		return t.lastBack(speaker.list(fresh.map(cutAt), 3));
	}
	const back = (call: number) => {
		const sum = sumOf(call);
		const chose = cutters.includes(call) || sum !== null ? null : (own(call)?.chose ?? null);
		if (chose !== null) return t.chose({ chose, up: up(call) });
		return t.back({
			cut: cutters.includes(call) ? cut(call) : null,
			maximizing: trace.isMaximizing(call),
			sum,
			score: sum === null ? valueOf(call) : sumValue(call),
			up: up(call),
			estimate: sum !== null && averagedEstimate(trace, call) !== null
		});
	};
	/**
	 * Whether `call`'s return, alone on the way, is told by its move: it returns a plain value
	 * (no cut, sum or search's own way) and the step is its next sibling starting (issue 43: at the
	 * desk the 993-call Connect Four tree's FC4, returning to FC3 as FC12 started, lay 637 px from
	 * FC12 in a 411 px pane; the window the step states says where the value went).
	 */
	const siblingNext = (call: number): boolean => {
		if (to >= eventCount(trace) || cutters.includes(call) || sumOf(call) !== null) return false;
		if ((own(call)?.chose ?? null) !== null || trace.via(call) === null) return false;
		// The step's own event: the next call tried or starting (the one after `call`).
		const next = eventAt(trace, to);
		const starts = next.kind === 'enter' || next.kind === 'try';
		return starts && next.call !== call && trace.parent(next.call) === trace.parent(call);
	};
	const went = t.wentBack({ first: fc(first), score, up: up(first) });
	const top = returned.at(-1);
	if (top === undefined) return t.wentBackAlone(went);
	// A search that averages follows a longer way in full, each sum in the order it was worked out.
	if (returned.length <= (trace.averages ? 4 : 2)) {
		// The value the last step told going back is not told again: the way starts at its
		// caller's return (issue 43: iterative deepening's step 12 named FC11, a fourth row, as
		// FC1 took iteration 2's +10; presenting, the pane holds three at the 14 px floor).
		const [caller, ...above] = returned;
		if (toldBefore && caller !== undefined && above.length === 0 && siblingNext(caller))
			return t.cameBack({
				move: speaker.moveList(trace.parent(caller) ?? 1, [trace.via(caller) ?? 0]),
				score: valueOf(caller)
			});
		if (toldBefore && caller !== undefined)
			return t.chain({
				went: t.returnedAt({ name: fc(caller), back: back(caller) }),
				backs: above.map(back)
			});
		return t.chain({ went, backs: returned.map(back) });
	}
	// Below the top, the calls that cut or averaged on the way, in the order they returned.
	const hidden = returned.filter(
		(call) => call !== top && (cutters.includes(call) || averaged.includes(call))
	);
	const aside = (call: number) =>
		averaged.includes(call) ? t.returnedAt({ name: fc(call), back: back(call) }) : cutAt(call);
	return t.manyBack({
		went,
		count: returned.length,
		top: fc(top),
		back: back(top),
		also:
			hidden.length > 0
				? speaker.list(hidden.map(aside), averaged.length > 0 ? hidden.length : 3)
				: null
	});
}
