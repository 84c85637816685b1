import { describe, expect, it } from 'vitest';
import { valueBound } from '../../../src/lib/engine/exactness';
import { BOUND_NAMES } from '../../../src/lib/engine/table';
import type { Trace } from '../../../src/lib/engine';
import { AIMA_TREE } from '../../../src/lib/games/tree/link';
import { openSession } from '../../../src/lib/player/plan';
import { asBound } from '../../../src/lib/player/labels';
import { narrate } from '../../../src/lib/player/narration';
import { StepMap } from '../../../src/lib/player/steps';
import { ARTICLE_BOARD } from '../../articles';

const aima = (algorithm: string) =>
	openSession({ kind: 'tree', tree: AIMA_TREE, root: 'max' }, algorithm).trace;
const board = (algorithm: string) =>
	openSession(
		{ kind: 'board', board: ARTICLE_BOARD, toMove: null, ai: 'X', scoring: 'article' },
		algorithm
	).trace;
/** Each call's value as a card prints it (trees' values bare), with what it is. */
const shown = (trace: Trace, calls: number[]) =>
	calls.map((call) => [
		asBound(trace, call, String(trace.score(call))),
		BOUND_NAMES[valueBound(trace, call)]
	]);

describe('a value is a bound only where the search left something out (issue 43, F9)', () => {
	it('AIMA Figure 5.2: C cut two leaves, so it is at most 2; D searched all three and is 2', () => {
		// Alpha-beta and PVS both call B, C and D as FC2, FC6 and FC8.
		for (const algorithm of ['alphabeta', 'pvs'])
			expect(shown(aima(algorithm), [1, 2, 6, 8])).toEqual([
				['3', 'exact'],
				['3', 'exact'],
				['≤ 2', 'upper'],
				['2', 'exact']
			]);
	});

	it('PVS on the article board: FC8 searched its only move to a win, FC7 cut after it', () => {
		expect(shown(board('pvs'), [7, 8])).toEqual([
			['≤ 10', 'upper'],
			['10', 'exact']
		]);
	});

	it("MTD(f)'s values stay what its table files: FC10's win is filed at most +10", () => {
		expect(shown(board('mtdf'), [2, 10])).toEqual([
			['≥ 10', 'lower'],
			['≤ 10', 'upper']
		]);
	});

	it("a bound at the game's best win is the value: expectimax with bounds' root is +10", () => {
		// FC1 cut after FC5's win at +10, the best a board can score.
		expect(shown(board('expectimax-bounded'), [1, 5])).toEqual([
			['10', 'exact'],
			['10', 'exact']
		]);
	});

	it('the narration tells the bound where the card marks one, and only there', () => {
		const trace = aima('pvs');
		const steps = new StepMap(trace, 'event');
		const texts = Array.from({ length: steps.last + 1 }, (_, step) =>
			narrate(trace, steps, step, { lang: 'en' })
		).map((n) => n.text);
		const returns = texts.filter((text) => text.includes(' has its scores: '));
		expect(returns.find((text) => text.startsWith('FC6 (C)'))).toContain(
			'That is only a bound: FC6 (C) is worth 2 or less.'
		);
		expect(returns.filter((text) => text.includes('only a bound'))).toHaveLength(1);
		expect(texts.at(-1)).toContain('3 (B), ≤ 2 (C) and 2 (D)');
		const zh = narrate(trace, steps, steps.last, { lang: 'zh' }).text;
		expect(zh).toContain('3（B）、≤ 2（C）和 2（D）');
		const byCall = new StepMap(trace, 'call');
		const summary = Array.from({ length: byCall.last + 1 }, (_, step) =>
			narrate(trace, byCall, step, { lang: 'en' })
		).find((n) => n.text.includes('which cut n9 and n10'));
		expect(summary?.text).toContain('returned its lowest score, ≤ 2, to FC1');
	});
});
