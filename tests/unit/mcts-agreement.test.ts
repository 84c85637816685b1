import { describe, expect, it } from 'vitest';
import type { Game, Mark, Move, Position } from '../../src/lib/engine/index';
import { boardGame } from '../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../src/lib/games/connect4/rules';
import { C4_ENDGAME } from '../../src/lib/games/connect4/entry';
import { parseTree, treeGame } from '../../src/lib/games/tree/rules';
import {
	agreementSeries,
	minimaxBestMoves,
	settleIteration
} from '../../src/lib/searches/mcts/agreement';
import {
	DEFAULT_EXPLORATION,
	rewardScale,
	type MctsSettings
} from '../../src/lib/searches/mcts/rule';
import { recordMcts, type MctsTrace } from '../../src/lib/searches/mcts/trace';
import { MCTS_VIEW } from '../../src/lib/searches/mcts/view/labels';
import { visitChart } from '../../src/lib/searches/mcts/view/visit-bars';
import { lineOf, refPositions } from './reference';
import { ARTICLE_BOARD, ARTICLE_TREE } from '../articles';

const settings = (iterations: number, seed = 1): MctsSettings => ({
	iterations,
	seed,
	exploration: DEFAULT_EXPLORATION
});

/** The Connect Four endgame of the figures (its Example): X to move, only column 4 wins, 14 empty. */
const ENDGAME = '5266176457322546753413415661';

/** AIMA's Figure 5.2, as the book draws it: max at A, min at B, C and D. */
const AIMA = [
	[3, 12, 8],
	[2, 4, 6],
	[14, 5, 2]
];

/** Tic-tac-toe solved on strings, apart from the engine: +1 when `toMove` wins, 0 a draw, -1 a loss. */
function solved(cells: string, toMove: Mark): number {
	const other: Mark = toMove === 'X' ? 'O' : 'X';
	if (lineOf(cells, other)) return -1;
	if (!cells.includes('.')) return 0;
	let best = -1;
	for (let cell = 0; cell < 9 && best < 1; cell++)
		if (cells[cell] === '.')
			best = Math.max(best, -solved(cells.slice(0, cell) + toMove + cells.slice(cell + 1), other));
	return best;
}

/** The cells whose move is worth the most to the side to move, by `solved`. */
function bestCells(cells: string, toMove: Mark): number[] {
	const other: Mark = toMove === 'X' ? 'O' : 'X';
	const values = [...cells].map((mark, cell) =>
		mark === '.' ? -solved(cells.slice(0, cell) + toMove + cells.slice(cell + 1), other) : -2
	);
	const best = Math.max(...values);
	return values.flatMap((value, cell) => (value === best ? [cell] : []));
}

/**
 * Plain minimax over the game's rules with a memo by position, written apart from the engine's
 * searches: the maximiser's value of `position`.
 */
function plainValue(game: Game, position: Position, memo: Map<Position, number>): number {
	const known = memo.get(position);
	if (known !== undefined) return known;
	let value: number;
	if (game.isTerminal(position)) value = game.score(position);
	else {
		const values = game
			.moves(position)
			.map((move) => plainValue(game, game.play(position, move), memo));
		value = game.isMaximizing(position) ? Math.max(...values) : Math.min(...values);
	}
	memo.set(position, value);
	return value;
}

function plainBestMoves(game: Game): Move[] {
	const memo = new Map<Position, number>();
	const moves = game.moves(game.root);
	const values = moves.map((move) => plainValue(game, game.play(game.root, move), memo));
	const best = game.isMaximizing(game.root) ? Math.max(...values) : Math.min(...values);
	return moves.filter((_, k) => values[k] === best);
}

/** bestMove(i) asked of the trace at every iteration: the slow way, for checking. */
function slowSeries(trace: MctsTrace, best: readonly Move[]): number[] {
	return Array.from({ length: trace.iterations + 1 }, (_, i) => {
		const move = trace.bestMove(i);
		return i > 0 && move !== null && best.includes(move) ? 1 : 0;
	});
}

describe("minimax's best moves at the root", () => {
	it('are the moves a solver written apart finds best, on 60 tic-tac-toe positions', () => {
		const positions = refPositions('.........').filter(
			({ cells }) => !lineOf(cells, 'X') && !lineOf(cells, 'O') && cells.includes('.')
		);
		const step = Math.floor(positions.length / 60);
		for (let k = 0; k < 60; k++) {
			const { cells, toMove } = positions[k * step] ?? { cells: '', toMove: 'X' };
			const game = boardGame(cells, { toMove });
			expect(minimaxBestMoves(game, game.root), cells).toEqual(bestCells(cells, toMove));
		}
		expect(minimaxBestMoves(boardGame(ARTICLE_BOARD), boardGame(ARTICLE_BOARD).root)).toEqual([4]);
		// On the empty board every move draws.
		const empty = boardGame('.........');
		expect(minimaxBestMoves(empty, empty.root)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
	});

	it("are a plain minimax's on AIMA's Figure 5.2 and on a Connect Four endgame", () => {
		const aima = treeGame(AIMA);
		expect(minimaxBestMoves(aima, aima.root)).toEqual([0]);
		const endgame = connect4Game(ENDGAME, { ai: 'X' });
		expect(minimaxBestMoves(endgame, endgame.root)).toEqual(plainBestMoves(endgame));
		expect(minimaxBestMoves(endgame, endgame.root)).toEqual([3]);
		expect(C4_ENDGAME.source).toEqual({ kind: 'connect4', moves: ENDGAME, ai: 'X' });
	});

	it('are null past the budget of calls (Connect Four from the start), and none at a finished game', () => {
		const start = connect4Game('');
		expect(minimaxBestMoves(start, start.root, 100_000)).toBeNull();
		const endgame = connect4Game(ENDGAME, { ai: 'X' });
		// Its six moves searched one by one take 68,775 calls in all; the empty board's nine, 12,112.
		expect(minimaxBestMoves(endgame, endgame.root, 68_774)).toBeNull();
		expect(minimaxBestMoves(endgame, endgame.root, 68_775)).toEqual([3]);
		const empty = boardGame('.........');
		expect(minimaxBestMoves(empty, empty.root, 12_111)).toBeNull();
		expect(minimaxBestMoves(empty, empty.root, 12_112)).toHaveLength(9);
		const over = boardGame('XXXOO....', { toMove: 'O' });
		expect(minimaxBestMoves(over, over.root)).toEqual([]);
	});
});

describe('agreement with minimax, iteration by iteration', () => {
	it('marks each iteration whose most visited move is best, as bestMove(i) asked one by one does', () => {
		for (const [game, seed] of [
			[boardGame(ARTICLE_BOARD), 3],
			[boardGame('X...O....', { toMove: 'X' }), 8],
			[connect4Game(ENDGAME, { ai: 'X' }), 2],
			[treeGame(AIMA), 5]
		] as const) {
			const trace = recordMcts(game, game.root, settings(700, seed));
			const best = minimaxBestMoves(game, game.root) ?? [];
			const series = agreementSeries(trace, best);
			expect(Array.from(series)).toEqual(slowSeries(trace, best));
			const slow = slowSeries(trace, best);
			const last0 = slow.lastIndexOf(0);
			expect(settleIteration(trace, best)).toBe(last0 === slow.length - 1 ? null : last0 + 1);
		}
	});

	it('settles on cell 4 within 500 iterations on the article board, for seeds 1 to 10', () => {
		const game = boardGame(ARTICLE_BOARD);
		const settled = Array.from({ length: 10 }, (_, k) =>
			settleIteration(recordMcts(game, game.root, settings(500, k + 1)), [4])
		);
		for (const at of settled) expect(at).not.toBeNull();
		// Cells 1, 4 and 6 are tried in iterations 1 to 3, one visit each; cell 4, an instant win
		// (W/N 1 to cell 1's 0), leads from the second, the tie in visits broken by W/N.
		expect(settled).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
	});

	it('breaks a tie in visits by the greater W/N, then by the order made (issue 43)', () => {
		const game = boardGame(ARTICLE_BOARD);
		const trace = recordMcts(game, game.root, settings(30, 1));
		// After iteration 2, cells 1 and 4 have one visit each: cell 1's playout lost (W 0),
		// cell 4 won at once (W 1). MCTS would play cell 4, not the first tried.
		expect(trace.rootDistribution(2)).toEqual([
			{ move: 1, visits: 1, wins: 0 },
			{ move: 4, visits: 1, wins: 1 }
		]);
		expect(trace.bestMove(2)).toBe(4);
		expect(Array.from(agreementSeries(trace, [4]).slice(0, 4))).toEqual([0, 0, 1, 1]);
		const chart = visitChart(trace, 2, [4]);
		expect([chart.best, chart.agreement]).toEqual([4, 'agree']);
		expect(chart.tie).toEqual({ moves: [1, 4], visits: 1, by: 'mean' });
		expect(visitChart(trace, 3, [4]).tie).toEqual({ moves: [1, 4, 6], visits: 1, by: 'mean' });
		expect(visitChart(trace, 4, [4]).tie).toBeNull();
		// The verdict says what broke the tie (its ★ names the move), in both languages.
		expect(MCTS_VIEW.en.tie(2, 'mean')).toBe('Tied in visits: the greater W/N wins. ');
		expect(MCTS_VIEW.en.tie(3, 'mean')).toBe('Tied in visits: the greatest W/N wins. ');
		expect(MCTS_VIEW.en.tie(2, 'order')).toBe('Tied in visits and W/N: the first tried wins. ');
		expect(MCTS_VIEW.zh.tie(2, 'mean')).toBe('访问次数相同：W/N 较大者胜出。');
		expect(MCTS_VIEW.zh.tie(2, 'order')).toBe('访问次数与 W/N 都相同：最先尝试的胜出。');
		// Every leaf alike, every reward ½: the same W/N, so the child made first stands.
		const flat = treeGame([
			[4, 4],
			[4, [4, 4]]
		]);
		const even = recordMcts(flat, flat.root, settings(2, 1));
		expect(even.rootDistribution(2).map(({ visits, wins }) => [visits, wins])).toEqual([
			[1, 0.5],
			[1, 0.5]
		]);
		expect(even.bestMove(2)).toBe(0);
		expect(visitChart(even, 2, null).tie).toEqual({ moves: [0, 1], visits: 1, by: 'order' });
	});

	it('settles at the first iteration when every move is best, and never on moves not played', () => {
		const game = boardGame('.........');
		const trace = recordMcts(game, game.root, settings(200, 1));
		expect(settleIteration(trace, [0, 1, 2, 3, 4, 5, 6, 7, 8])).toBe(1);
		expect(settleIteration(trace, [])).toBeNull();
		// One bit before the first iteration and one after each of the 200, every one 0.
		expect(Array.from(agreementSeries(trace, []))).toEqual(Array(201).fill(0));
	});
});

describe('UCT on a game tree', () => {
	it("scales each leaf to a reward by the tree's own least and greatest leaves", () => {
		const game = treeGame(AIMA);
		const reward = rewardScale(game);
		expect([2, 3, 8, 14].map(reward)).toEqual([0, 1 / 12, 0.5, 1]);
		const trace = recordMcts(game, game.root, settings(60, 2));
		for (let i = 1; i <= trace.iterations; i++) {
			// A playout is a random descent from the path's last node to a leaf.
			const path = trace.path(i);
			let at = trace.position(path[path.length - 1] ?? 0);
			for (const move of trace.playout(i)) at = game.play(at, move);
			expect(game.isTerminal(at)).toBe(true);
			expect(trace.score(i)).toBe(game.score(at));
			expect(trace.reward(i)).toBe((trace.score(i) - 2) / 12);
		}
	});

	it("agrees with minimax on article 004's tree, leaves at uneven depths, and scores a flat tree ½", () => {
		const game = parseTree(ARTICLE_TREE);
		const best = minimaxBestMoves(game, game.root);
		expect(best).toEqual([0]);
		const settled = [1, 2, 3, 4, 5].map((seed) =>
			settleIteration(recordMcts(game, game.root, settings(2000, seed)), best ?? [])
		);
		expect(settled).toEqual([12, 6, 1, 1, 6]);
		// Every leaf alike: no range to scale by, every reward is ½.
		const flat = treeGame([
			[4, 4],
			[4, [4, 4]]
		]);
		const trace = recordMcts(flat, flat.root, settings(20, 1));
		for (let i = 1; i <= 20; i++) expect(trace.reward(i)).toBe(0.5);
	});

	it("plays minimax's move B on AIMA's Figure 5.2 (seed 1, 200 iterations)", () => {
		const game = parseTree(JSON.stringify(AIMA));
		const trace = recordMcts(game, game.root, settings(200, 1));
		expect(trace.rootDistribution().map(({ visits }) => visits)).toEqual([86, 53, 61]);
		expect(trace.bestMove()).toBe(0);
		expect(minimaxBestMoves(game, game.root)).toEqual([trace.bestMove()]);
		// B leads for good from iteration 38 (checked against bestMove(i) one by one above).
		expect(settleIteration(trace, [0])).toBe(38);
		// And for every seed from 1 to 10, after 500 iterations.
		for (let seed = 1; seed <= 10; seed++)
			expect(recordMcts(game, game.root, settings(500, seed)).bestMove(), `seed ${seed}`).toBe(0);
	});
});
