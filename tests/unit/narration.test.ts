import { describe, expect, it } from 'vitest';
import {
	alphaBeta,
	boardGame,
	eventCount,
	minimax,
	parseTree,
	receiveIndex,
	returnIndex,
	type Trace
} from '../../src/lib/engine/index';
import { StepMap } from '../../src/lib/player/steps';
import { narrate } from '../../src/lib/player/narration';
import { formatValue } from '../../src/lib/player/labels';
import { codeLineAt, listingFor } from '../../src/lib/player/code';

const ARTICLE_TREE = '[[[[3,17],[2,12]],[[15],[25,0]]],[[[2,5],[3]],[[2,14]]]]';
const article = minimax(boardGame('O.XX.X.OO'));
const byCall = new StepMap(article, 'call');
const byEvent = new StepMap(article, 'event');

describe('formatValue', () => {
	it('signs scores with ASCII and writes open bounds as infinity', () => {
		expect([10, -10, 0, 2.5, Infinity, -Infinity].map(formatValue)).toEqual([
			'+10',
			'-10',
			'0',
			'+2.5',
			'+∞',
			'-∞'
		]);
	});
});

describe('the article board, by call', () => {
	const text = (step: number) => narrate(article, byCall, step).text;

	it('sets the scene at step 0', () => {
		expect(text(0)).toBe(
			'The search is about to start on this board, X to move. X is the AI and maximises (+10 is an X win); O minimises (-10 is an O win) and a draw is 0.'
		);
	});

	it('names X as the winner at FC5, with +10 and a note on the article', () => {
		const { text, note } = narrate(article, byCall, 5);
		expect(text).toContain('X (the AI) has three in a row on cells 3, 4 and 5');
		expect(text).toContain('FC5 returns +10');
		expect(text).not.toMatch(/O wins|human\) has/);
		expect(note).toMatch(/article/);
		expect(note).toContain('FC5');
		expect(note).toContain('+10');
	});

	it('names O as the winner at FC9, with -10 and a note on the article', () => {
		const { text, note } = narrate(article, byCall, 9);
		expect(text).toContain('O (the human) has three in a row on cells 0, 4 and 8');
		expect(text).toContain('FC9 returns -10');
		expect(text).not.toMatch(/X wins|AI\) has/);
		expect(note).toMatch(/article/);
		expect(note).toContain('FC9');
		expect(note).toContain('-10');
	});

	it('has no note at any other step', () => {
		for (let step = 0; step <= byCall.last; step++) {
			if (step !== 5 && step !== 9) expect(narrate(article, byCall, step).note).toBeNull();
		}
	});

	it('sums up the returns since the last step', () => {
		expect(text(5)).toMatch(
			/^FC4's -10 went back to FC2, which returned its lowest score, -10, to FC1\. /
		);
		expect(text(7)).toMatch(/^FC7 starts at depth 2 after O took cell 1\./);
	});

	it('gives the answer at the final step', () => {
		expect(byCall.last).toBe(10);
		expect(text(10)).toContain('X plays cell 4, score +10');
		expect(text(10)).toContain('-10 (cell 1), +10 (cell 4) and -10 (cell 6)');
	});

	it('keeps every step short enough for a fixed box', () => {
		for (let step = 0; step <= byCall.last; step++) {
			expect(text(step).length).toBeLessThanOrEqual(320);
			expect(text(step).split(/[.!?] /).length).toBeLessThanOrEqual(4);
		}
	});
});

describe('the article board, by event', () => {
	it('puts the notes on the steps showing the returns of FC5 and FC9 only', () => {
		const noted: number[] = [];
		for (let step = 0; step <= byEvent.last; step++)
			if (narrate(article, byEvent, step).note !== null) noted.push(step);
		expect(noted).toEqual([returnIndex(article, 5) + 1, returnIndex(article, 9) + 1]);
	});

	it('says the move tried, and the score received with the best so far', () => {
		expect(narrate(article, byEvent, 2).text).toBe(
			'FC1 puts X in cell 1 and calls FC2 to find out what that move is worth.'
		);
		const received = narrate(article, byEvent, receiveIndex(article, 9) + 1).text;
		expect(received).toBe('FC6 gets -10 back from cell 4. Best so far: -10, from cell 4.');
	});

	it('tells a minimiser returns its lowest score and keeps the first of a tie', () => {
		const text = narrate(article, byEvent, returnIndex(article, 2) + 1).text;
		expect(text).toContain('-10 (cell 4) and -10 (cell 6)');
		expect(text).toContain('returns the lowest, -10, from cell 4');
		expect(text).toContain('ties keep the first');
	});

	it('does not flag the article in alpha-beta', () => {
		const trace = alphaBeta(boardGame('O.XX.X.OO'));
		const steps = new StepMap(trace, 'event');
		for (let step = 0; step <= steps.last; step++)
			expect(narrate(trace, steps, step).note).toBeNull();
	});
});

describe('alpha-beta on the tree of article 004', () => {
	const trace = alphaBeta(parseTree(ARTICLE_TREE));
	const steps = new StepMap(trace, 'event');

	it('narrates the cut at node C: alpha 3 meets beta 2, node 18 (G) is pruned', () => {
		const index = receiveIndex(trace, 8);
		const text = narrate(trace, steps, index + 1).text;
		expect(text).toContain('FC7 (node 9) gets 2 back');
		expect(text).toContain('alpha 3 ≥ beta 2');
		expect(text).toContain('node 18 is pruned');
		expect(text).toContain('would never');
		const lines = listingFor(trace).lines;
		expect(lines[codeLineAt(trace, index) ?? -1]).toContain('break');
	});

	it('names the other three cuts as prunes and no other step', () => {
		const pruning: number[] = [];
		for (let step = 1; step < steps.last; step++)
			if (/ is pruned| are pruned/.test(narrate(trace, steps, step).text)) pruning.push(step);
		expect(pruning).toEqual([8, 10, 15, 13].map((call) => receiveIndex(trace, call) + 1));
	});

	it('gives the root value and its child at the end', () => {
		expect(narrate(trace, steps, steps.last).text).toContain(
			'The root is worth 3, the highest value, through its first child (node 2).'
		);
		expect(narrate(trace, new StepMap(trace, 'call'), 0).text).toContain('alpha = -∞, beta = +∞');
	});
});

describe('a finished board', () => {
	it('says the game is already over and why, from the first step to the last', () => {
		const trace = minimax(boardGame('XXXOO....'));
		for (const steps of [new StepMap(trace, 'call'), new StepMap(trace, 'event')]) {
			for (const step of [0, steps.last]) {
				const { text } = narrate(trace, steps, step);
				expect(text).toContain('already over');
				expect(text).toContain('X (the AI) has three in a row on cells 0, 1 and 2');
				expect(text).toContain('+10');
			}
		}
	});

	it('calls a full board without a line a draw', () => {
		const trace = minimax(boardGame('XOXXOOOX.'));
		const text = narrate(trace, new StepMap(trace, 'call'), 2).text;
		expect(text).toContain('nobody has three in a row');
		expect(text).toContain('FC2 returns 0');
	});
});

const traces: [string, Trace][] = [
	['minimax, article board', article],
	['alpha-beta, article board', alphaBeta(boardGame('O.XX.X.OO'))],
	['minimax, 6 empty cells', minimax(boardGame('X...O..X.'))],
	['alpha-beta, 6 empty cells', alphaBeta(boardGame('X...O..X.'))],
	['alpha-beta, 7 empty cells', alphaBeta(boardGame('X...O....'))],
	['minimax, O as the AI', minimax(boardGame('X...O..X.', { ai: 'O' }))],
	['minimax, article tree', minimax(parseTree(ARTICLE_TREE))],
	['alpha-beta, article tree', alphaBeta(parseTree(ARTICLE_TREE))],
	['alpha-beta, min-rooted tree', alphaBeta(parseTree(ARTICLE_TREE, { root: 'min' }))]
];

describe.each(traces)('every step of %s', (_, trace) => {
	it('has text of at most 400 characters and a code line within the listing', () => {
		const size = listingFor(trace).lines.length;
		for (const granularity of ['event', 'call'] as const) {
			const steps = new StepMap(trace, granularity);
			for (let step = 0; step <= steps.last; step++) {
				const { text } = narrate(trace, steps, step);
				expect(text.length).toBeGreaterThan(0);
				expect(text.length).toBeLessThanOrEqual(400);
				const line = codeLineAt(trace, steps.eventOf(step));
				if (step === 0) expect(line).toBeNull();
				else expect(line).toBeGreaterThanOrEqual(0);
				if (line !== null) expect(line).toBeLessThan(size);
			}
			expect(steps.eventOf(steps.last)).toBe(eventCount(trace) - 1);
		}
	});
});
