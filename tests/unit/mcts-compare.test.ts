import { describe, expect, it } from 'vitest';
import {
	searchDescriptor,
	iterationRule,
	plainSearch,
	type Game,
	type IterationComparePlan,
	type SettleReport
} from '../../src/lib/engine/index';
import { settleMedian } from '../../src/lib/engine/iteration-settle';
import { boardGame } from '../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../src/lib/games/connect4/rules';
import { parseTree } from '../../src/lib/games/tree/rules';
import { minimaxBestMoves, settleIteration } from '../../src/lib/searches/mcts/agreement';
import { DEFAULT_EXPLORATION } from '../../src/lib/searches/mcts/rule';
import { recordMcts } from '../../src/lib/searches/mcts/trace';
import { compareSearches, loadSettlers } from '../../src/lib/workers/comparing';
import type { CompareMessage } from '../../src/lib/workers/compare';
import { ARTICLE_BOARD } from '../articles';

/**
 * MCTS's row in the compare view: the rule's `settle` (the figures the compare worker sends)
 * against `settleIteration` asked directly on a run recorded here, per seed.
 */

const rule = await iterationRule('mcts');
const plan = searchDescriptor('mcts').compare as IterationComparePlan;
const SEEDS = [1, 2, 3, 4, 5];

/** AIMA's Figure 5.2, as the book draws it: max at A, min at B, C and D. */
const AIMA = '[[3,12,8],[2,4,6],[14,5,2]]';

function settle(game: Game, seeds: readonly number[] = plan.seeds): SettleReport {
	if (rule.settle === undefined) throw new Error('MCTS gives no compare row.');
	return rule.settle(game, game.root, seeds, plan.iterations(game));
}

/** The settle iteration of each seed, worked out here from a run recorded apart. */
function direct(game: Game, seeds: readonly number[], iterations: number): (number | null)[] {
	const best = minimaxBestMoves(game, game.root);
	if (best === null) throw new Error('minimax is past its budget');
	return seeds.map((seed) =>
		settleIteration(
			recordMcts(game, game.root, { iterations, seed, exploration: DEFAULT_EXPLORATION }),
			best
		)
	);
}

const ats = (report: SettleReport) =>
	report.kind === 'settled' ? report.runs.map(({ seed, at }) => [seed, at]) : report.kind;

describe("MCTS's compare row", () => {
	it('runs seeds 1 to 5: 2,000 iterations on boards and trees, 10,000 on Connect Four', () => {
		expect(plan.seeds).toEqual(SEEDS);
		expect(plan.iterations(boardGame(ARTICLE_BOARD))).toBe(2_000);
		expect(plan.iterations(parseTree(AIMA))).toBe(2_000);
		expect(plan.iterations(connect4Game('4453'))).toBe(10_000);
	});

	it('settles on cell 4, the only win, at iteration 2 on the article board for seeds 1 to 10 (its win breaks the tie with cell 1)', () => {
		const game = boardGame(ARTICLE_BOARD);
		const seeds = [...SEEDS, 6, 7, 8, 9, 10];
		const report = settle(game, seeds);
		expect(report).toMatchObject({
			kind: 'settled',
			iterations: 2_000,
			best: [4],
			everyMove: false
		});
		expect(ats(report)).toEqual(seeds.map((seed) => [seed, 2]));
		const worked = direct(game, seeds, 2_000);
		expect(ats(report)).toEqual(seeds.map((seed, k) => [seed, worked[k]]));
		if (report.kind === 'settled') expect(settleMedian(report.runs)).toBe(2);
	});

	it("settles on B on AIMA's Figure 5.2 at 38, 8, 10, 10, 8: median 10", () => {
		const game = parseTree(AIMA);
		const report = settle(game);
		expect(report).toMatchObject({ kind: 'settled', best: [0], everyMove: false });
		expect(ats(report)).toEqual([
			[1, 38],
			[2, 8],
			[3, 10],
			[4, 10],
			[5, 8]
		]);
		const worked = direct(game, SEEDS, 2_000);
		expect(ats(report)).toEqual(SEEDS.map((seed, k) => [seed, worked[k]]));
		if (report.kind === 'settled') expect(settleMedian(report.runs)).toBe(10);
	});

	it('agrees from iteration 1 on the empty board, where every move draws, and says so', () => {
		const game = boardGame('.........');
		const report = settle(game);
		expect(report).toMatchObject({
			kind: 'settled',
			best: [0, 1, 2, 3, 4, 5, 6, 7, 8],
			everyMove: true
		});
		expect(ats(report)).toEqual(SEEDS.map((seed) => [seed, 1]));
	});

	it('has no figures where minimax is not known, the game is over, or the tree has chance nodes', () => {
		// Connect Four two moves in: the exact search would pass 250,000 calls.
		expect(settle(connect4Game('44'))).toEqual({ kind: 'unknown', budget: 250_000 });
		const article = boardGame(ARTICLE_BOARD);
		const won = article.play(article.root, 4);
		expect(rule.settle?.(article, won, SEEDS, 2_000)).toEqual({ kind: 'over' });
		const chance = parseTree('[{"kind":"chance","children":[[1,2],[3,4]]},[5,6]]');
		expect(settle(chance)).toEqual({ kind: 'chance' });
	});
});

describe('the median of the runs', () => {
	it('puts a run that never settled after every one that did', () => {
		const runs = (...at: (number | null)[]) => at.map((value, k) => ({ seed: k + 1, at: value }));
		expect(settleMedian(runs(38, 8, 10, 10, 8))).toBe(10);
		expect(settleMedian(runs(null, 1, 2, 3, 4))).toBe(3);
		expect(settleMedian(runs(null, 5, null, 3, null))).toBeNull();
		expect(settleMedian(runs(1, 2, 3, null))).toBe(2.5);
		expect(settleMedian(runs(1, null))).toBeNull();
		expect(settleMedian(runs())).toBeNull();
	});
});

describe('the compare worker', () => {
	it("sends MCTS's row after the counted rows, before done: the rule's figures", async () => {
		const settlers = await loadSettlers();
		expect(settlers.map(({ algorithm }) => algorithm)).toEqual(['mcts']);
		const told: CompareMessage[] = [];
		compareSearches(
			{
				source: { kind: 'board', board: ARTICLE_BOARD, toMove: null, ai: 'X', scoring: 'article' },
				search: plainSearch('minimax')
			},
			(message) => told.push(message),
			undefined,
			settlers
		);
		const kinds = told.map(({ kind }) => kind);
		expect(kinds.at(-1)).toBe('done');
		expect(kinds.at(-2)).toBe('settle');
		expect(kinds.lastIndexOf('row')).toBeLessThan(kinds.indexOf('settle'));
		const message = told.find((one) => one.kind === 'settle');
		expect(message?.kind === 'settle' && message.algorithm).toBe('mcts');
		expect(message?.kind === 'settle' && message.report).toEqual(settle(boardGame(ARTICLE_BOARD)));
	});
});
