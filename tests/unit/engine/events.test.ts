import { describe, expect, it } from 'vitest';
import type { CallState, EventKind, Trace } from '../../../src/lib/engine/index';
import {
	activeCallAt,
	callStateAt,
	cutOnReceive,
	enterIndex,
	eventAt,
	eventCount,
	receiveIndex,
	returnIndex,
	tryIndex,
	windowAfter
} from '../../../src/lib/engine/events';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { ARTICLE_BOARD, ARTICLE_TREE, sampleTraces } from '../traces';
import { alphaBeta, minimax } from '../../searches';
import { facts } from '../facts';

const traces = sampleTraces;

/** The event sequence written out by walking the calls, using only the parent column. */
function naiveEvents(trace: Trace): { kind: EventKind; call: number }[] {
	const kids = new Map<number, number[]>();
	for (let id = 2; id <= trace.calls; id++) {
		const parent = trace.parent(id) ?? 0;
		kids.set(parent, [...(kids.get(parent) ?? []), id]);
	}
	const events: { kind: EventKind; call: number }[] = [];
	const walk = (call: number) => {
		if (call !== 1) events.push({ kind: 'try', call });
		events.push({ kind: 'enter', call });
		for (const child of kids.get(call) ?? []) walk(child);
		events.push({ kind: 'return', call });
		if (call !== 1) events.push({ kind: 'receive', call });
	};
	walk(1);
	return events;
}

describe.each(traces)('events of %s', (_, trace) => {
	const naive = naiveEvents(trace);

	it('number 4N - 2, from enter(1) to return(1)', () => {
		expect(eventCount(trace)).toBe(naive.length);
		expect(eventCount(trace)).toBe(4 * trace.calls - 2);
		expect(eventAt(trace, 0)).toEqual({ index: 0, kind: 'enter', call: 1 });
		expect(eventAt(trace, naive.length - 1)).toMatchObject({ kind: 'return', call: 1 });
	});

	it('are found by index exactly where a walk of the calls puts them', () => {
		const found = naive.map((_, index) => eventAt(trace, index));
		expect(found).toEqual(naive.map((event, index) => ({ index, ...event })));
	});

	it('place every call by closed form', () => {
		for (let call = 1; call <= trace.calls; call++) {
			const at = (kind: EventKind) =>
				naive.findIndex((event) => event.kind === kind && event.call === call);
			expect([
				tryIndex(trace, call),
				enterIndex(trace, call),
				returnIndex(trace, call),
				receiveIndex(trace, call)
			]).toEqual([at('try'), at('enter'), at('return'), at('receive')]);
		}
	});

	// Seconds on the longest sample trace (60 calls checked at every event); more on a busy machine.
	it('give each call its state at each event, as a simulated call stack does', () => {
		const started = new Set<number>();
		const returned = new Set<number>();
		// Every event's running call and the 60 calls' states, compared in one assertion: an
		// expect per call, then per event, cost most of this test's time.
		const { same, check } = facts();
		naive.forEach((event, index) => {
			if (event.kind === 'enter') started.add(event.call);
			const running =
				event.kind === 'enter' || event.kind === 'return'
					? event.call
					: (trace.parent(event.call) ?? 1);
			same(`event ${index}'s running call`, activeCallAt(trace, index), running);
			const expected: CallState[] = [];
			const found: CallState[] = [];
			for (let call = 1; call <= Math.min(trace.calls, 60); call++) {
				expected.push(
					returned.has(call)
						? 'returned'
						: !started.has(call)
							? 'pending'
							: call === running
								? 'active'
								: 'open'
				);
				found.push(callStateAt(trace, call, index));
			}
			same(`event ${index}'s states`, found, expected);
			// A call is still the running one at its own return event; returned from the next.
			if (event.kind === 'return') returned.add(event.call);
		});
		check();
	});
});

describe('windows after each value comes back', () => {
	it('follow the textbook update rule on every alpha-beta receive event', () => {
		for (const [, trace] of traces.filter(([, t]) => t.algorithm === 'alphabeta')) {
			for (let call = 1; call <= trace.calls; call++) {
				let alpha = trace.alpha(call) as number;
				let beta = trace.beta(call) as number;
				let best = trace.isMaximizing(call) ? -Infinity : Infinity;
				for (const child of trace.children(call)) {
					const value = trace.score(child);
					if (trace.isMaximizing(call)) {
						best = Math.max(best, value);
						alpha = Math.max(alpha, best);
					} else {
						best = Math.min(best, value);
						beta = Math.min(beta, best);
					}
					expect(windowAfter(trace, call, child)).toEqual({ alpha, beta });
				}
			}
		}
	});

	it("close at node C of article 004's tree: alpha 3, beta 2", () => {
		const trace = alphaBeta(parseTree(ARTICLE_TREE));
		expect(windowAfter(trace, 7, 8)).toEqual({ alpha: 3, beta: 2 });
		expect(windowAfter(minimax(parseTree(ARTICLE_TREE)), 7, 8)).toBeNull();
	});
});

describe('cuts', () => {
	it('happen at the receive event whose value makes alpha meet beta', () => {
		const board = alphaBeta(boardGame(ARTICLE_BOARD));
		const cuts = (trace: Trace) =>
			Array.from({ length: trace.calls }, (_, i) => i + 1)
				.filter((call) => cutOnReceive(trace, call).length > 0)
				.map(
					(call) => `${trace.parent(call)}:${cutOnReceive(trace, call).join(',')} after ${call}`
				);
		expect(cuts(board)).toEqual(['6:4 after 7']);
		const tree = alphaBeta(parseTree(ARTICLE_TREE));
		expect(cuts(tree)).toEqual(['7:1 after 8', '9:1 after 10', '12:1 after 13', '14:1 after 15']);
		expect(cuts(minimax(parseTree(ARTICLE_TREE)))).toEqual([]);
	});
});

it('refuses event indexes outside the trace', () => {
	const trace = minimax(boardGame(ARTICLE_BOARD));
	expect(() => eventAt(trace, -1)).toThrow(RangeError);
	expect(() => eventAt(trace, eventCount(trace))).toThrow(RangeError);
	expect(() => eventAt(trace, 1.5)).toThrow(RangeError);
});
