import {
	ALL_COLUMNS,
	COLUMNS,
	EMPTY_BOARD,
	POSITION_BITS,
	ROWS,
	discCells,
	fullColumns,
	hasFour,
	highWord,
	lowWord,
	parity
} from './bits';
import { boardRows, discCount, drop, heightOf, mirror, sideToMove, winnerOf } from './board';
import { EVALUATION_LIMIT, WIN_BASE, clampEvaluation, windowBalance } from './eval';
import { InputError } from '../../engine/errors';
import { declaredRange, type Game, type Move, type Position } from '../../engine/game';
import { clip } from '../../engine/quote';
import type { Mark } from '../../engine/game';
import { CONNECT4_DEFAULT_DEPTH } from './entry';

/**
 * Connect Four on 7 columns of 6 rows. X moves first, O second; the AI (the maximiser, X unless
 * told otherwise) may be either. A move is a column, 0-6 from the left (people and move strings
 * count 1-7). The game ends at four in a row in any direction or at a full board.
 *
 * Position layout (49 bits, see bits.ts): column c owns bits 7c to 7c + 6, row r (0 at
 * the bottom) is bit 7c + r. Below the column's top disc a bit is 1 for X and 0 for O; the bit
 * above the top disc is a sentinel 1, and higher bits are 0. Every position is a distinct whole
 * number below 2^49, exact in a double, so it is its own table key; it does not fit 32 bits
 * (`positionBits`). Whose turn it is follows from the disc count: X moves when it is even.
 *
 * Scores, from the AI's side: a win is worth WIN_BASE (100) plus the cells still empty after
 * the winning disc, so a quicker win scores more (at most 135, a win on the 7th disc); a loss
 * the same negated; a full board 0. The empty cells depend only on the position, not on where
 * the search started, so a position scores the same from every root. The evaluation at a depth
 * limit (eval.ts) stays within ±90, below every win.
 *
 * A position has many move strings, so a game keeps the string it was read from (`rootMoves`)
 * and writes a later position as that string plus the path the search took (`moveString`).
 *
 * Reading a position (discs, turns, wins, the board as text, the mirror) is in board.ts,
 * the evaluation in eval.ts.
 */

/** Cells on the board: the most moves a game can have. */
export const CELLS = COLUMNS * ROWS;
/** A win needs four of one side's discs, so at least seven discs are down. */
const FEWEST_DISCS_AT_A_WIN = 7;

export { CONNECT4_DEFAULT_DEPTH };

/** The ordered search's column order: centre first, then outwards, left before right. */
export const CENTRE_FIRST: readonly Move[] = Object.freeze([3, 2, 4, 1, 5, 0, 6]);

/**
 * Every score a Connect Four game can give, ascending: 36 losses, 181 evaluations, 36 wins. With
 * the two infinities that is 255 values, so a trace keeps a score's rank in one byte.
 */
function scoreSet(): readonly number[] {
	const evaluations = Array.from(
		{ length: 2 * EVALUATION_LIMIT + 1 },
		(_, index) => index - EVALUATION_LIMIT
	);
	const wins = Array.from(
		{ length: CELLS - FEWEST_DISCS_AT_A_WIN + 1 },
		(_, empty) => WIN_BASE + empty
	);
	return Object.freeze([...wins.map((win) => -win).reverse(), ...evaluations, ...wins]);
}
const SCORES = scoreSet();

/** For every 7-bit set of open columns: their indexes, left to right. */
const COLUMNS_OF: readonly (readonly Move[])[] = Array.from({ length: 1 << COLUMNS }, (_, open) =>
	Object.freeze(
		Array.from({ length: COLUMNS }, (_, column) => column).filter((column) => (open >> column) & 1)
	)
);
const NO_MOVES: readonly Move[] = Object.freeze([]);

export class ConnectFour implements Game {
	readonly kind = 'connect4';
	readonly root: Position;
	readonly scores: readonly number[] = SCORES;
	readonly moveLimit = COLUMNS;
	/** Bits a position needs: more than a 32-bit column holds (traces keep them in doubles). */
	readonly positionBits = POSITION_BITS;
	/** No game lasts longer than the board has cells. */
	readonly maxPlies = CELLS;
	/** The whole game is far too big to search: a search stops this deep unless told otherwise. */
	readonly defaultDepthLimit = CONNECT4_DEFAULT_DEPTH;
	/** The identity and the left-right mirror, for a table keyed up to symmetry. */
	readonly symmetries = 2;
	/** The side the AI (the maximiser) plays. */
	readonly ai: Mark;
	/** The move string the root was read from (columns 1-7; "" for the empty board). */
	readonly rootMoves: string;

	// The last position looked at, so `isTerminal`, `isMaximizing` and `moves` on one position
	// (as a search asks them, in a row) read its bits once.
	#seen: Position = -1;
	/** Its open columns as a 7-bit set; 0 when the game is over. */
	#seenOpen = 0;
	#seenXToMove = true;

	/** Use `connect4Game` to read one from a move string; this trusts the position it is given. */
	constructor(root: Position, ai: Mark = 'X', rootMoves = '') {
		this.root = root;
		this.ai = ai;
		this.rootMoves = rootMoves;
	}

	#look(position: Position): void {
		if (position === this.#seen) return;
		const low = lowWord(position);
		const high = highWord(position);
		const discsLow = discCells(low);
		const discsHigh = discCells(high);
		const xToMove = parity(discsLow ^ discsHigh) === 0;
		// Only the side that just moved can have made four in a row.
		const won = xToMove
			? hasFour(discsLow & ~low, discsHigh & ~high)
			: hasFour(low & discsLow, high & discsHigh);
		this.#seen = position;
		this.#seenXToMove = xToMove;
		this.#seenOpen = won ? 0 : ALL_COLUMNS & ~fullColumns(low, high);
	}

	toMove(position: Position): Mark {
		this.#look(position);
		return this.#seenXToMove ? 'X' : 'O';
	}

	isMaximizing(position: Position): boolean {
		return this.toMove(position) === this.ai;
	}

	player(position: Position): string {
		return this.toMove(position);
	}

	/** The open columns, left to right; none once the game is over. */
	moves(position: Position): readonly Move[] {
		this.#look(position);
		return COLUMNS_OF[this.#seenOpen] ?? NO_MOVES;
	}

	play(position: Position, move: Move): Position {
		// Between two children the search looks at the first child's subtree, so the parent is
		// seldom the position `#look` holds: work out only the turn here, not the win test.
		const xToMove =
			position === this.#seen
				? this.#seenXToMove
				: parity(discCells(lowWord(position)) ^ discCells(highWord(position))) === 0;
		return drop(position, move, xToMove ? 'X' : 'O');
	}

	isTerminal(position: Position): boolean {
		this.#look(position);
		return this.#seenOpen === 0;
	}

	score(position: Position): number {
		const winner = winnerOf(position);
		if (winner === null) return 0;
		const win = WIN_BASE + CELLS - discCount(position);
		return winner === this.ai ? win : -win;
	}

	/**
	 * The depth limit's estimate of a position that is not over, from the AI's side: open
	 * windows of four, weighted by the discs in them (eval.ts), within ±90.
	 */
	evaluate(position: Position): number {
		const balance = windowBalance(position);
		return clampEvaluation(this.ai === 'X' ? balance : -balance);
	}

	/** Its worst loss and best win, and its estimates' range under a depth limit (`Game.valueBounds`). */
	valueBounds(estimating: boolean): readonly [number, number] {
		return declaredRange(this, estimating);
	}

	/** Centre first (`CENTRE_FIRST`): the ordered search's order. */
	preferredMoves(position: Position): readonly Move[] {
		const open = this.moves(position);
		return CENTRE_FIRST.filter((column) => open.includes(column));
	}

	/** The position itself (0) or mirrored left to right (1). */
	transform(position: Position, symmetry: number): Position {
		return symmetry === 0 ? position : mirror(position);
	}

	/** The board as 42 characters, top row first, each row left to right: `X`, `O` or `.`. */
	board(position: Position): string {
		return boardRows(position).join('');
	}

	/** The move string of the position `path` (columns 0-6) leads to from the root. */
	moveString(path: readonly Move[]): string {
		return this.rootMoves + path.map((column) => String(column + 1)).join('');
	}
}

/** The columns a move string may use, 1-7, and the column (0-6) each names. */
const COLUMN_OF: ReadonlyMap<string, number> = new Map(
	Array.from({ length: COLUMNS }, (_, column) => [String(column + 1), column])
);

/** Digits as a Chinese or Japanese input method types them, ０-９ (U+FF10-U+FF19). */
const FULL_WIDTH_DIGIT = /[\uff10-\uff19]/g;

export interface Connect4Options {
	/** The maximiser; X by default. */
	ai?: Mark;
}

/**
 * Reads a move string (`4453`: the columns played from the empty board, 1-7 from the left, as
 * Connect Four solvers write them; "" for the empty board) and returns the game from the
 * position it reaches. Spaces around it are ignored, and full-width digits (as a Chinese input
 * method types them) read as digits. Throws `InputError` with the reason otherwise.
 */
export function connect4Game(moves: string, options: Connect4Options = {}): ConnectFour {
	const text = moves
		.trim()
		.replace(FULL_WIDTH_DIGIT, (digit) => String(digit.charCodeAt(0) - 0xff10));
	let length = 0;
	for (let at = 0; at < text.length; at++) {
		// Count characters, not UTF-16 units: a pair of surrogates is one character.
		const code = text.charCodeAt(at);
		if (code < 0xdc00 || code > 0xdfff) length++;
	}
	if (length > CELLS) throw new InputError('connect4TooLong', { length, limit: CELLS });
	let position = EMPTY_BOARD;
	let winner: Mark | null = null;
	let wonAt = 0;
	let move = 0;
	for (const char of text) {
		move++;
		const column = COLUMN_OF.get(char);
		if (column === undefined) throw new InputError('connect4BadColumn', { move, char: clip(char) });
		if (winner !== null) throw new InputError('connect4AfterWin', { move, winner, wonAt });
		if (heightOf(position, column) === ROWS) {
			throw new InputError('connect4FullColumn', { move, column: column + 1, rows: ROWS });
		}
		const side = sideToMove(position);
		position = drop(position, column, side);
		if (winnerOf(position) !== null) {
			winner = side;
			wonAt = move;
		}
	}
	return new ConnectFour(position, options.ai ?? 'X', text);
}
