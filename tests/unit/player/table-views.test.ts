import { describe, expect, it } from 'vitest';
import { type SearchId, type Trace } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import {
	enterIndex,
	eventAt,
	eventCount,
	returnIndex,
	windowAt
} from '../../../src/lib/engine/events';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { narrate } from '../../../src/lib/player/narration';
import { callView, treeStep } from '../../../src/lib/player/nodes';
import { openSession } from '../../../src/lib/player/plan';
import { snapshotAt } from '../../../src/lib/player/snapshot';
import { StepMap } from '../../../src/lib/player/steps';
import { hitView, storedBound, tableRead, tableSizeAt } from '../../../src/lib/player/table';

/** The table searches' views: table size by step, hits, bound reads and their narration. */

function traceOf(board: string, algorithm: SearchId, symmetry = false): Trace {
	return search(boardGame(board), { algorithm, depthLimit: null, symmetry });
}

/** The table's size after every event, by replaying the events one by one. */
function replayedSizes(trace: Trace): number[] {
	const keys = new Set<number>();
	const key = (call: number) => {
		const position = trace.position(call);
		if (!trace.settings.symmetry) return position;
		const { game } = trace;
		let least = position;
		for (let k = 1; k < (game.symmetries ?? 1); k++)
			least = Math.min(least, game.transform?.(position, k) ?? position);
		return least;
	};
	const sizes: number[] = [];
	for (let index = 0; index < eventCount(trace); index++) {
		const event = eventAt(trace, index);
		// A call files its position as it returns, unless the table answered it.
		if (event.kind === 'return' && trace.kind(event.call) !== 'hit') keys.add(key(event.call));
		sizes.push(keys.size);
	}
	return sizes;
}

describe('the table size at each step', () => {
	const cases = [
		['XO..X....', 'memo', false],
		['XO..X....', 'memo', true],
		['XO..X....', 'alphabeta-table', false],
		['XO..X....', 'alphabeta-table', true],
		['XOXXO....', 'alphabeta-table', false]
	] as const;
	for (const [board, algorithm, symmetry] of cases) {
		it(`${board} ${algorithm}${symmetry ? ' with symmetry' : ''}: as a replay counts it`, () => {
			const trace = traceOf(board, algorithm, symmetry);
			const sizes = replayedSizes(trace);
			expect(sizes.map((_, index) => tableSizeAt(trace, index))).toEqual(sizes);
			expect(tableSizeAt(trace, -1)).toBe(0);
			expect(sizes.at(-1)).toBe(trace.tableSize);
		});
	}

	it('ends at the search’s own table sizes on the empty board', () => {
		const sizes = (['memo', 'alphabeta-table'] as const).flatMap((algorithm) =>
			[false, true].map((symmetry) => {
				const trace = traceOf('.........', algorithm, symmetry);
				return tableSizeAt(trace, eventCount(trace) - 1);
			})
		);
		expect(sizes).toEqual([5_478, 765, 2_511, 502]);
	});

	it('is null for searches without a table', () => {
		expect(tableSizeAt(traceOf('XO..X....', 'minimax'), 3)).toBeNull();
		expect(tableSizeAt(traceOf('XO..X....', 'alphabeta'), 3)).toBeNull();
	});
});

describe('a hit under symmetry', () => {
	// O to move on XOXOO.X.X: O in cell 5 wins (FC2); O in cell 7 (FC3) is FC2's board turned.
	const trace = traceOf('XOXOO.X.X', 'memo', true);

	it('names the call that scored the position and the turn that maps it', () => {
		expect(trace.calls).toBe(3);
		expect(tableRead(trace, 3)).toEqual({
			call: 3,
			origin: 2,
			value: -10,
			bound: 'exact',
			answered: true,
			given: null,
			left: null,
			symmetry: 1
		});
		expect(tableRead(trace, 2)).toBeNull();
		const hit = hitView(trace, 3, '−10', 'en');
		expect(hit).toMatchObject({ origin: 2, tag: '⇠ FC2', symmetry: '↻ 90°', settledMark: null });
		expect(hit?.action).toBe(
			'FC3 is answered from the table with −10; go to FC2, which scored this position turned 90° clockwise'
		);
		expect(hitView(trace, 3, '−10', 'zh')?.symmetryName).toBe('顺时针旋转 90°');
	});

	it('draws the hit as its own node once it starts, with its origin in its name', () => {
		const session = openSession(
			{ kind: 'board', board: 'XOXOO.X.X', toMove: null, ai: 'X', scoring: 'article' },
			{ algorithm: 'memo', depthLimit: null, symmetry: true }
		);
		const stepAt = (index: number) =>
			treeStep(session, { ...snapshotAt(session.trace, index), index, letters: false, lang: 'en' });
		expect(callView(session, 3, stepAt(enterIndex(trace, 3) - 1)).hit).toBeNull();
		const view = callView(session, 3, stepAt(returnIndex(trace, 3)));
		expect(view.hit).toMatchObject({ origin: 2, tag: '⇠ FC2' });
		expect(view.label).toMatch(/returned −10; from the table, scored by FC2$/);
		expect(callView(session, 2, stepAt(returnIndex(trace, 3))).hit).toBeNull();
	});

	it('is told from the table at its start and its return', () => {
		const steps = new StepMap(trace, 'event');
		const say = (index: number) => narrate(trace, steps, steps.stepOf(index), { lang: 'en' }).text;
		expect(say(enterIndex(trace, 3))).toBe(
			'FC3 starts at depth 1. FC2 already scored this position turned 90° clockwise, which is the same game: the table holds −10, so FC3 searches nothing.'
		);
		expect(say(returnIndex(trace, 3))).toContain(
			'FC3 returns −10 straight from the table: FC2 found it for this position turned 90° clockwise, which is the same game.'
		);
		const zh = narrate(trace, steps, steps.stepOf(enterIndex(trace, 3)), { lang: 'zh' }).text;
		expect(zh).toContain('FC2 已经算过这个局面顺时针旋转 90°后的样子');
	});
});

describe('bounds under alphabeta-table', () => {
	it('a stored upper bound narrows the window, which the node and stack show', () => {
		// XOXXO....: FC16 finds FC5's upper bound 0 and searches on inside [-10, 0].
		const trace = traceOf('XOXXO....', 'alphabeta-table');
		expect(tableRead(trace, 16)).toMatchObject({
			origin: 5,
			value: 0,
			bound: 'upper',
			answered: false,
			given: { alpha: -10, beta: 10 },
			left: { alpha: -10, beta: 0 }
		});
		expect(windowAt(trace, 16, enterIndex(trace, 16))).toEqual({ alpha: -10, beta: 0 });
		const frame = snapshotAt(trace, enterIndex(trace, 16)).stack.at(-1);
		expect(frame?.window).toEqual({ alpha: -10, beta: 0 });
		const steps = new StepMap(trace, 'event');
		const text = narrate(trace, steps, steps.stepOf(enterIndex(trace, 16)), { lang: 'en' }).text;
		expect(text).toContain(
			'FC5 stored an upper bound for this position: at most 0. Beta falls from +10, so the window [−10, +10] becomes [−10, 0], and the search goes on inside it.'
		);
	});

	it('a bound that leaves alpha ≥ beta settles the call, marked on its tag', () => {
		// XXOX..O..: FC10 reads FC5's lower bound +10 against beta -10.
		const trace = traceOf('XXOX..O..', 'alphabeta-table');
		const read = tableRead(trace, 10);
		expect(read).toMatchObject({ origin: 5, bound: 'lower', answered: true, value: 10 });
		expect(hitView(trace, 10, '+10', 'en')).toMatchObject({
			settledMark: '≥',
			settledBy: 'settled by a lower bound'
		});
		const steps = new StepMap(trace, 'event');
		const text = narrate(trace, steps, steps.stepOf(enterIndex(trace, 10)), { lang: 'en' }).text;
		expect(text).toContain('FC5 stored a lower bound for this position: at least +10.');
		expect(text).toContain('alpha ≥ beta, so the bound settles FC10 at +10 without a search.');
		const back = narrate(trace, steps, steps.stepOf(returnIndex(trace, 10)), { lang: 'en' }).text;
		expect(back).toContain(
			'FC10 returns +10 straight from the table: FC5 found it for this position. It is only a lower bound, but with alpha = −∞, beta = −10 it leaves alpha ≥ beta, so it settles the call.'
		);
	});

	it('a finished call says which bound type it files and why', () => {
		const trace = traceOf('XOXXO....', 'alphabeta-table');
		const kinds = new Set<string | null>();
		for (let call = 1; call <= trace.calls; call++) kinds.add(storedBound(trace, call));
		expect([...kinds].sort()).toEqual(['exact', 'lower', 'upper', null].sort());
		const steps = new StepMap(trace, 'event');
		const told = (call: number) =>
			narrate(trace, steps, steps.stepOf(returnIndex(trace, call)), { lang: 'en' }).text;
		const lower =
			[...Array(trace.calls).keys()]
				.map((at) => at + 1)
				.find((call) => storedBound(trace, call) === 'lower') ?? 0;
		const upper =
			[...Array(trace.calls).keys()]
				.map((at) => at + 1)
				.find((call) => storedBound(trace, call) === 'upper') ?? 0;
		expect(told(upper)).toMatch(
			/The table files [^ ]+ as an upper bound \(fail-low\): it stayed at or under alpha/
		);
		expect(told(lower)).toMatch(
			/The table files [^ ]+ as a lower bound \(fail-high\): it reached beta/
		);
		expect(storedBound(traceOf('XXOX..O..', 'memo'), 1)).toBeNull();
	});
});
