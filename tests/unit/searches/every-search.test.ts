import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import {
	settingsFor,
	settingsOf,
	type CompareRowKey,
	type Mark
} from '../../../src/lib/engine/index';
import {
	compareRows,
	countSearch,
	rowSettings,
	type SearchCounts
} from '../../../src/lib/engine/compare';
import { FULL_GAME } from '../../../src/lib/games/tictactoe/full-game';
import {
	refBoard,
	refBoardMinimax,
	refGameLengths,
	refOutcome,
	refPositions,
	refSearch
} from '../reference';
import { ARTICLE_BOARD, rootOutcome } from '../traces';
import { traceDeclaration } from '../../../src/lib/engine/search-catalog';

/** The compare view's rows, in the registry's order. */
const COMPARE_ROWS = compareRows();

/** The empty board, the AI playing X (`boardGame`'s default). */
const EMPTY = '.........';

/**
 * Each row's count from the empty board, the AI playing X, made once for the file: the pinned
 * rows, minimax's leaves and the walk over every position (AI X) all read it, where each searched
 * the empty board again (minimax, negamax and expectimax alone are 549,946 calls each). A count
 * follows from the game and the settings alone (the walk checks minimax's row against plain
 * minimax's settings), and no test changes what it is given.
 */
const emptyCounts = new Map<CompareRowKey, SearchCounts>();
function emptyBoardCount(row: (typeof COMPARE_ROWS)[number]): SearchCounts {
	let counts = emptyCounts.get(row.key);
	if (counts === undefined) {
		counts = countSearch(boardGame(EMPTY), rowSettings(row, null));
		emptyCounts.set(row.key, counts);
	}
	return counts;
}

/**
 * Every search and option the compare view lists, counted by the engine (`countSearch`) and
 * checked field by field against the reference searches (tests/unit/reference.ts: strings and
 * plain recursion, nothing shared with the engine); the figures are pinned as well.
 */

type Pinned = Record<CompareRowKey, { calls: number; positions: number }>;

const EMPTY_BOARD: Pinned = {
	minimax: { calls: 549_946, positions: 0 },
	alphabeta: { calls: 18_297, positions: 0 },
	memo: { calls: 16_168, positions: 5_478 },
	'memo-symmetry': { calls: 2_271, positions: 765 },
	'alphabeta-ordered': { calls: 7_275, positions: 0 },
	'alphabeta-table': { calls: 4_781, positions: 2_511 },
	'alphabeta-table-symmetry': { calls: 1_085, positions: 502 },
	negamax: { calls: 549_946, positions: 0 },
	pvs: { calls: 17_082, positions: 0 },
	// The driver, then nine iterations (1 to 9 moves deep; the ninth meets no limit).
	iterative: { calls: 48_127, positions: 0 },
	'iterative-aspiration': { calls: 59_577, positions: 0 },
	// The driver, then two passes from the first guess 0, the value: "at least 0?" (yes: 0), then
	// "at least 10?" (no: at most 0), the second answered mostly from the first's table.
	mtdf: { calls: 4_378, positions: 2_474 },
	'mtdf-symmetry': { calls: 878, positions: 467 },
	expectimax: { calls: 549_946, positions: 0 },
	'expectimax-bounded': { calls: 30_867, positions: 0 }
};

// O.XX.X.OO: no position repeats, so the tables only store; the ordered search tries the centre
// first, wins at once, and the two O replies tried next cut.
const ARTICLE: Pinned = {
	minimax: { calls: 9, positions: 0 },
	alphabeta: { calls: 8, positions: 0 },
	memo: { calls: 9, positions: 9 },
	'memo-symmetry': { calls: 9, positions: 9 },
	'alphabeta-ordered': { calls: 6, positions: 0 },
	'alphabeta-table': { calls: 8, positions: 8 },
	'alphabeta-table-symmetry': { calls: 8, positions: 8 },
	negamax: { calls: 9, positions: 0 },
	pvs: { calls: 9, positions: 0 },
	// The driver, then three iterations of 4, 6 and 7 calls: cell 4 wins at once and leads from
	// the second on, and the third meets no depth limit. The window ±1 around 10 widens to [8, +∞]
	// (the nearest values the search can meet), so nothing fails.
	iterative: { calls: 18, positions: 0 },
	'iterative-aspiration': { calls: 18, positions: 0 },
	// The driver, then pass 1 asking with [-10, 0] (4 calls: cell 1, cut at O's first reply, a win;
	// then cell 4's win, which fails high with 10) and pass 2 with [10, +∞] (6 calls: cells 1 and 4
	// answered from the table, then cell 6, cut at O's first reply, where X wins at once): its 10
	// meets the lower bound. No position repeats but for the table's answers, so symmetry changes
	// nothing.
	mtdf: { calls: 11, positions: 7 },
	'mtdf-symmetry': { calls: 11, positions: 7 },
	expectimax: { calls: 9, positions: 0 },
	// Cell 1 first (O's two replies both win: -10), then cell 4 wins at once: 10 is the most any
	// move is worth (U = 10), so alpha reaches beta and cell 6 is cut, as alpha-beta cuts.
	'expectimax-bounded': { calls: 5, positions: 0 }
};

describe.each([
	{ name: 'the empty board', board: EMPTY, pinned: EMPTY_BOARD, score: 0 },
	{ name: "the article's board", board: ARTICLE_BOARD, pinned: ARTICLE, score: 10 }
])('$name: every search and option', ({ board, pinned, score }) => {
	const game = boardGame(board);
	const reference = refBoard(board);

	it.each(COMPARE_ROWS.map((row) => [row.key, row] as const))(
		'%s makes the pinned calls, as the reference search does',
		(key, row) => {
			const counts =
				board === EMPTY ? emptyBoardCount(row) : countSearch(game, rowSettings(row, null));
			const expected = refSearch(reference, row.algorithm, {
				symmetry: row.symmetry,
				...(row.options === undefined ? {} : { aspiration: row.options['aspiration'] })
			});
			expect({ calls: counts.calls, positions: counts.positions }).toEqual(pinned[key]);
			expect(counts).toMatchObject(expected);
			// A search against a random opponent values the position otherwise (expectimax.test.ts).
			if (!traceDeclaration(row.algorithm).averages) expect(counts.score).toBe(score);
		}
	);
});

describe("article 002's bound against the real game", () => {
	// A walk of its own: every game from the empty board, by its length in marks.
	const lengths = refGameLengths('.........');
	const games = [...lengths.values()].reduce((sum, count) => sum + count, 0);
	const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

	it('255,168 games are played from the empty board, 127,872 of them filling all nine cells', () => {
		expect(games).toBe(255_168);
		expect(Object.fromEntries(lengths)).toEqual({
			5: 1_440,
			6: 5_328,
			7: 47_952,
			8: 72_576,
			9: 127_872
		});
		expect(FULL_GAME).toEqual({
			moveOrders: factorial(9),
			games,
			gamesFillingTheBoard: lengths.get(9)
		});
		expect(factorial(9)).toBe(362_880);
	});

	it('9! counts each game once for every way its empty cells could still be filled', () => {
		// A game over after k marks stands for (9 − k)! orders of filling all nine cells.
		let orders = 0;
		for (const [length, count] of lengths) orders += count * factorial(9 - length);
		expect(orders).toBe(FULL_GAME.moveOrders);
	});

	it("are minimax's leaves from the empty board", () => {
		// Minimax's compare row, counted once for the file: its settings are plain minimax's.
		const row = COMPARE_ROWS.find((row) => row.key === 'minimax')!;
		const game = boardGame(EMPTY);
		expect(settingsFor(game, settingsOf(rowSettings(row, null)))).toEqual(
			settingsFor(game, settingsOf('minimax'))
		);
		expect(emptyBoardCount(row).leaves).toBe(FULL_GAME.games);
	});
});

describe('every search against a best reply returns the value minimax gives', () => {
	const positions = refPositions(EMPTY);
	const MINIMAX_ROW = COMPARE_ROWS.find((row) => row.key === 'minimax')!;

	it('the reference walk meets the 5,478 positions the memo table stores', () => {
		expect(positions).toHaveLength(5_478);
	});

	it.each<Mark>(['X', 'O'])(
		'on all 5,478 positions, AI %s',
		(ai) => {
			const reference = refBoardMinimax();
			const wrong: string[] = [];
			for (const { cells, toMove } of positions) {
				const game = boardGame(cells, { ai });
				// Minimax is counted once: its compare row runs the very settings plain 'minimax'
				// comes to (checked here), and a count follows from the game and those settings alone.
				// Its calls, value and move are the reference's (negamax.test.ts compares negamax with
				// the same reference, so with this minimax too).
				// A difference is named in the list of wrong ones (an expect a position cost more than
				// the check).
				const settings = settingsFor(game, settingsOf(rowSettings(MINIMAX_ROW, null)));
				const plain = settingsFor(game, settingsOf('minimax'));
				if (JSON.stringify(settings) !== JSON.stringify(plain))
					wrong.push(
						`${cells} minimax's row: ${JSON.stringify(settings)}, plain ${JSON.stringify(plain)}`
					);
				const minimax = rootOutcome(game, settings);
				const wanted = refOutcome(reference, cells + toMove, ai);
				if (JSON.stringify(minimax) !== JSON.stringify(wanted))
					wrong.push(
						`${cells} minimax: ${JSON.stringify(minimax)}, reference ${JSON.stringify(wanted)}`
					);
				const value = minimax.value;
				// The empty board with the AI on X is the pinned rows' count (emptyBoardCount).
				const shared = cells === EMPTY && ai === 'X';
				for (const row of COMPARE_ROWS.filter((row) => !traceDeclaration(row.algorithm).averages)) {
					const score =
						row === MINIMAX_ROW
							? value
							: (shared ? emptyBoardCount(row) : countSearch(game, rowSettings(row, null))).score;
					if (score !== value) wrong.push(`${cells} ${row.key}: ${score}, minimax ${value}`);
				}
			}
			expect(wrong).toEqual([]);
		},
		120_000
	);
});
