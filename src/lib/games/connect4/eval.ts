import { COLUMN_BITS, COLUMNS, LOW_COLUMNS, ROWS, fieldHeight, highWord, lowWord } from './bits';
import type { Position } from '../../engine/game';

/**
 * Connect Four's evaluation: what a depth-limited search scores a position with when it stops
 * before the game is over.
 *
 * The board has 69 windows of four cells in a line (24 across, 21 up, 12 on each diagonal). A
 * window is still open for a side when the other side has no disc in it: that side could yet
 * fill it. Each open window is worth more the more discs it already holds:
 * `WINDOW_WEIGHTS[discs]` (1, 3 and 9 for one, two and three discs; an empty window is worth
 * nothing). The evaluation is X's open windows minus O's, from the maximiser's side, clamped
 * to ±`EVALUATION_LIMIT`, so that every win (at least `WIN_BASE`) scores beyond it.
 *
 * Why it works: centre cells sit in more windows than edge cells, so it favours the centre as
 * players do, and three discs with an open fourth cell (a threat) weigh most. It knows nothing
 * of whose turn it is or which threats can be played, which is what the search is for.
 */

/** What an open window is worth by the discs it holds (0-4); four in a row is a win, scored apart. */
export const WINDOW_WEIGHTS: readonly number[] = [0, 1, 3, 9, 0];
/** The evaluation stays within ±this. */
export const EVALUATION_LIMIT = 90;
/** A win scores WIN_BASE plus the empty cells left, so a quicker win scores more. */
export const WIN_BASE = 100;

/** A window: its four cells as bit indexes (7 × column + row), in line order. */
export type Window = readonly [number, number, number, number];

const cell = (column: number, row: number): number => column * COLUMN_BITS + row;

function windowsOf(): Window[] {
	const found: Window[] = [];
	// Across, up, rising to the right, falling to the right: [column step, row step].
	const directions = [
		[1, 0],
		[0, 1],
		[1, 1],
		[1, -1]
	] as const;
	for (const [across, up] of directions) {
		for (let column = 0; column < COLUMNS; column++) {
			for (let row = 0; row < ROWS; row++) {
				const endColumn = column + 3 * across;
				const endRow = row + 3 * up;
				if (endColumn >= COLUMNS || endRow < 0 || endRow >= ROWS) continue;
				found.push([
					cell(column, row),
					cell(column + across, row + up),
					cell(column + 2 * across, row + 2 * up),
					cell(column + 3 * across, row + 3 * up)
				]);
			}
		}
	}
	return found;
}

/** Every window of four on the board (69), across first, then up, rising, falling. */
export const WINDOWS: readonly Window[] = Object.freeze(windowsOf());

/** What a window is worth to X (negative: to O), by how many discs of each side it holds. */
function windowValue(xs: number, os: number): number {
	if (os === 0) return WINDOW_WEIGHTS[xs] ?? 0;
	if (xs === 0) return -(WINDOW_WEIGHTS[os] ?? 0);
	return 0;
}

/*
 * The fast form. Rather than visit 69 windows cell by cell, the evaluation gathers each line of
 * the board into a code, by column in base 3: digit c is 0 for an empty cell in column c, 1 for
 * X's disc, 2 for O's (3^7 = 2,187 codes). A line's windows are then one lookup by its whole
 * code (`WINDOWS_UP_TO`), in a table small enough to stay in the processor's nearest cache.
 *
 * The 18 lines: rows 0-5, the six rising diagonals long enough to hold a window (column - row
 * from -2 to 3), the six falling ones (column + row from 3 to 8). Two codes share a 32-bit word
 * (bits 0-11 and 12-23): words 0-2 hold the rows, 3-5 the rising diagonals, 6-8 the falling.
 * Columns (the vertical windows) are read whole from their 7-bit field.
 */
const LINE_WORDS = 9;
const CODES = 3 ** COLUMNS;
const CODE_BITS = 12;
const CODE_MASK = (1 << CODE_BITS) - 1;
const FIELDS = 1 << COLUMN_BITS;

/** For each column and field: that column's digits in each of the 9 line words. */
const COLUMN_LINES = new Int32Array(COLUMNS * FIELDS * LINE_WORDS);
/** For each field: the worth of the column's three vertical windows. */
const COLUMN_VALUE = new Int32Array(FIELDS);

for (let field = 1; field < FIELDS; field++) {
	const height = fieldHeight(field);
	const isX = (row: number): boolean => ((field >>> row) & 1) === 1;
	for (let first = 0; first + 4 <= ROWS; first++) {
		let xs = 0;
		let os = 0;
		for (let row = first; row < Math.min(first + 4, height); row++) {
			if (isX(row)) xs++;
			else os++;
		}
		COLUMN_VALUE[field] = (COLUMN_VALUE[field] ?? 0) + windowValue(xs, os);
	}
	for (let column = 0; column < COLUMNS; column++) {
		const at = (column * FIELDS + field) * LINE_WORDS;
		for (let row = 0; row < height; row++) {
			const digit = (isX(row) ? 1 : 2) * 3 ** column;
			const rising = column - row + 2;
			const falling = column + row - 3;
			const lines = [row];
			if (rising >= 0 && rising < 6) lines.push(6 + rising);
			if (falling >= 0 && falling < 6) lines.push(12 + falling);
			for (const line of lines) {
				const word = at + (line >> 1);
				COLUMN_LINES[word] = (COLUMN_LINES[word] ?? 0) + (digit << ((line & 1) * CODE_BITS));
			}
		}
	}
}

/**
 * For each line code: the worth of its windows starting at columns 0 to k, at `k * CODES + code`
 * (at most four windows of ±9: a byte). Windows starting at columns j to k are then one lookup,
 * or two (up to k less up to j - 1), where reading them one by one took a loop each.
 */
const WINDOWS_UP_TO = new Int8Array(4 * CODES);
const digits = new Int8Array(COLUMNS);
for (let code = 0; code < CODES; code++) {
	for (let column = 0, rest = code; column < COLUMNS; column++, rest = Math.floor(rest / 3))
		digits[column] = rest % 3;
	let value = 0;
	for (let start = 0; start < 4; start++) {
		let xs = 0;
		let os = 0;
		for (let cell = start; cell < start + 4; cell++) {
			if (digits[cell] === 1) xs++;
			else if (digits[cell] === 2) os++;
		}
		value += windowValue(xs, os);
		WINDOWS_UP_TO[start * CODES + code] = value;
	}
}

/** The worth of the windows along a line's code that start at columns 0 to `last`. */
const upTo = (windows: Int8Array, last: number, code: number): number =>
	windows[last * CODES + code] as number;

/** Two rows (one word): four windows each. */
const rowPair = (windows: Int8Array, word: number): number =>
	upTo(windows, 3, word & CODE_MASK) + upTo(windows, 3, word >>> CODE_BITS);

/**
 * Six diagonals (three words), shortest first: their windows start in columns 0, 0-1, 0-2, 1-3,
 * 2-3 and 3.
 */
function diagonals(windows: Int8Array, first: number, second: number, third: number): number {
	const fourth = second >>> CODE_BITS;
	const fifth = third & CODE_MASK;
	const sixth = third >>> CODE_BITS;
	return (
		upTo(windows, 0, first & CODE_MASK) +
		upTo(windows, 1, first >>> CODE_BITS) +
		upTo(windows, 2, second & CODE_MASK) +
		upTo(windows, 3, fourth) -
		upTo(windows, 0, fourth) +
		upTo(windows, 3, fifth) -
		upTo(windows, 1, fifth) +
		upTo(windows, 3, sixth) -
		upTo(windows, 2, sixth)
	);
}

// Module-level copies: an imported binding is a property read per use in the CLI's and the
// tests' module loaders, which made this loop several times slower.
const WIDTH = COLUMNS;
const STRIDE = COLUMN_BITS;
const LOW_WIDTH = LOW_COLUMNS;
const lowOf = lowWord;
const highOf = highWord;

/** X's open windows minus O's, weighted, before clamping. */
export function windowBalance(position: Position): number {
	// The tables in locals: read from the module's scope at each use, each check of a table's
	// kind and length was made again, and cost more than the lookups.
	const lines = COLUMN_LINES;
	const values = COLUMN_VALUE;
	const windows = WINDOWS_UP_TO;
	const low = lowOf(position);
	const high = highOf(position);
	// The nine line words, in locals: an array here costs about half the speed.
	let rows01 = 0;
	let rows23 = 0;
	let rows45 = 0;
	let rising01 = 0;
	let rising23 = 0;
	let rising45 = 0;
	let falling01 = 0;
	let falling23 = 0;
	let falling45 = 0;
	let balance = 0;
	for (let column = 0; column < WIDTH; column++) {
		const field =
			column < LOW_WIDTH
				? (low >>> (column * STRIDE)) & 0x7f
				: (high >>> ((column - LOW_WIDTH) * STRIDE)) & 0x7f;
		balance += values[field] as number;
		const at = (column * FIELDS + field) * LINE_WORDS;
		rows01 += lines[at] as number;
		rows23 += lines[at + 1] as number;
		rows45 += lines[at + 2] as number;
		rising01 += lines[at + 3] as number;
		rising23 += lines[at + 4] as number;
		rising45 += lines[at + 5] as number;
		falling01 += lines[at + 6] as number;
		falling23 += lines[at + 7] as number;
		falling45 += lines[at + 8] as number;
	}
	return (
		balance +
		rowPair(windows, rows01) +
		rowPair(windows, rows23) +
		rowPair(windows, rows45) +
		diagonals(windows, rising01, rising23, rising45) +
		diagonals(windows, falling01, falling23, falling45)
	);
}

/** The balance as the evaluation gives it: clamped to ±EVALUATION_LIMIT (`| 0` turns -0 into 0). */
export const clampEvaluation = (balance: number): number =>
	Math.max(-EVALUATION_LIMIT, Math.min(EVALUATION_LIMIT, balance)) | 0;
