import { describe, expect, it } from 'vitest';
import { valueBound } from '../../../src/lib/engine/exactness';
import { BOUND_NAMES, LOWER, UPPER } from '../../../src/lib/engine/table';
import { returnIndex } from '../../../src/lib/engine/events';
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

	// Its table files FC10's +10 as at most +10 and FC2's as at least +10, as a table must; the
	// values are bounds by the rule every search follows (V23 N8: "≤ +10" here, "+10" under
	// alpha-beta for the same FC7): FC10 searched its only move to a win, FC2's +10 is the best
	// a board can score.
	it("MTD(f)'s values are bounds by the same rule: FC10's only move won, FC2's is the best win", () => {
		expect(shown(board('mtdf'), [2, 10])).toEqual([
			['10', 'exact'],
			['10', 'exact']
		]);
		expect([2, 10].map((call) => board('mtdf').bound(call))).toEqual([LOWER, UPPER]);
	});

	// The article board's FC7 searched its only move, a win: "+10" under alpha-beta, "≤ +10" with
	// a table and under MTD(f) (its FC10), which filed it as an upper bound (V23 N8).
	it('the same call reads the same under alpha-beta, with a table and under MTD(f) (V23 N8)', () => {
		for (const [algorithm, call] of [
			['alphabeta', 7],
			['alphabeta-table', 7],
			['mtdf', 10]
		] as const)
			expect(shown(board(algorithm), [call]), algorithm).toEqual([['10', 'exact']]);
		const table = board('alphabeta-table');
		const steps = new StepMap(table, 'event');
		const at = (call: number, lang: 'en' | 'zh') =>
			narrate(table, steps, returnIndex(table, call) + 1, { lang }).text;
		expect(at(7, 'en')).toContain(
			'The table files +10 as an upper bound (fail-low): it stayed at or under alpha +10. Yet +10 is exact: nothing left unsearched could change it.'
		);
		expect(at(7, 'zh')).toContain(
			'表把 +10 存为上界（低于窗口）：它不高于 α +10。不过 +10 仍是精确值：没搜索的部分改变不了它。'
		);
		// FC6 took FC7's +10 and cut: its list reads as alpha-beta's, its own value a bound.
		expect(at(6, 'en')).toContain('FC6 has its scores: +10 (cell 1); cell 4 never got searched.');
		expect(at(6, 'en')).toContain('so the real value may be lower still.');
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
		).find((n) => n.text.includes(' cut n9 and n10'));
		expect(summary?.text).toContain('returned its lowest score, ≤ 2, to FC1');
	});
});
