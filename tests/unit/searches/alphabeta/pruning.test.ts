import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../../src/lib/games/tictactoe/rules';
import { minimaxCallCount, type SearchWindow, type Trace } from '../../../../src/lib/engine/index';
import {
	enterIndex,
	receiveIndex,
	receiveRule,
	returnIndex,
	windowAt
} from '../../../../src/lib/engine/events';
import { parseTree, treeGame } from '../../../../src/lib/games/tree/rules';
import {
	ARTICLE_BOARD,
	ARTICLE_TREE,
	FULL_GAME_MINIMAX_CALLS,
	randomTrees as trees,
	rootKinds,
	sampleTraces
} from '../../traces';
import { alphaBeta, minimax } from '../../../searches';
import { facts } from '../../facts';

/**
 * Article 004's tree, worked by hand (root max, levels alternate). Calls in alpha-beta's order:
 *
 *   FC1 root [-∞, +∞]
 *     FC2 min [-∞, +∞]
 *       FC3 max (node 4, A)
 *         FC4 min (B): leaves FC5 = 3, FC6 = 17 → 3; FC3's alpha becomes 3
 *         FC7 min (C) [3, +∞]: leaf FC8 = 2 → beta 2 ≤ alpha 3, leaf 12 cut (hook 7:1)
 *       FC3 returns 3; FC2's beta becomes 3
 *       FC9 max [-∞, 3]: FC10 min [15] → FC11 = 15 → alpha 15 ≥ 3, [25, 0] cut (hook 9:1)
 *     FC2 returns 3; the root's alpha becomes 3
 *     FC12 min [3, +∞]
 *       FC13 max [3, +∞]
 *         FC14 min [2, 5]: leaf FC15 = 2 → 2 ≤ 3, leaf 5 cut (hook 14:1)
 *         FC16 min [3]: leaf FC17 = 3 → beta 3 meets alpha 3, nothing left to cut
 *       FC13 returns 3; FC12's beta becomes 3 = alpha: [[2, 14]] cut (hook 12:1)
 *
 * 17 calls; the cuts save 1 + 3 + 1 + 4 = 9 of minimax's 26 calls (the tree's 26 nodes).
 */
const articleGame = () => parseTree(ARTICLE_TREE);
const article = alphaBeta(articleGame());
const articleMinimax = minimax(articleGame());

const INF = Infinity;

/** The window `call` holds after the children received by event `index`, replayed from entry. */
function replayWindow(trace: Trace, call: number, index: number): SearchWindow {
	let alpha = trace.alpha(call) as number;
	let beta = trace.beta(call) as number;
	for (const child of trace.children(call)) {
		if (receiveIndex(trace, child) > index) break;
		const value = trace.score(child);
		if (trace.isMaximizing(call)) alpha = Math.max(alpha, value);
		else beta = Math.min(beta, value);
	}
	return { alpha, beta };
}

describe("alpha-beta on article 004's tree", () => {
	it('makes 17 calls, returns 3 and evaluates the leaves 3, 17, 2, 15, 2, 3 in that order', () => {
		expect(article.calls).toBe(17);
		expect(article.rootScore).toBe(3);
		const leaves: number[] = [];
		for (let call = 1; call <= article.calls; call++)
			if (article.children(call).length === 0) leaves.push(article.score(call));
		expect(leaves).toEqual([3, 17, 2, 15, 2, 3]);
		expect(article.prunedBranches).toBe(4);
	});

	it('gives every call the window worked out by hand', () => {
		const windows = Array.from({ length: article.calls }, (_, i) => [
			article.alpha(i + 1),
			article.beta(i + 1)
		]);
		expect(windows).toEqual([
			[-INF, INF],
			[-INF, INF],
			[-INF, INF],
			[-INF, INF],
			[-INF, INF],
			[-INF, 3],
			[3, INF],
			[3, INF],
			[-INF, 3],
			[-INF, 3],
			[-INF, 3],
			[3, INF],
			[3, INF],
			[3, INF],
			[3, INF],
			[3, INF],
			[3, INF]
		]);
	});

	it('cuts exactly the moves 7:1, 9:1, 12:1 and 14:1', () => {
		const hooks = new Set<string>();
		for (let call = 1; call <= article.calls; call++)
			for (const move of article.cutMoves(call)) hooks.add(`${call}:${move}`);
		expect(hooks).toEqual(new Set(['7:1', '9:1', '14:1', '12:1']));
	});

	it('is searched whole by minimax: 26 calls, the size of the tree', () => {
		expect(articleMinimax.calls).toBe(26);
		expect(articleGame().size).toBe(26);
		expect(articleMinimax.rootScore).toBe(3);
	});
});

describe('windowAt', () => {
	it('is null before a call starts and on minimax traces', () => {
		for (let call = 2; call <= article.calls; call++)
			expect(windowAt(article, call, enterIndex(article, call) - 1)).toBeNull();
		for (let call = 1; call <= articleMinimax.calls; call++)
			for (const index of [enterIndex(articleMinimax, call), returnIndex(articleMinimax, call)])
				expect(windowAt(articleMinimax, call, index)).toBeNull();
	});

	it('is the entry window right at enter', () => {
		for (const [, trace] of sampleTraces.filter(([, t]) => t.algorithm === 'alphabeta'))
			for (let call = 1; call <= trace.calls; call++)
				expect(windowAt(trace, call, enterIndex(trace, call))).toEqual({
					alpha: trace.alpha(call),
					beta: trace.beta(call)
				});
	});

	it("closes at node C when FC7 receives FC8's 2: alpha 3, beta 2", () => {
		expect(windowAt(article, 7, receiveIndex(article, 8) - 1)).toEqual({ alpha: 3, beta: INF });
		expect(windowAt(article, 7, receiveIndex(article, 8))).toEqual({ alpha: 3, beta: 2 });
		// FC3 (A) raises alpha to 3 once B's 3 is in, and keeps it after C's 2.
		expect(windowAt(article, 3, receiveIndex(article, 4))).toEqual({ alpha: 3, beta: INF });
		expect(windowAt(article, 3, returnIndex(article, 3))).toEqual({ alpha: 3, beta: INF });
		// The root ends with alpha 3: both of its children are worth 3.
		expect(windowAt(article, 1, returnIndex(article, 1))).toEqual({ alpha: 3, beta: INF });
	});

	it('follows the update rule over the values received so far, at every event of every call', () => {
		for (const [, trace] of sampleTraces.filter(([, t]) => t.algorithm === 'alphabeta')) {
			const { same, check } = facts();
			for (let call = 1; call <= trace.calls; call++)
				for (let index = enterIndex(trace, call); index <= returnIndex(trace, call); index++)
					same(
						`FC${call} at ${index}`,
						windowAt(trace, call, index),
						replayWindow(trace, call, index)
					);
			check();
		}
	});

	it('follows the update rule on random trees', () => {
		fc.assert(
			fc.property(trees, rootKinds, (tree, root) => {
				const trace = alphaBeta(treeGame(tree, { root }));
				const { same, check } = facts();
				for (let call = 1; call <= trace.calls; call++) {
					const before = enterIndex(trace, call) - 1;
					if (call > 1) same(`FC${call} before it`, windowAt(trace, call, before), null);
					for (let index = enterIndex(trace, call); index <= returnIndex(trace, call); index++)
						same(
							`FC${call} at ${index}`,
							windowAt(trace, call, index),
							replayWindow(trace, call, index)
						);
				}
				check();
			}),
			{ numRuns: 300 }
		);
	});
});

describe('receiveRule', () => {
	it("lowers beta at node C and cuts G when FC8's 2 comes back", () => {
		expect(receiveRule(article, 8)).toEqual({
			caller: 7,
			value: 2,
			before: { alpha: 3, beta: INF },
			after: { alpha: 3, beta: 2 },
			change: 'lower-beta',
			stops: true,
			cut: [1]
		});
	});

	it('raises alpha at FC9 past its beta 3 and cuts [25, 0]', () => {
		expect(receiveRule(article, 10)).toEqual({
			caller: 9,
			value: 15,
			before: { alpha: -INF, beta: 3 },
			after: { alpha: 15, beta: 3 },
			change: 'raise-alpha',
			stops: true,
			cut: [1]
		});
	});

	it('stops FC16 with alpha 3 = beta 3 but has nothing left to cut', () => {
		expect(receiveRule(article, 17)).toEqual({
			caller: 16,
			value: 3,
			before: { alpha: 3, beta: INF },
			after: { alpha: 3, beta: 3 },
			change: 'lower-beta',
			stops: true,
			cut: []
		});
	});

	it("keeps FC4's window when 17 comes back above its beta 3", () => {
		expect(receiveRule(article, 6)).toEqual({
			caller: 4,
			value: 17,
			before: { alpha: -INF, beta: 3 },
			after: { alpha: -INF, beta: 3 },
			change: 'keep',
			stops: false,
			cut: []
		});
	});

	it('is null for the root and for minimax traces', () => {
		expect(receiveRule(article, 1)).toBeNull();
		for (let call = 1; call <= articleMinimax.calls; call++)
			expect(receiveRule(articleMinimax, call)).toBeNull();
	});

	it('agrees with a replay, and stops only at the last child, where the cut is what is left', () => {
		const check = (trace: Trace) => {
			for (let child = 2; child <= trace.calls; child++) {
				const caller = trace.parent(child) as number;
				const rule = receiveRule(trace, child);
				const before = replayWindow(trace, caller, receiveIndex(trace, child) - 1);
				const after = replayWindow(trace, caller, receiveIndex(trace, child));
				const change =
					after.alpha > before.alpha
						? 'raise-alpha'
						: after.beta < before.beta
							? 'lower-beta'
							: 'keep';
				const last = trace.children(caller).at(-1) === child;
				const stops = after.alpha >= after.beta;
				expect(rule).toEqual({
					caller,
					value: trace.score(child),
					before,
					after,
					change,
					stops,
					cut: last ? trace.cutMoves(caller) : []
				});
				// Alpha-beta breaks as soon as alpha meets beta, so nothing comes back after that,
				// and a call that never stopped searched every move.
				if (stops) expect(last).toBe(true);
				if (last && !stops) expect(trace.cutMoves(caller)).toEqual([]);
			}
		};
		for (const [, trace] of sampleTraces.filter(([, t]) => t.algorithm === 'alphabeta'))
			check(trace);
		fc.assert(
			fc.property(trees, rootKinds, (tree, root) => check(alphaBeta(treeGame(tree, { root })))),
			{ numRuns: 300 }
		);
	});
});

describe('minimaxCallCount', () => {
	it("counts the nodes under each of article 004's subtrees", () => {
		const game = articleGame();
		// Positions are preorder indexes: root 0, the left half 1–14, the right half 15–25,
		// [[2,14]] at 22, [25,0] at 12 and the leaf 3 at 4.
		const sizes = [0, 1, 15, 22, 12, 4].map((position) => minimaxCallCount(game, position));
		expect(sizes).toEqual([26, 14, 11, 4, 3, 1]);
	});

	it('equals the calls minimax makes, on boards from three to nine empty cells', () => {
		for (const board of [ARTICLE_BOARD, 'X...O..X.', 'X...O....', 'X........']) {
			const game = boardGame(board);
			expect(minimaxCallCount(game, game.root)).toBe(minimax(game).calls);
		}
	});

	it('counts the full game as 549,946 calls, through its 5,478 positions', () => {
		const game = boardGame('.........');
		const memo = new Map<number, number>();
		expect(minimaxCallCount(game, game.root, memo)).toBe(FULL_GAME_MINIMAX_CALLS);
		expect(memo.size).toBe(5478);
		// A second count with the same memo is a look-up.
		expect(minimaxCallCount(game, game.root, memo)).toBe(FULL_GAME_MINIMAX_CALLS);
		expect(memo.size).toBe(5478);
	});

	it('matches every subtree of a minimax trace on random trees', () => {
		fc.assert(
			fc.property(trees, rootKinds, (tree, root) => {
				const game = treeGame(tree, { root });
				const trace = minimax(game);
				const memo = new Map<number, number>();
				for (let call = 1; call <= trace.calls; call++)
					expect(minimaxCallCount(game, trace.position(call), memo)).toBe(
						trace.lastDescendant(call) - call + 1
					);
			}),
			{ numRuns: 200 }
		);
	});
});
