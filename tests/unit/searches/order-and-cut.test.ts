import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	InputError,
	reorderedMoves,
	type CutRule,
	type MoveOrdering,
	type SearchSettings
} from '../../../src/lib/engine/index';
import { checkSettings } from '../../../src/lib/engine/search-settings';
import { search } from '../../../src/lib/engine/run';
import { countSearch } from '../../../src/lib/engine/compare';
import { eventCount } from '../../../src/lib/engine/events';
import { readTraceJson } from '../../../src/lib/engine/import';
import { traceJsonChunks } from '../../../src/lib/engine/json';
import { parseTree, treeGame } from '../../../src/lib/games/tree/rules';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { AIMA_TREE } from '../../../src/lib/games/tree/entry';
import { readQuery, writeQuery } from '../../../src/lib/player/query';
import { settleSearch } from '../../../src/lib/player/settle';
import { StepMap } from '../../../src/lib/player/steps';
import { narrate, ruleAt } from '../../../src/lib/player/narration';
import { Exercise } from '../../../src/lib/practice/exercise';
import { treeTask } from '../../../src/lib/games/tree/view/sheet.svelte';
import { MESSAGES } from '../../../src/lib/i18n';
import {
	readPracticeQuery,
	stepThroughQuery,
	writePracticeQuery
} from '../../../src/lib/practice/link';

/**
 * The move order (`order=given|best|worst`) and the cut rule (`cut=ge|gt`) against a reference
 * written apart from the engine: plain recursion over the nested arrays themselves.
 */

type Tree = number | Tree[];

function refMinimax(tree: Tree, max: boolean): number {
	if (typeof tree === 'number') return tree;
	const values = tree.map((child) => refMinimax(child, !max));
	return max ? Math.max(...values) : Math.min(...values);
}

/** Children best first for the side to move (or worst first), ties in the given order. */
function refOrder(tree: Tree[], max: boolean, order: MoveOrdering): Tree[] {
	if (order === 'given') return tree;
	const valued = tree.map((child, at) => ({ child, at, value: refMinimax(child, !max) }));
	const better = (a: number, b: number) => (max ? b - a : a - b);
	valued.sort((a, b) => {
		const by = order === 'best' ? better(a.value, b.value) : -better(a.value, b.value);
		return by !== 0 ? by : a.at - b.at;
	});
	return valued.map(({ child }) => child);
}

/** Fail-soft alpha-beta: the root's value, calls and leaves examined. */
function refAlphaBeta(root: Tree, order: MoveOrdering, cut: CutRule) {
	let calls = 0;
	let leaves = 0;
	const closed = (alpha: number, beta: number) => (cut === 'gt' ? alpha > beta : alpha >= beta);
	const visit = (tree: Tree, max: boolean, alpha: number, beta: number): number => {
		calls++;
		if (typeof tree === 'number') {
			leaves++;
			return tree;
		}
		let best = max ? -Infinity : Infinity;
		for (const child of refOrder(tree, max, order)) {
			const value = visit(child, !max, alpha, beta);
			if (max) {
				best = Math.max(best, value);
				alpha = Math.max(alpha, best);
			} else {
				best = Math.min(best, value);
				beta = Math.min(beta, best);
			}
			if (closed(alpha, beta)) break;
		}
		return best;
	};
	const value = visit(root, true, -Infinity, Infinity);
	return { value, calls, leaves };
}

const settings = (
	algorithm: string,
	order: MoveOrdering = 'given',
	cut: CutRule = 'ge'
): SearchSettings => ({ algorithm, depthLimit: null, symmetry: false, order, cut });

const aima = () => parseTree(AIMA_TREE);

describe('best and worst order', () => {
	it("on AIMA's Figure 5.2: alpha-beta examines 7 leaves as given, 5 best first, 9 worst first; root 3", () => {
		const leaves = (order: MoveOrdering) => countSearch(aima(), settings('alphabeta', order));
		expect(leaves('given')).toMatchObject({ leaves: 7, score: 3 });
		expect(leaves('best')).toMatchObject({ leaves: 5, score: 3 });
		expect(leaves('worst')).toMatchObject({ leaves: 9, score: 3 });
		// Right to left (the given order reversed) examines 9 too: worst first here.
		const reversed = [
			[2, 5, 14],
			[6, 4, 2],
			[8, 12, 3]
		];
		expect(countSearch(treeGame(reversed), settings('alphabeta')).leaves).toBe(9);
	});

	it('tries B, C, D best first and C, D, B worst first at the root (a stable sort: C before D, both 2)', () => {
		const order = (ordering: MoveOrdering) =>
			reorderedMoves(search(aima(), settings('alphabeta', ordering)), 1);
		expect(order('best')).toEqual([0, 1, 2]);
		expect(order('worst')).toEqual([1, 2, 0]);
		expect(order('given')).toBeNull();
		// B's leaves 3, 12, 8 for the minimiser: 3, 8, 12 best first.
		const best = search(aima(), settings('alphabeta', 'best'));
		expect(reorderedMoves(best, 2)).toEqual([0, 2, 1]);
	});

	it('keeps minimax, negamax and the tables to the value and calls of the given order', () => {
		for (const order of ['best', 'worst'] as const) {
			for (const algorithm of ['minimax', 'negamax', 'memo']) {
				const counts = countSearch(boardGame('X...O....'), settings(algorithm, order));
				const given = countSearch(boardGame('X...O....'), settings(algorithm));
				expect(counts.score).toBe(given.score);
				if (algorithm !== 'memo') expect(counts.calls).toBe(given.calls);
			}
		}
	});

	it('makes best-first alpha-beta on the empty board cheaper than given, worst first dearer', () => {
		const calls = (order: MoveOrdering) =>
			countSearch(boardGame('.........'), settings('alphabeta', order)).calls;
		expect(calls('best')).toBeLessThan(calls('given'));
		expect(calls('worst')).toBeGreaterThan(calls('given'));
	});

	it('is refused on the ordered alpha-beta, which has an order of its own', () => {
		const game = aima();
		expect(() => checkSettings(game, settings('alphabeta-ordered', 'best'), 2)).toThrow(InputError);
		expect(() => checkSettings(game, settings('alphabeta-ordered'), 2)).not.toThrow();
	});
});

describe('the cut rule', () => {
	it('differs on [[3],[3,5]]: ≥ cuts the 5 (5 calls), > does not (6 calls); both give 3', () => {
		const tree = treeGame([[3], [3, 5]]);
		expect(countSearch(tree, settings('alphabeta', 'given', 'ge'))).toMatchObject({
			calls: 5,
			cutoffs: 1,
			score: 3
		});
		expect(countSearch(tree, settings('alphabeta', 'given', 'gt'))).toMatchObject({
			calls: 6,
			cutoffs: 0,
			score: 3
		});
	});

	it('is said on the rule line: "α 3 = β 3: no cut" where the default rule would cut', () => {
		const tree = treeGame([[3], [3, 5]]);
		const strict = search(tree, settings('alphabeta', 'given', 'gt'));
		const lines = Array.from({ length: eventCount(strict) }, (_, index) =>
			ruleAt(strict, index, { lang: 'en' })
		);
		expect(lines).toContain(
			'FC5 ⇒ FC4 [3, +∞]: 3 < β → β = 3 · α 3 = β 3: no cut (only α > β cuts)'
		);
		const plain = search(tree, settings('alphabeta'));
		const plainLines = Array.from({ length: eventCount(plain) }, (_, index) =>
			ruleAt(plain, index, { lang: 'en' })
		);
		expect(plainLines).toContain('FC5 ⇒ FC4 [3, +∞]: 3 < β → β = 3 · α 3 ≥ β 3: cut n6');
	});

	it('is refused on a search without a window', () => {
		expect(() => checkSettings(aima(), settings('minimax', 'given', 'gt'), 2)).toThrow(InputError);
	});
});

/** Trees of uniform depth 1..4 with many ties (values 0..3). */
const tiedTrees = fc
	.letrec<{ tree: Tree }>((tie) => ({
		tree: fc.oneof(
			{ depthSize: 'small', withCrossShrink: true },
			fc.integer({ min: 0, max: 3 }),
			fc.array(tie('tree'), { minLength: 1, maxLength: 3 })
		)
	}))
	.tree.filter((tree): tree is Tree[] => Array.isArray(tree));

describe('order and cut rule against the reference', () => {
	it('match its calls, leaves and value on random trees with ties, every order and rule', () => {
		fc.assert(
			fc.property(tiedTrees, (tree) => {
				for (const order of ['given', 'best', 'worst'] as const) {
					for (const cut of ['ge', 'gt'] as const) {
						const ref = refAlphaBeta(tree, order, cut);
						const counts = countSearch(treeGame(tree), settings('alphabeta', order, cut));
						expect([counts.score, counts.calls, counts.leaves]).toEqual([
							ref.value,
							ref.calls,
							ref.leaves
						]);
					}
				}
			}),
			{ numRuns: 300 }
		);
	});
});

describe('the order and cut rule beyond the engine', () => {
	const best = () => search(aima(), settings('alphabeta', 'best', 'gt'));

	it('go into the trace file and come back, checked against a fresh search', () => {
		const text = [...traceJsonChunks(best())].join('');
		const file = JSON.parse(text) as Record<string, unknown>;
		expect([file.order, file.cut]).toEqual(['best', 'gt']);
		const read = readTraceJson(text);
		expect([read.settings.order, read.settings.cut]).toEqual(['best', 'gt']);
		// The given order and the default rule are left out, as before.
		const plain = JSON.parse([...traceJsonChunks(search(aima(), settings('alphabeta')))].join(''));
		expect('order' in plain || 'cut' in plain).toBe(false);
		// A file claiming another order than its records is refused.
		const lying = text.replace('"order":"best"', '"order":"worst"');
		expect(() => readTraceJson(lying)).toThrow(InputError);
		expect(() => readTraceJson(text.replace('"order":"best"', '"order":"up"'))).toThrow(
			/order is "up"; it must be "best", "worst" or "given"/
		);
	});

	it('go into links and come back; the ordered search refuses an order, minimax the strict rule', () => {
		const { query, problems } = readQuery(new URLSearchParams('algo=alphabeta&order=best&cut=gt'));
		expect(problems).toEqual([]);
		expect([query.search.order, query.search.cut]).toEqual(['best', 'gt']);
		expect(writeQuery(query)).toContain('order=best&cut=gt');
		expect(writeQuery(readQuery(new URLSearchParams('algo=alphabeta')).query)).not.toMatch(
			/order|cut/
		);
		const refused = settleSearch(aima(), settings('alphabeta-ordered', 'worst', 'gt'));
		expect(refused.search).toMatchObject({ algorithm: 'alphabeta-ordered', cut: 'gt' });
		expect(refused.search.order).toBeUndefined();
		expect(refused.refusals).toHaveLength(1);
		const minimax = settleSearch(aima(), settings('minimax', 'best', 'gt'));
		expect(minimax.search).toMatchObject({ order: 'best' });
		expect(minimax.search.cut).toBeUndefined();
	});

	it('are said in the narration: before the search, and the order as each call starts', () => {
		const trace = best();
		const steps = new StepMap(trace, 'call');
		const start = narrate(trace, steps, 0, { lang: 'en' }).text;
		expect(start).toContain('Moves are tried best first');
		expect(start).toContain('only when alpha > beta');
		expect(narrate(trace, steps, 1, { lang: 'en' }).text).toContain(
			'In the best-first order it takes them as B, C and D'
		);
		expect(narrate(trace, steps, 0, { lang: 'zh' }).text).toContain('最好优先');
		const given = search(aima(), settings('alphabeta'));
		expect(narrate(given, new StepMap(given, 'call'), 0, { lang: 'en' }).text).not.toContain(
			'first:'
		);
	});
});

describe('the cut rule in practice', () => {
	it('reads cut=gt from the link for alpha-beta, writes it back, and the exercise cuts by it', () => {
		const read = readPracticeQuery(new URLSearchParams('tree=[[3],[3,5]]&cut=gt'));
		expect(read.query.cut).toBe('gt');
		expect(writePracticeQuery(read.query)).toContain('cut=gt');
		// Minimax has nothing to cut: the rule is not kept.
		const minimax = readPracticeQuery(new URLSearchParams('algo=minimax&cut=gt'));
		expect(minimax.query.cut).toBeUndefined();
		const game = treeGame([[3], [3, 5]]);
		expect(new Exercise({ game, algorithm: 'alphabeta', windows: false }).cuts).toHaveLength(1);
		const strict = new Exercise({ game, algorithm: 'alphabeta', windows: false, cut: 'gt' });
		expect(strict.cuts).toHaveLength(0);
		// The page names the rule in force with the task.
		expect(treeTask(strict, MESSAGES.en)).toContain('only once α > β');
		expect(treeTask(strict, MESSAGES.zh)).toContain('只有 α > β');
		// Its step-through link searches by the same rule.
		const view = stepThroughQuery(read.query.source, 'alphabeta', 3, 'gt');
		expect(view.search.cut).toBe('gt');
	});
});
