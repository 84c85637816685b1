import { describe, expect, it } from 'vitest';
import {
	type SearchId,
	type Mark,
	type SearchSettings,
	type Trace
} from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { countSearch } from '../../../src/lib/engine/compare';
import { UPPER } from '../../../src/lib/engine/table';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { BOUNDS_EXAMPLE } from '../../../src/lib/player/table';
import { refBoard, refSearch, type RefBoard, type RefGame } from '../reference';
import { ARTICLE_BOARD } from '../traces';

/**
 * The table searches (memo, alphabeta-table, each with or without symmetry) checked against
 * reference searches written here on 9-character boards, sharing nothing with the engine.
 */

/** The board's cells as a 3×3 grid turned a quarter clockwise: row r becomes column 2 - r. */
const turn = (cells: string): string =>
	[6, 3, 0, 7, 4, 1, 8, 5, 2].map((cell) => cells[cell]).join('');
/** The grid mirrored left to right. */
const mirror = (cells: string): string =>
	[2, 1, 0, 5, 4, 3, 8, 7, 6].map((cell) => cells[cell]).join('');

/** The 8 images of a board: its four turns and the four turns of its mirror image. */
function images(cells: string): string[] {
	const found: string[] = [];
	for (let start of [cells, mirror(cells)]) {
		for (let quarter = 0; quarter < 4; quarter++) {
			found.push(start);
			start = turn(start);
		}
	}
	return found;
}

/** The reference board with its table keyed by the least of the board's 8 images. */
function symmetricBoard(text: string, ai: Mark = 'X'): RefGame<RefBoard> {
	const game = refBoard(text, { ai });
	return { ...game, key: (node) => [...images(node.cells)].sort()[0] + node.toMove };
}

function settings(algorithm: SearchId, symmetry: boolean): SearchSettings {
	return { algorithm, depthLimit: null, symmetry };
}

/** Calls, positions stored and hits of a recorded trace. */
function traceFigures(trace: Trace) {
	let hits = 0;
	for (let id = 1; id <= trace.calls; id++) if (trace.kind(id) === 'hit') hits++;
	return { calls: trace.calls, positions: trace.tableSize, hits, score: trace.rootScore };
}

function referenceFigures(game: RefGame<RefBoard>, algorithm: 'memo' | 'alphabeta-table') {
	const { calls, positions, hits, score } = refSearch(game, algorithm);
	return { calls, positions, hits, score };
}

describe('memo with symmetry on the empty board', () => {
	const reference = referenceFigures(symmetricBoard('.........'), 'memo');

	it('the reference stores the 765 essentially different positions in 2,271 calls', () => {
		expect(reference).toEqual({ calls: 2_271, positions: 765, hits: 2_271 - 765, score: 0 });
	});

	it('the recorded search matches the reference', () => {
		const trace = search(boardGame('.........'), settings('memo', true));
		expect(traceFigures(trace)).toEqual(reference);
	});
});

describe('the article board, and a board with hits, under each table search', () => {
	// The article's board meets no position twice; XO..X.... (X to move) meets many.
	const cases = [
		{ board: ARTICLE_BOARD, algorithm: 'memo', symmetry: false, calls: 9, positions: 9, hits: 0 },
		{ board: ARTICLE_BOARD, algorithm: 'memo', symmetry: true, calls: 9, positions: 9, hits: 0 },
		{
			board: ARTICLE_BOARD,
			algorithm: 'alphabeta-table',
			symmetry: false,
			calls: 8,
			positions: 8,
			hits: 0
		},
		{
			board: ARTICLE_BOARD,
			algorithm: 'alphabeta-table',
			symmetry: true,
			calls: 8,
			positions: 8,
			hits: 0
		},
		{
			board: 'XO..X....',
			algorithm: 'memo',
			symmetry: false,
			calls: 395,
			positions: 220,
			hits: 175
		},
		{
			board: 'XO..X....',
			algorithm: 'memo',
			symmetry: true,
			calls: 296,
			positions: 145,
			hits: 151
		},
		{
			board: 'XO..X....',
			algorithm: 'alphabeta-table',
			symmetry: false,
			calls: 155,
			positions: 108,
			hits: 44
		},
		{
			board: 'XO..X....',
			algorithm: 'alphabeta-table',
			symmetry: true,
			calls: 119,
			positions: 75,
			hits: 37
		}
	] as const;
	for (const { board, algorithm, symmetry, ...figures } of cases) {
		it(`${board} ${algorithm}${symmetry ? ' with symmetry' : ''}: ${figures.calls} calls, ${figures.positions} positions, ${figures.hits} hits`, () => {
			const game = symmetry ? symmetricBoard(board) : refBoard(board);
			const reference = referenceFigures(game, algorithm);
			expect(reference).toEqual({ ...figures, score: 10 });
			const trace = search(boardGame(board), settings(algorithm, symmetry));
			expect(traceFigures(trace)).toEqual(reference);
		});
	}
});

/** Every position a game from the empty board can reach, as 9 characters (5,478 of them). */
function reachableBoards(): string[] {
	const game = refBoard('.........');
	const seen = new Set<string>();
	const walk = (node: RefBoard): void => {
		if (seen.has(node.cells)) return;
		seen.add(node.cells);
		for (const child of game.children(node)) walk(child);
	};
	walk(game.root);
	return [...seen];
}

/** Minimax's value of every position for one AI, remembered across positions (its value depends on the board alone). */
function minimaxValues(ai: Mark): (cells: string) => number {
	const known = new Map<string, number>();
	const value = (game: RefGame<RefBoard>, node: RefBoard): number => {
		const seen = known.get(node.cells);
		if (seen !== undefined) return seen;
		const children = game.children(node);
		const values = children.map((child) => value(game, child));
		const found =
			children.length === 0
				? game.value(node)
				: game.isMax(node)
					? Math.max(...values)
					: Math.min(...values);
		known.set(node.cells, found);
		return found;
	};
	return (cells) => {
		const game = refBoard(cells, { ai });
		return value(game, game.root);
	};
}

/**
 * Alpha-beta with a table that stores every value as exact, even a value a cut left unfinished:
 * the mistake the bound types prevent. Returns the root's value and, for each call, what it stored.
 */
function exactOnly(game: RefGame<RefBoard>) {
	const table = new Map<string, number>();
	const stored: { call: number; cells: string; value: number; alpha: number; beta: number }[] = [];
	let calls = 0;
	const search = (node: RefBoard, alpha: number, beta: number): number => {
		const call = ++calls;
		const known = table.get(game.key(node));
		if (known !== undefined) return known;
		const [low, high] = [alpha, beta];
		const children = game.children(node);
		const max = game.isMax(node);
		let value = children.length === 0 ? game.value(node) : max ? -Infinity : Infinity;
		for (const child of children) {
			const found = search(child, alpha, beta);
			value = max ? Math.max(value, found) : Math.min(value, found);
			if (max) alpha = Math.max(alpha, value);
			else beta = Math.min(beta, value);
			if (alpha >= beta) break;
		}
		table.set(game.key(node), value);
		stored.push({ call, cells: node.cells, value, alpha: low, beta: high });
		return value;
	};
	return { value: search(game.root, -Infinity, Infinity), stored };
}

describe('alphabeta-table returns minimax’s value on every reachable position', () => {
	const boards = reachableBoards();

	it('finds the 5,478 positions', () => expect(boards).toHaveLength(5_478));

	for (const ai of ['X', 'O'] as const) {
		for (const symmetry of [false, true]) {
			it(`with ${ai} the AI${symmetry ? ', keyed up to symmetry' : ''}`, () => {
				const right = minimaxValues(ai);
				const wrong = boards.filter(
					(cells) =>
						countSearch(boardGame(cells, { ai }), settings('alphabeta-table', symmetry)).score !==
						right(cells)
				);
				expect(wrong).toEqual([]);
			});
		}
	}
});

describe('why the table stores bounds', () => {
	// The note's position: X to move on ..OXXO..., X the AI.
	const NOTE_BOARD = '..OXXO...';

	it('the note shows what this test finds', () => {
		expect(BOUNDS_EXAMPLE).toEqual({
			board: NOTE_BOARD,
			slip: 'XOOXXO.X.',
			call: 5,
			wrong: exactOnly(refBoard(NOTE_BOARD)).value,
			right: minimaxValues('X')(NOTE_BOARD),
			stored: 10,
			truth: minimaxValues('X')('XOOXXO.X.'),
			alpha: 10
		});
	});

	it('storing every value as exact gets 29 positions wrong for each AI', () => {
		for (const ai of ['X', 'O'] as const) {
			const right = minimaxValues(ai);
			const wrong = reachableBoards().filter(
				(cells) => exactOnly(refBoard(cells, { ai })).value !== right(cells)
			);
			expect(wrong).toHaveLength(29);
			expect(wrong).toContain(NOTE_BOARD);
		}
	});

	it('on the note’s board it answers +10 where minimax and alphabeta-table answer 0', () => {
		const { value, stored } = exactOnly(refBoard(NOTE_BOARD));
		expect(value).toBe(10);
		expect(minimaxValues('X')(NOTE_BOARD)).toBe(0);
		const game = boardGame(NOTE_BOARD);
		const trace = search(game, settings('alphabeta-table', false));
		expect(trace.rootScore).toBe(0);
		// The first wrong entry: FC5, O to move on XOOXXO.X., stops after one move with +10
		// because X already holds +10 (alpha). O wins there (-10): +10 was only an upper bound.
		const first = stored.find((entry) => entry.value !== minimaxValues('X')(entry.cells));
		expect(first).toEqual({ call: 5, cells: 'XOOXXO.X.', value: 10, alpha: 10, beta: Infinity });
		expect(minimaxValues('X')('XOOXXO.X.')).toBe(-10);
		expect(game.board(trace.position(5))).toBe('XOOXXO.X.');
		expect([trace.score(5), trace.bound(5)]).toEqual([10, UPPER]);
	});
});
