import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError, type Game, type Mark, type Position } from '../../../../src/lib/engine/index';
import { fitsUint32, positionBitsOf } from '../../../../src/lib/engine/position-bits';
import { boardGame } from '../../../../src/lib/games/tictactoe/rules';
import { CENTRE_FIRST, connect4Game, ConnectFour } from '../../../../src/lib/games/connect4/rules';
import {
	boardRows,
	discAt,
	discCount,
	mirror,
	winnerOf,
	winningLines
} from '../../../../src/lib/games/connect4/board';
import { parseTree } from '../../../../src/lib/games/tree/rules';
import { connect4 as connect4Notes } from '../../../../src/lib/games/connect4/view/messages';

/** Every four-cell line on the board, as [column, row] cells, found on the grid. */
function gridWindows(): [number, number][][] {
	const found: [number, number][][] = [];
	for (const [dc, dr] of [
		[1, 0],
		[0, 1],
		[1, 1],
		[1, -1]
	] as const) {
		for (let column = 0; column < 7; column++) {
			for (let row = 0; row < 6; row++) {
				const cells: [number, number][] = [0, 1, 2, 3].map((k) => [column + k * dc, row + k * dr]);
				if (cells.every(([c, r]) => c >= 0 && c < 7 && r >= 0 && r < 6)) found.push(cells);
			}
		}
	}
	return found;
}
const GRID_WINDOWS = gridWindows();

/**
 * An independent Connect Four for checking the bitboard one: a plain grid (grid[column][row],
 * row 0 at the bottom), the rules read off the board cell by cell, and its own copy of the
 * scoring and evaluation rules (win = 100 + empty cells; open windows worth 1, 3, 9; ±90).
 */
class Reference {
	readonly grid: (Mark | null)[][] = Array.from({ length: 7 }, () =>
		Array<Mark | null>(6).fill(null)
	);
	readonly history: number[] = [];

	static of(moves: string): Reference {
		const game = new Reference();
		for (const char of moves) game.play(Number(char) - 1);
		return game;
	}

	get toMove(): Mark {
		return this.history.length % 2 === 0 ? 'X' : 'O';
	}

	height(column: number): number {
		return this.grid[column]?.filter((cell) => cell !== null).length ?? 0;
	}

	at(column: number, row: number): Mark | null {
		if (column < 0 || column > 6 || row < 0 || row > 5) return null;
		return this.grid[column]?.[row] ?? null;
	}

	play(column: number): void {
		const row = this.height(column);
		if (row > 5) throw new Error(`column ${column} is full`);
		(this.grid[column] as (Mark | null)[])[row] = this.toMove;
		this.history.push(column);
	}

	undo(): void {
		const column = this.history.pop() as number;
		(this.grid[column] as (Mark | null)[])[this.height(column) - 1] = null;
	}

	winner(): Mark | null {
		for (const cells of GRID_WINDOWS) {
			const marks = cells.map(([c, r]) => this.at(c, r));
			if (marks[0] && marks.every((mark) => mark === marks[0])) return marks[0];
		}
		return null;
	}

	/** Did the last disc make four? Only lines through it are looked at (fast, for counting). */
	lastMoveWon(): boolean {
		const column = this.history[this.history.length - 1];
		if (column === undefined) return false;
		const row = this.height(column) - 1;
		const mark = this.at(column, row);
		for (const [dc, dr] of [
			[1, 0],
			[0, 1],
			[1, 1],
			[1, -1]
		] as const) {
			let run = 1;
			for (let k = 1; this.at(column + k * dc, row + k * dr) === mark; k++) run++;
			for (let k = 1; this.at(column - k * dc, row - k * dr) === mark; k++) run++;
			if (run >= 4) return true;
		}
		return false;
	}

	over(): boolean {
		return this.winner() !== null || this.history.length === 42;
	}

	moves(): number[] {
		if (this.over()) return [];
		return [0, 1, 2, 3, 4, 5, 6].filter((column) => this.height(column) < 6);
	}

	score(ai: Mark): number {
		const winner = this.winner();
		if (winner === null) return 0;
		const win = 100 + 42 - this.history.length;
		return winner === ai ? win : -win;
	}

	evaluate(ai: Mark): number {
		const weights = [0, 1, 3, 9];
		let total = 0;
		for (const cells of GRID_WINDOWS) {
			const marks = cells.map(([c, r]) => this.at(c, r));
			const xs = marks.filter((mark) => mark === 'X').length;
			const os = marks.filter((mark) => mark === 'O').length;
			if (os === 0 && xs < 4) total += weights[xs] as number;
			if (xs === 0 && os < 4) total -= weights[os] as number;
		}
		const own = ai === 'X' ? total : -total;
		return Math.max(-90, Math.min(90, own)) + 0;
	}

	rows(): string[] {
		return [5, 4, 3, 2, 1, 0].map((row) =>
			[0, 1, 2, 3, 4, 5, 6].map((column) => this.at(column, row) ?? '.').join('')
		);
	}
}

/** The InputError `build` throws; fails the test otherwise. */
function refusal(build: () => unknown): InputError {
	try {
		build();
	} catch (error) {
		expect(error).toBeInstanceOf(InputError);
		return error as InputError;
	}
	throw new Error('the input was accepted');
}

/** Calls of a full-width tree cut at `depth`: every call counts, by its depth. */
function callsByDepth(game: Game, depth: number): number[] {
	const counts = Array<number>(depth + 1).fill(0);
	const walk = (position: Position, level: number): void => {
		counts[level] = (counts[level] as number) + 1;
		if (level === depth) return;
		for (const move of game.moves(position)) walk(game.play(position, move), level + 1);
	};
	walk(game.root, 0);
	return counts;
}

/** The same count on the reference grid. */
function referenceCallsByDepth(depth: number): number[] {
	const counts = Array<number>(depth + 1).fill(0);
	const game = new Reference();
	const walk = (level: number): void => {
		counts[level] = (counts[level] as number) + 1;
		if (level === depth || game.lastMoveWon() || game.history.length === 42) return;
		for (let column = 0; column < 7; column++) {
			if (game.height(column) === 6) continue;
			game.play(column);
			walk(level + 1);
			game.undo();
		}
	};
	walk(0);
	return counts;
}

/**
 * A position straight from its documented layout: column c is bits 7c-7c+6, row r bit 7c + r,
 * 1 for X and 0 for O under a sentinel 1. `rows` is the board top row first.
 */
function encode(rows: readonly string[]): Position {
	let position = 0;
	for (let column = 0; column < 7; column++) {
		let field = 0;
		let height = 0;
		for (let row = 0; row < rows.length; row++) {
			const mark = rows[rows.length - 1 - row]?.[column];
			if (mark === 'X') field |= 1 << row;
			if (mark === 'X' || mark === 'O') height = row + 1;
		}
		position += (field | (1 << height)) * 2 ** (7 * column);
	}
	return position;
}

/** A 42-move game that fills the board with no four in a row (checked below). */
const DRAW = '342331511171427477613723443665755652562624';

describe('Connect Four move strings', () => {
	it('read the columns 1-7 from the empty board, X first', () => {
		const game = connect4Game('4453');
		expect(boardRows(game.root)).toEqual([
			'.......',
			'.......',
			'.......',
			'.......',
			'...O...',
			'..OXX..'
		]);
		expect(game.board(game.root)).toBe(`${'.'.repeat(28)}...O.....OXX..`);
		expect(game.player(game.root)).toBe('X');
		expect(game.rootMoves).toBe('4453');
		expect(discAt(game.root, 3, 0)).toBe('X');
		expect(discAt(game.root, 3, 1)).toBe('O');
		expect(discAt(game.root, 3, 2)).toBeNull();
		expect(discCount(game.root)).toBe(4);
	});

	it('encode a position in the documented 49-bit layout', () => {
		// Columns 3 and 4 (bits 21 and 28 up), sentinels above each column's discs.
		const expected =
			2 ** 0 + 2 ** 7 + 2 ** 1 * 2 ** 14 + 0b101 * 2 ** 21 + 0b11 * 2 ** 28 + 2 ** 35 + 2 ** 42;
		expect(connect4Game('4453').root).toBe(expected);
		expect(connect4Game('4453').root).toBe(encode(['...O...', '..OXX..']));
		expect(connect4Game('').root).toBe(
			1 + 2 ** 7 + 2 ** 14 + 2 ** 21 + 2 ** 28 + 2 ** 35 + 2 ** 42
		);
		expect(connect4Game(DRAW).root).toBeLessThan(2 ** 49);
		expect(new ConnectFour(0).positionBits).toBe(49);
	});

	it('read the empty string as the empty board, ignore spaces around, and take full-width digits', () => {
		expect(boardRows(connect4Game('').root)).toEqual(Array(6).fill('.......'));
		expect(connect4Game('  4453 ').root).toBe(connect4Game('4453').root);
		expect(connect4Game('４４５３').root).toBe(connect4Game('4453').root);
		expect(connect4Game('４４５３').rootMoves).toBe('4453');
		expect(refusal(() => connect4Game('４４８')).params).toEqual([{ move: 3, char: '8' }]);
		expect(connect4Game('', { ai: 'O' }).ai).toBe('O');
		expect(connect4Game('').ai).toBe('X');
	});

	it('refuse a character that is not a column, saying which and where', () => {
		const eight = refusal(() => connect4Game('4458'));
		expect(eight.code).toBe('connect4BadColumn');
		expect(eight.params).toEqual([{ move: 4, char: '8' }]);
		expect(eight.message).toBe(
			'Move 4 is "8"; each move is a column from 1 to 7 (1 is the leftmost).'
		);
		expect(refusal(() => connect4Game('0')).params).toEqual([{ move: 1, char: '0' }]);
		expect(refusal(() => connect4Game('44 53')).params).toEqual([{ move: 3, char: ' ' }]);
		expect(refusal(() => connect4Game('4\n4')).params).toEqual([{ move: 2, char: '\\n' }]);
		expect(refusal(() => connect4Game('12x')).params).toEqual([{ move: 3, char: 'x' }]);
		// One character, though two UTF-16 units.
		expect(refusal(() => connect4Game('4\u{1F600}')).params).toEqual([
			{ move: 2, char: '\u{1F600}' }
		]);
	});

	it('refuse a disc in a full column, saying which move and which column', () => {
		const full = refusal(() => connect4Game('4444444'));
		expect(full.code).toBe('connect4FullColumn');
		expect(full.params).toEqual([{ move: 7, column: 4, rows: 6 }]);
		expect(full.message).toBe('Move 7 drops a disc in column 4, which is already full (6 discs).');
		expect(connect4Game('444444').moves(connect4Game('444444').root)).toEqual([0, 1, 2, 4, 5, 6]);
	});

	it('refuse a move after the game is won, saying which move and when it was won', () => {
		const late = refusal(() => connect4Game('12121213'));
		expect(late.code).toBe('connect4AfterWin');
		expect(late.params).toEqual([{ move: 8, winner: 'X', wonAt: 7 }]);
		expect(late.message).toBe(
			'Move 8 comes after the game is over: X made four in a row with move 7.'
		);
		// O's win on move 8, then one more.
		expect(refusal(() => connect4Game('712121215')).params).toEqual([
			{ move: 9, winner: 'O', wonAt: 8 }
		]);
		// Ending on the winning move is fine: the game is over there.
		expect(connect4Game('1212121').isTerminal(connect4Game('1212121').root)).toBe(true);
	});

	it('refuse more moves than cells', () => {
		const long = refusal(() => connect4Game(`${DRAW}1`));
		expect(long.code).toBe('connect4TooLong');
		expect(long.params).toEqual([{ length: 43, limit: 42 }]);
		expect(long.message).toBe(
			'The move string is 43 characters long, but a game has at most 42 moves (one per cell).'
		);
		expect(refusal(() => connect4Game('9'.repeat(5000))).params).toEqual([
			{ length: 5000, limit: 42 }
		]);
	});

	it('write a position back as the root string plus the path', () => {
		const game = connect4Game('44');
		expect(game.moveString([])).toBe('44');
		expect(game.moveString([4, 2])).toBe('4453');
		const played = game.play(game.play(game.root, 4), 2);
		expect(connect4Game(game.moveString([4, 2])).root).toBe(played);
	});

	it('round-trip random games: position, its move string, the same position', () => {
		fc.assert(
			fc.property(fc.array(fc.nat(6), { maxLength: 42 }), (choices) => {
				const game = connect4Game('');
				let position = game.root;
				const path: number[] = [];
				for (const choice of choices) {
					const moves = game.moves(position);
					if (moves.length === 0) break;
					const move = moves[choice % moves.length] as number;
					path.push(move);
					position = game.play(position, move);
				}
				expect(connect4Game(game.moveString(path)).root).toBe(position);
			}),
			{ numRuns: 300, seed: 16 }
		);
	});
});

describe('Connect Four moves and trees', () => {
	it('list open columns left to right, none once the game is over', () => {
		const game = connect4Game('');
		expect(game.moves(game.root)).toEqual([0, 1, 2, 3, 4, 5, 6]);
		expect(game.moveLimit).toBe(7);
		const won = connect4Game('1212121');
		expect(won.moves(won.root)).toEqual([]);
		const draw = connect4Game(DRAW);
		expect(draw.moves(draw.root)).toEqual([]);
		expect(draw.isTerminal(draw.root)).toBe(true);
		expect(draw.score(draw.root)).toBe(0);
		expect(Reference.of(DRAW).winner()).toBeNull();
		expect(Reference.of(DRAW).history.length).toBe(42);
		expect(CENTRE_FIRST).toEqual([3, 2, 4, 1, 5, 0, 6]);
	});

	it('make 19,608 calls at depth 5 and 960,793 at depth 7, level by level as the grid does', () => {
		const game = connect4Game('');
		const byDepth = callsByDepth(game, 7);
		expect(byDepth).toEqual([1, 7, 49, 343, 2_401, 16_807, 117_649, 823_536]);
		expect(byDepth.slice(0, 6).reduce((sum, calls) => sum + calls, 0)).toBe(19_608);
		expect(byDepth.reduce((sum, calls) => sum + calls, 0)).toBe(960_793);
		// The grid walks the same seven levels, where the first wins appear.
		expect(referenceCallsByDepth(7)).toEqual(byDepth);
		// Depth 8 (5,673,234 calls more, 6,634,027 in all) is pinned level by level on the
		// recorded search, which plays the same moves: tests/unit/engine/scale.test.ts.
	});

	it('count from a position in mid-game as the grid does', () => {
		const moves = '4453221';
		const byDepth = callsByDepth(connect4Game(moves), 4);
		const reference = Reference.of(moves);
		const counts = Array<number>(5).fill(0);
		const walk = (level: number): void => {
			counts[level] = (counts[level] as number) + 1;
			if (level === 4) return;
			for (const column of reference.moves()) {
				reference.play(column);
				walk(level + 1);
				reference.undo();
			}
		};
		walk(0);
		expect(byDepth).toEqual(counts);
		// X threatens 1-2-3-4 along the bottom at once, so some lines end early.
		expect(byDepth[4]).toBeLessThan(7 ** 4);
	});

	it('give the side to move and the maximiser from the disc count and the ai option', () => {
		const x = connect4Game('4');
		expect(x.player(x.root)).toBe('O');
		expect(x.isMaximizing(x.root)).toBe(false);
		const o = connect4Game('4', { ai: 'O' });
		expect(o.isMaximizing(o.root)).toBe(true);
		expect(o.isMaximizing(o.play(o.root, 0))).toBe(false);
	});
});

describe('Connect Four wins', () => {
	const lines: [string, Mark, [number, number][]][] = [
		// Across, at both edges of the bottom row and up the board.
		[
			'1122334',
			'X',
			[
				[0, 0],
				[1, 0],
				[2, 0],
				[3, 0]
			]
		],
		[
			'7766554',
			'X',
			[
				[3, 0],
				[4, 0],
				[5, 0],
				[6, 0]
			]
		],
		[
			'434231112',
			'X',
			[
				[0, 1],
				[1, 1],
				[2, 1],
				[3, 1]
			]
		],
		[
			'454657776',
			'X',
			[
				[3, 1],
				[4, 1],
				[5, 1],
				[6, 1]
			]
		],
		// Up, in the outer columns and at the top of a column.
		[
			'7172737',
			'X',
			[
				[6, 0],
				[6, 1],
				[6, 2],
				[6, 3]
			]
		],
		[
			'1211315171',
			'O',
			[
				[0, 2],
				[0, 3],
				[0, 4],
				[0, 5]
			]
		],
		// Rising to the right, from the corner.
		[
			'12233434464',
			'X',
			[
				[0, 0],
				[1, 1],
				[2, 2],
				[3, 3]
			]
		],
		// Falling to the right, to the corner.
		[
			'76655454424',
			'X',
			[
				[3, 3],
				[4, 2],
				[5, 1],
				[6, 0]
			]
		]
	];

	it.each(lines)('%s: %s has four in a row', (moves, winner, cells) => {
		const game = connect4Game(moves);
		expect(Reference.of(moves).winner()).toBe(winner);
		expect(winnerOf(game.root)).toBe(winner);
		expect(game.isTerminal(game.root)).toBe(true);
		expect(winningLines(game.root)[0]).toEqual(cells.map(([column, row]) => ({ column, row })));
	});

	it('find every one of the 69 lines, and no line that only looks like one in the bits', () => {
		const windows = GRID_WINDOWS;
		expect(windows.length).toBe(69);
		const onBoard = new Set(windows.map((cells) => JSON.stringify(cells)));
		// Each line alone, with O under its cells so the discs could stand there.
		const board = (cells: [number, number][]): string[] =>
			[5, 4, 3, 2, 1, 0].map((row) =>
				[0, 1, 2, 3, 4, 5, 6]
					.map((column) => {
						if (cells.some(([c, r]) => c === column && r === row)) return 'X';
						return cells.some(([c, r]) => c === column && r > row) ? 'O' : '.';
					})
					.join('')
			);
		for (const cells of windows) {
			const position = encode(board(cells));
			expect(winnerOf(position)).toBe('X');
			expect(
				winningLines(position).map((line) => JSON.stringify(line.map((c) => [c.column, c.row])))
			).toContain(JSON.stringify(cells));
		}
		// Four cells that would be a line if the columns were packed 6 rows apart with no spare
		// row (cell 6c + r; steps 1, 5, 6, 7): runs over the top of a column into the next, the
		// classic bitboard slip. None may count as four in a row.
		let lookalikes = 0;
		for (const step of [1, 5, 6, 7]) {
			for (let first = 0; first + 3 * step < 42; first++) {
				const cells = [0, 1, 2, 3].map((k): [number, number] => [
					Math.floor((first + k * step) / 6),
					(first + k * step) % 6
				]);
				if (onBoard.has(JSON.stringify(cells))) continue;
				lookalikes++;
				expect(winnerOf(encode(board(cells)))).not.toBe('X');
			}
		}
		expect(lookalikes).toBeGreaterThan(20);
	});

	it('score a quicker win higher, from either side, and every win beyond every evaluation', () => {
		const quick = connect4Game('1212121');
		expect(quick.score(quick.root)).toBe(135);
		expect(connect4Game('1212121', { ai: 'O' }).score(quick.root)).toBe(-135);
		const slow = connect4Game('7766554');
		expect(slow.score(slow.root)).toBe(135);
		const later = connect4Game('434231112');
		expect(later.score(later.root)).toBe(100 + 42 - 9);
		expect(connect4Game('1211315171').score(connect4Game('1211315171').root)).toBe(-(100 + 32));
		const scores = new ConnectFour(0).scores;
		expect(scores.length).toBe(253);
		expect([...scores].sort((a, b) => a - b)).toEqual(scores);
		expect(new Set(scores).size).toBe(253);
		const evaluations = scores.filter((score) => Math.abs(score) <= 90);
		const wins = scores.filter((score) => Math.abs(score) > 90);
		expect(evaluations.length).toBe(181);
		expect(Math.min(...wins.map(Math.abs))).toBe(100);
		expect(Math.max(...wins)).toBe(135);
	});
});

describe('Connect Four evaluation', () => {
	it('weighs open windows: 7 for a centre disc, -3 after the reply on top of it', () => {
		expect(connect4Game('').evaluate(connect4Game('').root)).toBe(0);
		// The centre bottom cell lies in 7 windows (4 across, 1 up, 2 diagonal).
		expect(connect4Game('4').evaluate(connect4Game('4').root)).toBe(7);
		// X keeps 6 windows; O's disc above opens 9 (4 across, 1 up, 2 on each diagonal).
		expect(connect4Game('44').evaluate(connect4Game('44').root)).toBe(-3);
		expect(connect4Game('44', { ai: 'O' }).evaluate(connect4Game('44').root)).toBe(3);
		// A corner disc lies in 3 windows.
		expect(connect4Game('1').evaluate(connect4Game('1').root)).toBe(3);
	});

	it('is symmetric under the mirror and changes sign with the AI', () => {
		const game = connect4Game('');
		const other = connect4Game('', { ai: 'O' });
		fc.assert(
			fc.property(fc.array(fc.nat(6), { maxLength: 42 }), (choices) => {
				let position = game.root;
				for (const choice of choices) {
					const moves = game.moves(position);
					if (moves.length === 0) break;
					position = game.play(position, moves[choice % moves.length] as number);
					expect(game.evaluate(mirror(position))).toBe(game.evaluate(position));
					expect(other.evaluate(position) + game.evaluate(position)).toBe(0);
					expect(mirror(mirror(position))).toBe(position);
					expect(boardRows(mirror(position))).toEqual(
						boardRows(position).map((row) => [...row].reverse().join(''))
					);
				}
			}),
			{ numRuns: 200, seed: 4 }
		);
		expect(mirror(connect4Game('1').root)).toBe(connect4Game('7').root);
	});
});

describe('Connect Four against the grid', () => {
	it('agrees on moves, the end, scores and evaluations along random games', () => {
		const games = { X: connect4Game(''), O: connect4Game('', { ai: 'O' }) } as const;
		const scores = new Set(games.X.scores);
		let positions = 0;
		fc.assert(
			fc.property(fc.array(fc.nat(6), { maxLength: 42 }), (choices) => {
				const reference = new Reference();
				let position = games.X.root;
				// Each position as the game and the grid see it, compared once a game (an expect per
				// fact and position spent half this test's time in expect).
				const seen: unknown[] = [];
				const wanted: unknown[] = [];
				for (const choice of [...choices, ...Array<number>(42).fill(3)]) {
					positions++;
					const moves = reference.moves();
					const over = reference.over();
					const values = (['X', 'O'] as const).map((ai) =>
						over ? games[ai].score(position) : games[ai].evaluate(position)
					);
					seen.push({
						moves: games.X.moves(position),
						over: games.X.isTerminal(position),
						player: games.X.player(position),
						winner: winnerOf(position),
						rows: boardRows(position),
						discs: discCount(position),
						values,
						scores: values.map((value) => scores.has(value))
					});
					wanted.push({
						moves,
						over,
						player: reference.toMove,
						winner: reference.winner(),
						rows: reference.rows(),
						discs: reference.history.length,
						values: (['X', 'O'] as const).map((ai) =>
							over ? reference.score(ai) : reference.evaluate(ai)
						),
						scores: [true, true]
					});
					if (moves.length === 0) break;
					const column = moves[choice % moves.length] as number;
					reference.play(column);
					position = games.X.play(position, column);
				}
				expect(seen).toEqual(wanted);
			}),
			{ numRuns: 300, seed: 42 }
		);
		expect(positions).toBeGreaterThan(5_000);
	});
});

describe('how many bits a position needs', () => {
	it('fits 32 bits for tic-tac-toe and trees, not for Connect Four', () => {
		expect(positionBitsOf(connect4Game(''))).toBe(49);
		expect(fitsUint32(connect4Game(''))).toBe(false);
		expect(fitsUint32(boardGame('.........'))).toBe(true);
		expect(fitsUint32(parseTree('[[1,2],[3]]'))).toBe(true);
	});
});

describe("Connect Four's notes", () => {
	it('give the evaluation and the scoring with the numbers the game uses, in both languages', () => {
		for (const lang of ['en', 'zh'] as const) {
			const { evaluationNote, scoringNote } = connect4Notes[lang];
			for (const figure of ['69', ' 1 ', ' 3 ', ' 9 ', '−90', ' 90']) {
				expect(evaluationNote).toContain(figure);
			}
			expect(scoringNote).toContain(' 100 ');
		}
		expect(connect4Notes.zh.name).toBe('四子棋');
	});
});
