import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { treeGame } from '../../../src/lib/games/tree/rules';
import type { SearchId, Game, Trace } from '../../../src/lib/engine/index';
import type { SourceQuery } from '../../../src/lib/player/query';
import { LAYOUT_CALL_LIMIT, sessionFrom } from '../../../src/lib/player/session';
import { callsAhead, search } from '../../../src/lib/player/plan';
import {
	ARTICLE_BOARD,
	FULL_GAME_ALPHABETA_CALLS,
	FULL_GAME_MINIMAX_CALLS,
	randomTrees,
	rootKinds
} from '../traces';
import { alphaBeta, minimax } from '../../searches';

const ALGORITHMS: SearchId[] = ['minimax', 'alphabeta'];
const record = (game: Game, algorithm: SearchId): Trace =>
	algorithm === 'alphabeta' ? alphaBeta(game) : minimax(game);

/** The full game, recorded once for the file (549,946 calls). */
const fullGame = boardGame('.........');
const full = minimax(fullGame);

const boardSource = (board: string): SourceQuery => ({
	kind: 'board',
	board,
	toMove: null,
	ai: 'X',
	scoring: 'article'
});

/** A board reached by playing `cells` in turn from the empty board, stopping when the game ends. */
function playedBoard(cells: readonly number[]): string {
	const lines = ['012', '345', '678', '036', '147', '258', '048', '246'];
	const board = [...'.........'];
	let mark = 'X';
	for (const cell of cells) {
		if (board[cell] !== '.') continue;
		const won = lines.some((line) =>
			[...line].every((at) => board[Number(at)] === (mark === 'X' ? 'O' : 'X'))
		);
		if (won) break;
		board[cell] = mark;
		mark = mark === 'X' ? 'O' : 'X';
	}
	return board.join('');
}

describe('calls ahead', () => {
	it('counts the full game as the recorded trace does, under both searches', () => {
		expect(callsAhead(fullGame, 'minimax')).toBe(FULL_GAME_MINIMAX_CALLS);
		expect(callsAhead(fullGame, 'minimax')).toBe(full.calls);
		expect(callsAhead(fullGame, 'alphabeta')).toBe(FULL_GAME_ALPHABETA_CALLS);
		expect(callsAhead(fullGame, 'alphabeta')).toBe(alphaBeta(fullGame).calls);
	});

	it.each([ARTICLE_BOARD, 'X........', 'X...O..X.', 'XXXOO....', 'XO.......'])(
		'counts %s as the recorded trace does',
		(board) => {
			for (const algorithm of ALGORITHMS) {
				const game = boardGame(board);
				expect(callsAhead(game, algorithm)).toBe(record(game, algorithm).calls);
				expect(callsAhead(game, algorithm)).toBe(search(game, algorithm).calls);
			}
			// A finished board is one call; the first corner 59,705 under minimax.
			if (board === 'XXXOO....') expect(callsAhead(boardGame(board), 'minimax')).toBe(1);
			if (board === 'X........') expect(callsAhead(boardGame(board), 'minimax')).toBe(59_705);
		}
	);

	it('counts random boards as the recorded trace does', () => {
		fc.assert(
			fc.property(
				fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 3, maxLength: 9 }),
				fc.constantFrom<'X' | 'O'>('X', 'O'),
				(cells, ai) => {
					const game = boardGame(playedBoard(cells), { ai });
					for (const algorithm of ALGORITHMS)
						expect(callsAhead(game, algorithm)).toBe(record(game, algorithm).calls);
				}
			),
			{ numRuns: 60 }
		);
	});

	it('counts random trees as the recorded trace does', () => {
		fc.assert(
			fc.property(randomTrees, rootKinds, (tree, root) => {
				const game = treeGame(tree, { root });
				for (const algorithm of ALGORITHMS)
					expect(callsAhead(game, algorithm)).toBe(record(game, algorithm).calls);
			}),
			{ numRuns: 200 }
		);
	});
});

describe('sessions past the layout limit', () => {
	it('lay out the whole tree up to 100,000 calls and no further', () => {
		expect(LAYOUT_CALL_LIMIT).toBe(100_000);
		// A root with n leaves makes n + 1 calls.
		const flat = (leaves: number) => {
			const tree = Array.from({ length: leaves }, (_, index) => index % 7);
			const source: SourceQuery = { kind: 'tree', tree: JSON.stringify(tree), root: 'max' };
			return { source, game: treeGame(tree, { maxNodes: leaves + 1 }) };
		};
		const atLimit = flat(99_999);
		const at = sessionFrom(atLimit.source, atLimit.game, minimax(atLimit.game));
		expect(at.trace.calls).toBe(100_000);
		expect(at.layout).not.toBeNull();
		expect(at.layout?.levels.map((level) => level.length)).toEqual([1, 99_999]);

		const past = flat(100_000);
		const over = sessionFrom(past.source, past.game, alphaBeta(past.game));
		expect(over.trace.calls).toBe(100_001);
		expect(over.layout).toBeNull();
	});

	it('leave the full game to a window and lay out the boards below the limit', () => {
		expect(sessionFrom(boardSource('.........'), fullGame, full).layout).toBeNull();
		for (const board of ['.........', 'X........', ARTICLE_BOARD]) {
			for (const algorithm of ALGORITHMS) {
				const game = boardGame(board);
				const trace =
					board === '.........' && algorithm === 'minimax' ? full : record(game, algorithm);
				const session = sessionFrom(boardSource(board), game, trace);
				expect(session.layout === null).toBe(trace.calls > LAYOUT_CALL_LIMIT);
				expect(session.layout === null).toBe(board === '.........' && algorithm === 'minimax');
			}
		}
	});

	it('lay out every random tree', () => {
		fc.assert(
			fc.property(randomTrees, rootKinds, fc.boolean(), (tree, root, pruning) => {
				const game = treeGame(tree, { root });
				const source: SourceQuery = { kind: 'tree', tree: JSON.stringify(tree), root };
				const session = sessionFrom(source, game, record(game, pruning ? 'alphabeta' : 'minimax'));
				expect(session.layout).not.toBeNull();
				expect(session.layout?.levels[0]).toEqual(Int32Array.from([1]));
			}),
			{ numRuns: 50 }
		);
	});
});
