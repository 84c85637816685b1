import { InputError } from '../../engine/errors';
import { declaredRange, type Game, type Mark, type Move, type Position } from '../../engine/game';
import { clip, quoteInput } from '../../engine/quote';

/**
 * Tic-tac-toe with the conventions of the freeCodeCamp minimax article: cells 0-8 row by
 * row, the AI maximises and the other player minimises, empty cells are tried in ascending
 * order, and a position is scored in the article's order: the other player's line -10,
 * the AI's line +10, a full board 0.
 *
 * Position layout (19 bits): bits 0-8 hold X's cells, bits 9-17 O's cells, bit 18 is set
 * when O is to move.
 */

export type { Mark };

/**
 * How finished games score: the freeCodeCamp article's ±10 (0 for a draw), article 002's ±1, or
 * depth-aware ±(10 − moves played since the root), which makes a quicker win worth more.
 */
export type Scoring = 'article' | 'unit' | 'depth';
export const SCORINGS: readonly Scoring[] = ['article', 'unit', 'depth'];

const SCORES: Record<Scoring, readonly number[]> = {
	article: [-10, 0, 10],
	unit: [-1, 0, 1],
	depth: Array.from({ length: 21 }, (_, index) => index - 10)
};

const FULL = 0b111_111_111;
const O_SHIFT = 9;
const O_TO_MOVE = 1 << 18;

/** The eight lines of three, as cell indexes. */
export const LINES: readonly (readonly [number, number, number])[] = [
	[0, 1, 2],
	[3, 4, 5],
	[6, 7, 8],
	[0, 3, 6],
	[1, 4, 7],
	[2, 5, 8],
	[0, 4, 8],
	[2, 4, 6]
];

/**
 * For every 9-bit set of cells: does it contain a full line? One lookup per test. Marked line by
 * line over each line's supersets: built as the page loads, a test of every line per set took
 * 8 ms at 4x CPU of the first view (issue 45).
 */
const HAS_LINE = new Uint8Array(FULL + 1);
for (const [a, b, c] of LINES) {
	const line = (1 << a) | (1 << b) | (1 << c);
	for (let mask = line; mask <= FULL; mask = (mask + 1) | line) HAS_LINE[mask] = 1;
}
/** For every 9-bit set of empty cells: its cell indexes in ascending order. */
const CELLS_OF = new Array<readonly Move[]>(FULL + 1);
for (let mask = 0; mask <= FULL; mask++) {
	const cells: Move[] = [];
	for (let cell = 0; cell < 9; cell++) if (mask & (1 << cell)) cells.push(cell);
	CELLS_OF[mask] = Object.freeze(cells);
}
const NO_MOVES: readonly Move[] = Object.freeze([]);

const xCells = (position: Position): number => position & FULL;
const oCells = (position: Position): number => (position >>> O_SHIFT) & FULL;

/** How many marks are on the board. */
const marksOn = (position: Position): number =>
	(CELLS_OF[xCells(position)]?.length ?? 0) + (CELLS_OF[oCells(position)]?.length ?? 0);

/** True when the set of cells (9-bit mask) holds three in a row. */
export function hasLine(cells: number): boolean {
	return HAS_LINE[cells & FULL] === 1;
}

/** Centre, corners, edges: the cells most lines pass through first (the ordered search's order). */
const PREFERRED_CELLS: readonly Move[] = [4, 0, 2, 6, 8, 1, 3, 5, 7];

/**
 * The board's 8 symmetries as cell maps (`SYMMETRY_CELLS[k][cell]` is where `cell` goes): the
 * identity, the turns by 90°, 180° and 270°, and the mirrors in the vertical, horizontal and two
 * diagonal axes.
 */
const SYMMETRY_CELLS: readonly (readonly number[])[] = [
	[0, 1, 2, 3, 4, 5, 6, 7, 8],
	[2, 5, 8, 1, 4, 7, 0, 3, 6],
	[8, 7, 6, 5, 4, 3, 2, 1, 0],
	[6, 3, 0, 7, 4, 1, 8, 5, 2],
	[2, 1, 0, 5, 4, 3, 8, 7, 6],
	[6, 7, 8, 3, 4, 5, 0, 1, 2],
	[0, 3, 6, 1, 4, 7, 2, 5, 8],
	[8, 5, 2, 7, 4, 1, 6, 3, 0]
];

/**
 * For each symmetry and 9-bit set of cells, the set's image: two lookups move a whole board. Made
 * on first use (36,864 steps a page without a symmetry table need not take while it loads).
 */
let symmetryMasks: readonly Uint16Array[] | null = null;
const symmetryMasksOf = (k: number): Uint16Array =>
	(symmetryMasks ??= SYMMETRY_CELLS.map((cells) => {
		const images = new Uint16Array(FULL + 1);
		for (let mask = 0; mask <= FULL; mask++) {
			let image = 0;
			for (let cell = 0; cell < 9; cell++) if (mask & (1 << cell)) image |= 1 << (cells[cell] ?? 0);
			images[mask] = image;
		}
		return images;
	}))[k] as Uint16Array;

/** The lines a side can still complete: those holding none of the other side's cells. */
/**
 * The estimate at a depth limit: `lines`, the lines still open to the AI minus those open to the
 * opponent (the default); `aima`, AIMA's exercise 5.9, Eval = 3X₂ + X₁ − (3O₂ + O₁), where Xₙ
 * counts the lines holding n of the AI's marks and none of the opponent's (Oₙ the opponent's).
 */
export const EVALUATIONS = ['lines', 'aima'] as const;
export type Evaluation = (typeof EVALUATIONS)[number];

/** AIMA's 3X₂ + X₁ for the marks `own` against `other`: lines with two, three times; with one, once. */
function weightedLinesOf(own: number, other: number): number {
	let sum = 0;
	for (const [a, b, c] of LINES) {
		const line = (1 << a) | (1 << b) | (1 << c);
		if (other & line) continue;
		const marks = ((own >> a) & 1) + ((own >> b) & 1) + ((own >> c) & 1);
		sum += marks === 2 ? 3 : marks;
	}
	return sum;
}

function linesFreeOf(other: number): number {
	let open = 0;
	for (const [a, b, c] of LINES) if (!(other & ((1 << a) | (1 << b) | (1 << c)))) open++;
	return open;
}

export class TicTacToe implements Game {
	/** The format's word for tic-tac-toe (links, trace files): see `TicTacToeSource`. */
	readonly kind = 'board';
	readonly root: Position;
	readonly scores: readonly number[];
	readonly estimates: readonly number[];
	readonly moveLimit = 9;
	readonly maxPlies = 9;
	readonly symmetries = SYMMETRY_CELLS.length;
	/** The mark the AI (the maximiser) plays. */
	readonly ai: Mark;
	readonly scoring: Scoring;
	readonly evaluation: Evaluation;
	readonly #rootMarks: number;

	/** Use `boardGame` to build one from text; this trusts a position that is already valid. */
	constructor(
		root: Position,
		ai: Mark,
		scoring: Scoring = 'article',
		evaluation: Evaluation = 'lines'
	) {
		this.root = root;
		this.ai = ai;
		this.scoring = scoring;
		this.evaluation = evaluation;
		this.scores = SCORES[scoring];
		// AIMA's figures are the book's own, unscaled: -24 to 24 (each line at most ±3).
		this.estimates =
			evaluation === 'aima'
				? Array.from({ length: 49 }, (_, index) => index - 24)
				: Array.from({ length: 17 }, (_, index) => this.#scaleEstimate(index - 8));
		this.#rootMarks = marksOn(root);
	}

	toMove(position: Position): Mark {
		return position & O_TO_MOVE ? 'O' : 'X';
	}

	isMaximizing(position: Position): boolean {
		return this.toMove(position) === this.ai;
	}

	player(position: Position): string {
		return this.toMove(position);
	}

	moves(position: Position): readonly Move[] {
		if (this.isTerminal(position)) return NO_MOVES;
		return CELLS_OF[FULL & ~(xCells(position) | oCells(position))] ?? NO_MOVES;
	}

	play(position: Position, move: Move): Position {
		return position & O_TO_MOVE
			? (position | (1 << (move + O_SHIFT))) & ~O_TO_MOVE
			: position | (1 << move) | O_TO_MOVE;
	}

	isTerminal(position: Position): boolean {
		const x = xCells(position);
		const o = oCells(position);
		return HAS_LINE[x] === 1 || HAS_LINE[o] === 1 || (x | o) === FULL;
	}

	score(position: Position): number {
		const aiIsX = this.ai === 'X';
		const ai = aiIsX ? xCells(position) : oCells(position);
		const other = aiIsX ? oCells(position) : xCells(position);
		const win =
			this.scoring === 'article'
				? 10
				: this.scoring === 'unit'
					? 1
					: 10 - (marksOn(position) - this.#rootMarks);
		if (HAS_LINE[other] === 1) return -win;
		if (HAS_LINE[ai] === 1) return win;
		return 0;
	}

	/**
	 * The depth limit's estimate: the lines still open to the AI (holding none of the opponent's
	 * marks) minus the lines still open to the opponent, between -8 and 8, times a tenth of the
	 * least win (so 1 under the ±10 scoring, 0.1 under ±1 and depth-aware): always strictly
	 * between a loss and a win, so a found result outranks every estimate.
	 */
	evaluate(position: Position): number {
		const aiIsX = this.ai === 'X';
		const ai = aiIsX ? xCells(position) : oCells(position);
		const other = aiIsX ? oCells(position) : xCells(position);
		if (this.evaluation === 'aima') return weightedLinesOf(ai, other) - weightedLinesOf(other, ai);
		return this.#scaleEstimate(linesFreeOf(other) - linesFreeOf(ai));
	}

	#scaleEstimate(lines: number): number {
		return this.scoring === 'article' ? lines : lines / 10;
	}

	/** Its worst loss and best win, and its estimates' range under a depth limit (`Game.valueBounds`). */
	valueBounds(estimating: boolean): readonly [number, number] {
		return declaredRange(this, estimating);
	}

	preferredMoves(position: Position): readonly Move[] {
		const moves = this.moves(position);
		return PREFERRED_CELLS.filter((cell) => moves.includes(cell));
	}

	/** The position under symmetry `k` (`SYMMETRY_CELLS`); the side to move stays. */
	transform(position: Position, k: number): Position {
		const images = symmetryMasksOf(k);
		return (
			(position & O_TO_MOVE) |
			((images[oCells(position)] ?? 0) << O_SHIFT) |
			(images[xCells(position)] ?? 0)
		);
	}

	/** The board as 9 characters, row by row: `X`, `O` or `.` for an empty cell. */
	board(position: Position): string {
		let text = '';
		for (let cell = 0; cell < 9; cell++) text += markAt(position, cell) ?? '.';
		return text;
	}
}

/** The mark in `cell`, or null when it is empty. */
export function markAt(position: Position, cell: number): Mark | null {
	if (position & (1 << cell)) return 'X';
	if (position & (1 << (cell + O_SHIFT))) return 'O';
	return null;
}

export interface BoardOptions {
	/**
	 * The side to move; by default the side with fewer marks, and on equal counts X, unless X
	 * already holds a line (then the game ended on X's move, so O is to move).
	 */
	toMove?: Mark;
	/** The maximiser; X by default. */
	ai?: Mark;
	/** How finished games score; the article's ±10 by default. */
	scoring?: Scoring;
	/** The estimate at a depth limit; open lines by default. */
	evaluation?: Evaluation;
}

/** The game as tic-tac-toe: a board's views are only ever handed boards. */
export function ticTacToe(game: Game): TicTacToe {
	if (game instanceof TicTacToe) return game;
	throw new TypeError('A board view was handed another kind of game.');
}

/**
 * Reads a board written as 9 characters (`X`, `O`, `.`; row by row) or in the article's
 * array form (`["O",1,"X","X",4,"X",6,"O","O"]`: a mark, or the cell's own index when empty),
 * checks that a game could reach it, and returns the game ready to search.
 * Throws `InputError` with the reason otherwise.
 */
export function boardGame(text: string, options: BoardOptions = {}): TicTacToe {
	const cells = readCells(text);
	let x = 0;
	let o = 0;
	cells.forEach((mark, cell) => {
		if (mark === 'X') x |= 1 << cell;
		if (mark === 'O') o |= 1 << cell;
	});
	const toMove = checkPosition(x, o, options.toMove);
	const root = x | (o << O_SHIFT) | (toMove === 'O' ? O_TO_MOVE : 0);
	return new TicTacToe(
		root,
		options.ai ?? 'X',
		options.scoring ?? 'article',
		options.evaluation ?? 'lines'
	);
}

function readCells(text: string): (Mark | null)[] {
	const trimmed = text.trim();
	if (trimmed.startsWith('[')) return readArrayForm(trimmed);
	const chars = [...trimmed];
	if (chars.length !== 9) {
		throw new InputError('boardCellCount', { board: clip(trimmed), cells: chars.length });
	}
	return chars.map((char, cell) => {
		const upper = char.toUpperCase();
		if (upper === 'X' || upper === 'O') return upper;
		if (char === '.') return null;
		throw new InputError('boardBadCell', { cell, char: clip(char) });
	});
}

function readArrayForm(text: string): (Mark | null)[] {
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		throw new InputError('boardArrayJson', { board: clip(text) });
	}
	if (!Array.isArray(value) || value.length !== 9) {
		const length = Array.isArray(value) ? value.length : 0;
		throw new InputError('boardArrayLength', { items: length });
	}
	return value.map((item: unknown, cell) => {
		if (item === 'X' || item === 'O') return item;
		if (item === cell) return null;
		// A string is quoted, anything else shown as JSON: both cut short.
		const shown = typeof item === 'string' ? quoteInput(item) : clip(JSON.stringify(item));
		throw new InputError('boardArrayItem', { index: cell, item: shown });
	});
}

/** Applies the rules a reachable position obeys and settles who is to move. */
function checkPosition(x: number, o: number, toMove: Mark | undefined): Mark {
	const xs = CELLS_OF[x]?.length ?? 0;
	const os = CELLS_OF[o]?.length ?? 0;
	if (Math.abs(xs - os) > 1) {
		throw new InputError('boardMarkCounts', { xs, os });
	}
	const xWon = HAS_LINE[x] === 1;
	const oWon = HAS_LINE[o] === 1;
	if (xWon && oWon) {
		throw new InputError('boardBothLines');
	}
	const fewer: Mark | null = xs < os ? 'X' : os < xs ? 'O' : null;
	if (toMove !== undefined && fewer !== null && toMove !== fewer) {
		const more = fewer === 'X' ? 'O' : 'X';
		throw new InputError('boardWrongMover', { more, fewer, toMove });
	}
	// A line ends the game on its owner's move, so the owner moved last and is not to move.
	const winner: Mark | null = xWon ? 'X' : oWon ? 'O' : null;
	const loser: Mark | null = winner === 'X' ? 'O' : winner === 'O' ? 'X' : null;
	if (winner !== null && loser !== null && fewer === winner) {
		throw new InputError('boardPlayedOn', { winner, loser });
	}
	if (winner !== null && loser !== null && toMove === winner) {
		throw new InputError('boardWinnerToMove', { winner, loser });
	}
	return toMove ?? fewer ?? loser ?? 'X';
}
