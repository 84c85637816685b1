import { describe, expect, it } from 'vitest';
import { InputError, type Trace } from '../../../src/lib/engine/index';
import { callStateAt, eventAt, eventCount } from '../../../src/lib/engine/events';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { ARTICLE_BOARD, FULL_GAME_MINIMAX_CALLS, sampleTraces } from '../traces';
import { StepMap } from '../../../src/lib/player/steps';
import { RECEIVED_SHOWN, snapshotAt, type Frame } from '../../../src/lib/player/snapshot';
import { nodesInView, layoutTrace } from '../../../src/lib/player/layout';
import { DrawnTree } from '../../../src/lib/player/drawn';
import { LAYOUT_CALL_LIMIT } from '../../../src/lib/player/session';
import { openSession } from '../../../src/lib/player/plan';
import { signedValue } from '../../../src/lib/games/index';
import { presenterOf } from '../../../src/lib/games/presenters';
import { minimax } from '../../searches';
import { facts } from '../facts';

const traces = sampleTraces;
const article = sampleTraces[0]?.[1] as Trace;

describe('stepping by call', () => {
	const steps = new StepMap(article, 'call');

	it("gives the article's board a start, FC1 to FC9 and the answer", () => {
		expect(steps.last).toBe(10);
		expect(steps.eventOf(0)).toBe(-1);
		const own = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((step) => eventAt(article, steps.eventOf(step)));
		// Calls that search further are shown as they start; finished boards as they score.
		expect(own.map((event) => `${event.kind} ${event.call}`)).toEqual([
			'enter 1',
			'enter 2',
			'return 3',
			'return 4',
			'return 5',
			'enter 6',
			'enter 7',
			'return 8',
			'return 9'
		]);
		expect(steps.eventOf(10)).toBe(eventCount(article) - 1);
		expect(eventAt(article, steps.eventOf(10))).toMatchObject({ kind: 'return', call: 1 });
		expect([0, 1, 5, 9, 10].map((step) => steps.callOf(step))).toEqual([null, 1, 5, 9, null]);
	});

	it('maps every event to the last call step at or before it', () => {
		for (const [, trace] of traces) {
			const byCall = new StepMap(trace, 'call');
			// Every event's faults, checked in one assertion (an expect per fact made this test
			// spend most of its time in expect).
			const faults: string[] = [];
			let previous = 0;
			for (let index = -1; index < eventCount(trace); index++) {
				const step = byCall.stepOf(index);
				if (!(step >= previous)) faults.push(`event ${index}: step ${step} after ${previous}`);
				if (!(byCall.eventOf(step) <= index)) faults.push(`event ${index}: step ${step} after it`);
				if (step < byCall.last && !(byCall.eventOf(step + 1) > index))
					faults.push(`event ${index}: step ${step + 1} not after it`);
				previous = step;
			}
			expect(faults).toEqual([]);
			const { same, check } = facts();
			for (let step = 0; step <= byCall.last; step++)
				same(`step ${step}`, byCall.stepOf(byCall.eventOf(step)), step);
			check();
		}
	});

	it('has a single step after the start when the game is already over', () => {
		const finished = new StepMap(minimax(boardGame('XXXOO....')), 'call');
		expect(finished.last).toBe(1);
		expect(finished.eventOf(1)).toBe(1);
	});

	it('clamps steps that are out of range or not numbers', () => {
		expect([-3, 4.7, 99, Number.NaN].map((step) => steps.clamp(step))).toEqual([0, 4, 10, 0]);
	});
});

describe('stepping by event', () => {
	it('has one step per event after the start', () => {
		for (const [, trace] of traces) {
			const steps = new StepMap(trace, 'event');
			expect(steps.last).toBe(4 * trace.calls - 2);
			const { same, check } = facts();
			for (let step = 0; step <= steps.last; step++) {
				same(`step ${step}'s event`, steps.eventOf(step), step - 1);
				same(`event ${step - 1}'s step`, steps.stepOf(step - 1), step);
			}
			check();
		}
	});
});

/**
 * The call stack at each event, rebuilt by replaying every event from the start, as a debugger
 * would see it (one replay for all the events: a replay per event made the test quadratic).
 */
function replayStacks(trace: Trace): Frame[][] {
	type Live = {
		call: number;
		trying: number | null;
		child: number | null;
		received: { call: number; move: number; score: number }[];
		alpha: number | null;
		beta: number | null;
		returning: boolean;
	};
	const stack: Live[] = [];
	const stacks: Frame[][] = [];
	for (let index = 0; index < eventCount(trace); index++) {
		// A call is shown returning at its return event, and is gone from the next.
		if (stack.at(-1)?.returning === true) stack.pop();
		const event = eventAt(trace, index);
		const top = stack.at(-1);
		if (event.kind === 'enter') {
			const alpha = trace.alpha(event.call);
			const beta = trace.beta(event.call);
			stack.push({
				call: event.call,
				trying: null,
				child: null,
				received: [],
				alpha,
				beta,
				returning: false
			});
		} else if (event.kind === 'try' && top) {
			top.trying = trace.via(event.call);
			top.child = event.call;
		} else if (event.kind === 'return' && top) {
			top.returning = true;
		} else if (event.kind === 'receive' && top) {
			const score = trace.score(event.call);
			top.received.push({ call: event.call, move: trace.via(event.call) ?? 0, score });
			const best = trace.isMaximizing(top.call)
				? Math.max(...top.received.map((value) => value.score))
				: Math.min(...top.received.map((value) => value.score));
			if (top.alpha !== null && top.beta !== null) {
				if (trace.isMaximizing(top.call)) top.alpha = Math.max(top.alpha, best);
				else top.beta = Math.min(top.beta, best);
			}
		}
		stacks.push(stack.map(frameOf));
	}
	return stacks;

	function frameOf(live: Live): Frame {
		const best = live.received.reduce<(typeof live.received)[number] | null>(
			(kept, value) =>
				kept === null ||
				(trace.isMaximizing(live.call) ? value.score > kept.score : value.score < kept.score)
					? value
					: kept,
			null
		);
		return {
			call: live.call,
			trying: live.returning ? null : live.trying,
			child: live.returning ? null : live.child,
			receivedCount: live.received.length,
			received: live.received.slice(-RECEIVED_SHOWN),
			best,
			window:
				live.alpha === null || live.beta === null ? null : { alpha: live.alpha, beta: live.beta }
		};
	}
}

describe('snapshots', () => {
	it('match a replay of every event, frame by frame, without replaying', () => {
		for (const [, trace] of traces.filter(([, t]) => t.calls < 3000)) {
			const replayed = replayStacks(trace);
			expect(replayed).toHaveLength(eventCount(trace));
			const { same, check } = facts();
			for (let index = 0; index < eventCount(trace); index++) {
				const snapshot = snapshotAt(trace, index);
				same(`event ${index}'s stack`, snapshot.stack, replayed[index]);
				same(`event ${index}'s active call`, snapshot.active, snapshot.stack.at(-1)?.call);
			}
			check();
		}
	});

	it("show FC1's collected scores and its choice on the article board", () => {
		const fc9 = snapshotAt(article, new StepMap(article, 'call').eventOf(9));
		expect(fc9.stack.map((frame) => frame.call)).toEqual([1, 6, 9]);
		expect(fc9.stack[0]?.received.map((value) => [value.move, value.score])).toEqual([
			[1, -10],
			[4, 10]
		]);
		expect(fc9.stack[1]?.received.map((value) => [value.move, value.score])).toEqual([[1, 10]]);
		expect(fc9.stack[1]?.trying).toBe(4);
		expect(fc9.done).toBe(false);
		const end = snapshotAt(article, eventCount(article) - 1);
		expect(end.done).toBe(true);
		expect(end.stack[0]?.best).toMatchObject({ move: 4, score: 10 });
		expect(snapshotAt(article, -1)).toMatchObject({ active: null, stack: [], done: false });
	});

	it('name each call pending, open, active or returned', () => {
		const index = new StepMap(article, 'call').eventOf(5);
		const { active } = snapshotAt(article, index);
		const states = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((call) =>
			callStateAt(article, call, index, active)
		);
		expect(states).toEqual([
			'open',
			'returned',
			'returned',
			'returned',
			'active',
			'pending',
			'pending',
			'pending',
			'pending'
		]);
	});
});

describe('tree layout', () => {
	const big = minimax(boardGame('X...O....'));
	const drawn = new DrawnTree(big);
	const layout = layoutTrace(drawn);

	it('keeps nodes of a level apart and in trace order, parents centred over their children', () => {
		expect(big.calls).toBe(7332);
		// Every node's faults, checked in one assertion (an expect per fact made this test spend
		// most of its time in expect).
		const faults: string[] = [];
		for (const level of layout.levels) {
			for (let at = 1; at < level.length; at++) {
				const [a, b] = [level[at - 1] as number, level[at] as number];
				const gap = (layout.x[b] as number) - (layout.x[a] as number);
				if (!(gap >= layout.options.nodeWidth - 1e-6)) faults.push(`n${a}, n${b}: ${gap} apart`);
				if (!(b > a)) faults.push(`n${b} right of n${a}`);
			}
		}
		for (let call = 1; call <= big.calls; call++) {
			const y = layout.y[call];
			if (!Object.is(y, big.depth(call) * layout.options.levelHeight))
				faults.push(`n${call} at y ${y}`);
			const children = big.children(call);
			if (children.length === 0) continue;
			const first = layout.x[children[0] as number] as number;
			const last = layout.x[children.at(-1) as number] as number;
			// toBeCloseTo's 6 digits.
			const x = layout.x[call] as number;
			if (!(Math.abs(x - (first + last) / 2) < 10 ** -6 / 2))
				faults.push(`n${call} at x ${x}, its children ${first} to ${last}`);
		}
		expect(faults).toEqual([]);
	});

	it('finds exactly the nodes in a window, as a scan of every drawn node would', () => {
		const { nodeWidth, levelHeight } = layout.options;
		// Minimax cuts nothing: the drawn nodes are the calls.
		expect(drawn.size).toBe(big.calls);
		expect(drawn.branches).toEqual([]);
		for (const view of [
			{ x0: -400, x1: 400, y0: 0, y1: 500 },
			{ x0: 5000, x1: 5800, y0: 300, y1: 900 },
			{ x0: layout.left - 10, x1: layout.left + 700, y0: 900, y1: 1700 }
		]) {
			const expected: number[] = [];
			for (let call = 1; call <= drawn.size; call++) {
				const x = layout.x[call] as number;
				const y = layout.y[call] as number;
				if (x < view.x0 - nodeWidth || x > view.x1 + nodeWidth) continue;
				if (y < view.y0 - levelHeight || y > view.y1 + levelHeight) continue;
				expected.push(call);
			}
			const visible = nodesInView(layout, drawn, view);
			expect([...visible.nodes].sort((a, b) => a - b)).toEqual(expected);
			expect(expected.length).toBeGreaterThan(0);
			expect(expected.length).toBeLessThan(200);
			for (const call of expected) if (call !== 1) expect(visible.links).toContain(call);
		}
	});
});

describe('sessions', () => {
	it('lay out up to the limit, leave the full game to a window, and refuse bad input', () => {
		const board = (cells: string) => ({
			kind: 'board' as const,
			board: cells,
			toMove: null,
			ai: 'X' as const,
			scoring: 'article' as const
		});
		const big = openSession(board('X........'), 'minimax');
		expect(big.trace.calls).toBe(59_705);
		expect(big.layout).not.toBeNull();
		const full = openSession(board('.........'), 'minimax');
		expect(full.trace.calls).toBe(FULL_GAME_MINIMAX_CALLS);
		expect(full.trace.calls).toBeGreaterThan(LAYOUT_CALL_LIMIT);
		expect(full.layout).toBeNull();
		expect(() =>
			openSession(
				{ kind: 'board', board: 'XXXX.....', toMove: null, ai: 'X', scoring: 'article' },
				'minimax'
			)
		).toThrow(InputError);
		expect(() => openSession({ kind: 'tree', tree: '[[1,2],', root: 'max' }, 'minimax')).toThrow(
			InputError
		);
	});

	it("recognise the article's board, only with X to move as the AI and the article's scores", () => {
		const at = (ai: 'X' | 'O', scoring: 'article' | 'unit' = 'article') =>
			openSession({ kind: 'board', board: ARTICLE_BOARD, toMove: null, ai, scoring }, 'minimax')
				.isArticleExample;
		expect([at('X'), at('O'), at('X', 'unit')]).toEqual([true, false, false]);
	});
});

describe('board labels', () => {
	const winningLine = presenterOf('board').winningLine!;
	it('strike the line the last move made when a board has two', () => {
		const game = boardGame('XXXXOOXOO');
		expect(winningLine(game, game.root, 6)).toEqual([0, 3, 6]);
		expect(winningLine(game, game.root, 1)).toEqual([0, 1, 2]);
		expect(winningLine(game, game.root, null)).toEqual([0, 1, 2]);
		expect(winningLine(game, boardGame(ARTICLE_BOARD).root, null)).toBeNull();
	});

	it('format values with their sign and open bounds as infinities', () => {
		expect([10, -10, 0, Infinity, -Infinity].map(signedValue)).toEqual([
			'+10',
			'−10',
			'0',
			'+∞',
			'−∞'
		]);
	});
});
