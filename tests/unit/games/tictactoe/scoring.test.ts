import { describe, expect, it } from 'vitest';
import {
	boardGame,
	SCORINGS,
	TicTacToe,
	type Scoring
} from '../../../../src/lib/games/tictactoe/rules';
import { type Mark, type Position, runsBy } from '../../../../src/lib/engine/index';
import { traceDeclaration } from '../../../../src/lib/engine/search-catalog';
import { countSearch } from '../../../../src/lib/engine/compare';
import {
	ARTICLE_BOARD,
	FULL_GAME_ALPHABETA_CALLS,
	FULL_GAME_MINIMAX_CALLS
} from '../../../articles';
import { lineOf, marksIn, refBoard, refSearch } from '../../reference';
import { alphaBeta, minimax } from '../../../searches';
import { ALGORITHMS as EVERY_ID } from '../../../../src/lib/registry';

// The searches by calls (MCTS runs by iterations: its own tests).
const COMPARE_ALGORITHMS = EVERY_ID.filter((id) => runsBy(id) === 'calls');

/** The searches that assume the opponent's best reply (all but expectimax's family). */
const BEST_REPLY = COMPARE_ALGORITHMS.filter((algorithm) => !traceDeclaration(algorithm).averages);

const EMPTY = '.........';

/** Every position reachable from the game's root, the root included. */
function reachableFrom(game: TicTacToe): Position[] {
	const seen = new Set<Position>([game.root]);
	const queue = [game.root];
	for (let head = 0; head < queue.length; head++) {
		for (const move of game.moves(queue[head] as Position)) {
			const child = game.play(queue[head] as Position, move);
			if (!seen.has(child)) {
				seen.add(child);
				queue.push(child);
			}
		}
	}
	return queue;
}

/** The score a finished board should get, worked from the definition of each scoring. */
function expectedScore(cells: string, rootMarks: number, ai: Mark, scoring: Scoring): number {
	const other: Mark = ai === 'X' ? 'O' : 'X';
	const win = { article: 10, unit: 1, depth: 10 - (marksIn(cells) - rootMarks) }[scoring];
	if (lineOf(cells, ai)) return win;
	if (lineOf(cells, other)) return -win;
	return 0;
}

/** The sorted set of scores a game's finished positions get. */
function scoresMet(game: TicTacToe): number[] {
	const met = new Set<number>();
	for (const position of reachableFrom(game))
		if (game.isTerminal(position)) met.add(game.score(position));
	return [...met].sort((a, b) => a - b);
}

describe('the scorings', () => {
	it('are article, unit and depth, article by default', () => {
		expect(SCORINGS).toEqual(['article', 'unit', 'depth']);
		expect(boardGame(EMPTY).scoring).toBe('article');
		expect(boardGame(EMPTY).scores).toEqual([-10, 0, 10]);
		expect(boardGame(EMPTY, { scoring: 'unit' }).scores).toEqual([-1, 0, 1]);
		for (const scoring of SCORINGS) expect(boardGame(EMPTY, { scoring }).scoring).toBe(scoring);
	});

	it('declare in game.scores every score a game from the empty board can end with', () => {
		for (const scoring of SCORINGS) {
			for (const ai of ['X', 'O'] as const) {
				const game = boardGame(EMPTY, { scoring, ai });
				for (const score of scoresMet(game))
					expect(game.scores, `${scoring} ${ai}`).toContain(score);
			}
		}
	});

	it('meet exactly the expected scores from the empty board', () => {
		const met = (scoring: Scoring, ai: Mark) => scoresMet(boardGame(EMPTY, { scoring, ai }));
		expect(met('article', 'X')).toEqual([-10, 0, 10]);
		expect(met('unit', 'X')).toEqual([-1, 0, 1]);
		// X completes a line on the 5th, 7th or 9th mark (10 − k = 5, 3, 1), O on the 6th or 8th.
		expect(met('depth', 'X')).toEqual([-4, -2, 0, 1, 3, 5]);
		expect(met('depth', 'O')).toEqual([-5, -3, -1, 0, 2, 4]);
	});

	it('score every finished position as defined, from every reachable root', () => {
		// Every (root, finished descendant) pair of the game: 230,137 pairs in all.
		const empty = boardGame(EMPTY);
		let pairs = 0;
		for (const root of reachableFrom(empty)) {
			const rootMarks = marksIn(empty.board(root));
			for (const scoring of SCORINGS) {
				const game = new TicTacToe(root, 'X', scoring);
				for (const position of reachableFrom(game)) {
					if (scoring === 'article') pairs++;
					if (!game.isTerminal(position)) continue;
					const score = game.score(position);
					const cells = game.board(position);
					if (score !== expectedScore(cells, rootMarks, 'X', scoring))
						expect({ root: empty.board(root), cells, scoring, score }).toBeNull();
					if (!game.scores.includes(score))
						expect({ root: empty.board(root), cells, scoring, score }).toBeNull();
				}
			}
		}
		expect(pairs).toBe(230_137);
	});

	it('unit is article divided by 10 on every reachable position', () => {
		const article = boardGame(EMPTY);
		const unit = boardGame(EMPTY, { scoring: 'unit' });
		for (const position of reachableFrom(article))
			if (article.isTerminal(position))
				expect(unit.score(position) * 10).toBe(article.score(position));
	});
});

describe.each(['.........', ARTICLE_BOARD, 'X...O....', 'X...O..X.', 'XX.OO....', 'O.O..XOXX'])(
	'unit against article scoring on %s',
	(board) => {
		it.each(COMPARE_ALGORITHMS)('%s makes the same calls and scores ±1 or 0', (algorithm) => {
			const { score, ...counts } = countSearch(boardGame(board), algorithm);
			const unit = countSearch(boardGame(board, { scoring: 'unit' }), algorithm);
			expect(unit).toEqual({ ...counts, score: score / 10 });
			// Against a random opponent the value is an average of ±1 and 0 (expectimax.test.ts).
			if (!traceDeclaration(algorithm).averages) expect([-1, 0, 1]).toContain(unit.score);
		});
	}
);

describe('depth scoring on the empty board', () => {
	const game = boardGame(EMPTY, { scoring: 'depth' });
	const counts = new Map(
		COMPARE_ALGORITHMS.map((algorithm) => [algorithm, countSearch(game, algorithm)])
	);
	const get = (algorithm: (typeof COMPARE_ALGORITHMS)[number]) => counts.get(algorithm);

	it('still scores the root a draw, with every search against a best reply', () => {
		for (const algorithm of BEST_REPLY) expect(get(algorithm)?.score, algorithm).toBe(0);
	});

	it('leaves minimax and memo unchanged: they search everything whatever the scores', () => {
		expect(get('minimax')).toMatchObject({
			calls: FULL_GAME_MINIMAX_CALLS,
			leaves: 255_168,
			perDepth: [1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]
		});
		expect(get('memo')).toMatchObject({ calls: 16_168, positions: 5_478 });
	});

	it('changes what alpha-beta cuts: 20,866 calls, as the reference and the trace count', () => {
		const reference = refBoard(EMPTY, { scoring: 'depth' });
		expect(get('alphabeta')).toMatchObject(refSearch(reference, 'alphabeta'));
		expect(get('alphabeta')?.calls).toBe(alphaBeta(game).calls);
		expect(get('alphabeta')?.calls).toBe(20_866);
		// Under the article's ±10 all wins tie, so a bound is met sooner and more is cut; scores
		// that tell a quick win from a slow one cut less.
		const article = countSearch(boardGame(EMPTY), 'alphabeta');
		expect(article.calls).toBe(FULL_GAME_ALPHABETA_CALLS);
		expect(get('alphabeta')?.calls).toBeGreaterThan(article.calls);
		expect(get('alphabeta-ordered')).toMatchObject(refSearch(reference, 'alphabeta-ordered'));
	});
});

describe('depth scoring on particular boards', () => {
	const depth = (board: string, ai: Mark = 'X') => boardGame(board, { scoring: 'depth', ai });
	const rootChildren = (board: string, ai: Mark = 'X') => {
		const trace = minimax(depth(board, ai));
		return trace.children(1).map((child) => [trace.via(child), trace.score(child)]);
	};

	it('scores a win in one 10 − 1 = 9 (XX.OO...., X to move)', () => {
		expect(rootChildren('XX.OO....')).toContainEqual([2, 9]);
		for (const algorithm of COMPARE_ALGORITHMS)
			expect(countSearch(depth('XX.OO....'), algorithm).score, algorithm).toBe(9);
		// The same board with O as the AI: X's win in one is O's loss in one.
		expect(minimax(depth('XX.OO....', 'O')).rootScore).toBe(-9);
		expect(countSearch(boardGame('XX.OO....'), 'minimax').score).toBe(10);
	});

	it('scores a loss after 2 moves −(10 − 2) = −8 (O.O..XOXX: O has three threats)', () => {
		// Whatever X does, O completes a line on the next move.
		expect(rootChildren('O.O..XOXX')).toEqual([
			[1, -8],
			[3, -8],
			[4, -8]
		]);
		for (const algorithm of BEST_REPLY)
			expect(countSearch(depth('O.O..XOXX'), algorithm).score, algorithm).toBe(-8);
		expect(countSearch(boardGame('O.O..XOXX'), 'minimax').score).toBe(-10);
	});

	it('prefers the quicker win: XOOX..... plays 6 at once instead of the fork at 4', () => {
		// Article scoring: every win is 10, so the first winning cell in order (4, a fork) is kept.
		expect(minimax(boardGame('XOOX.....')).rootMove).toBe(4);
		// Depth scoring: 6 completes 0-3-6 now (9); the fork at 4 wins on X's next move (7).
		const trace = minimax(depth('XOOX.....'));
		expect(trace.rootMove).toBe(6);
		expect(trace.rootScore).toBe(9);
		expect(rootChildren('XOOX.....')).toContainEqual([4, 7]);
	});

	it('counts the marks from the search root, not from the empty board', () => {
		const finished = boardGame('XXXOO....').root;
		expect(depth(EMPTY).score(finished)).toBe(10 - 5);
		expect(depth('XX.OO....').score(finished)).toBe(10 - 1);
		expect(depth('XXXOO....').score(finished)).toBe(10);
	});

	it.each([ARTICLE_BOARD, 'X...O....', 'X...O..X.', 'XX.OO....', 'O.O..XOXX', 'XOOX.....'])(
		'all four searches match the reference on %s',
		(board) => {
			for (const ai of ['X', 'O'] as const) {
				const game = depth(board, ai);
				const reference = refBoard(board, { scoring: 'depth', ai });
				for (const algorithm of COMPARE_ALGORITHMS) {
					expect(countSearch(game, algorithm), `${algorithm} ${ai}`).toMatchObject(
						refSearch(reference, algorithm)
					);
				}
			}
		}
	);
});
