import type { Position } from '../../engine/game';

/**
 * The bit layout of a Connect Four position (see rules.ts) and the few bit tricks the game
 * runs on, all with 32-bit integer operations.
 *
 * A position is a whole number below 2^49, exact in a double. Column c (0-6 from the left) owns
 * the 7 bits from bit 7c: row r (0 at the bottom) is bit 7c + r. Below a column's top disc
 * each bit says whose disc it is (1 for X, 0 for O); the bit just above the top disc is a
 * sentinel 1, and bits above it are 0. An empty column is 1 (only the sentinel), a full one has
 * its sentinel in row 6.
 *
 * JavaScript's bitwise operators work on 32 bits, so the number is read as two words cut at a
 * column boundary: `low` holds columns 0-3 (bits 0-27), `high` columns 4-6 (bits 28-48, as
 * bits 0-20). In both words a column is 7 bits, so the same masks and shifts serve both.
 */

export const COLUMNS = 7;
export const ROWS = 6;
/** Bits per column: six rows and the row above, which holds a full column's sentinel. */
export const COLUMN_BITS = 7;
/** Columns in the low word. */
export const LOW_COLUMNS = 4;
const LOW_BITS = LOW_COLUMNS * COLUMN_BITS;
const LOW_SPAN = 2 ** LOW_BITS;
/** The low word's bits. */
const LOW_MASK = LOW_SPAN - 1;
/** Bits a position may use. */
export const POSITION_BITS = COLUMNS * COLUMN_BITS;

/** `bits` (a mask within one column) repeated in the four columns of a word. */
const perColumn = (bits: number): number => bits | (bits << 7) | (bits << 14) | (bits << 21);
const ROWS_0_5 = perColumn(0b011_1111);
const ROWS_0_4 = perColumn(0b001_1111);
const ROWS_0_2 = perColumn(0b000_0111);
/** Row 6 of every column: set in a column's field only when the column is full. */
const TOP_ROW = perColumn(0b100_0000);

/** The empty board: a sentinel at the bottom of every column. */
export const EMPTY_BOARD: Position = Array.from(
	{ length: COLUMNS },
	(_, column) => 2 ** (column * COLUMN_BITS)
).reduce((sum, bit) => sum + bit, 0);

/** 2^bit for every bit a position may use: a play adds one of these (or twice one). */
const BIT_VALUES = Float64Array.from({ length: POSITION_BITS }, (_, bit) => 2 ** bit);

/** 2^bit, for a bit below POSITION_BITS, looked up. */
export const bitValue = (bit: number): number => BIT_VALUES[bit] as number;

/** Columns 0-3 as a 28-bit word. `&` reads the number modulo 2^32, exactly. */
export const lowWord = (position: Position): number => position & LOW_MASK;

/** Columns 4-6 as a 21-bit word. Dividing by a power of two is exact. */
export const highWord = (position: Position): number => (position / LOW_SPAN) | 0;

/** Column `column`'s 7-bit field: its discs under a sentinel. */
export function columnField(position: Position, column: number): number {
	return column < LOW_COLUMNS
		? (lowWord(position) >>> (column * COLUMN_BITS)) & 0x7f
		: (highWord(position) >>> ((column - LOW_COLUMNS) * COLUMN_BITS)) & 0x7f;
}

/** How many discs a column field holds: the row of its sentinel. */
export const fieldHeight = (field: number): number => 31 - Math.clz32(field);

/**
 * The cells that hold a disc, in a word: every bit below its column's sentinel. Smearing each
 * column's bits downwards fills everything up to the sentinel; one more shift drops it.
 */
export function discCells(word: number): number {
	let filled = word | ((word >>> 1) & ROWS_0_5);
	filled |= (filled >>> 2) & ROWS_0_4;
	filled |= (filled >>> 4) & ROWS_0_2;
	return (filled >>> 1) & ROWS_0_5;
}

/** 1 when the 32-bit word has an odd number of set bits, else 0. */
export function parity(word: number): number {
	let folded = word ^ (word >>> 16);
	folded ^= folded >>> 8;
	folded ^= folded >>> 4;
	// 0x6996 lists the parities of 0-15, one bit each.
	return (0x6996 >>> (folded & 0xf)) & 1;
}

/** How many bits of the 32-bit word are set. */
export function popCount(word: number): number {
	let count = word - ((word >>> 1) & 0x55555555);
	count = (count & 0x33333333) + ((count >>> 2) & 0x33333333);
	count = (count + (count >>> 4)) & 0x0f0f0f0f;
	return Math.imul(count, 0x01010101) >>> 24;
}

/** The cells of `low`/`high` moved down by `shift` bits (< 28) across the word boundary. */
const shiftedLow = (low: number, high: number, shift: number): number =>
	((low >>> shift) | (high << (LOW_BITS - shift))) & LOW_MASK;

/**
 * True when the cells (one side's discs, as two words) hold four in a row. A line steps 1 bit
 * up a column, 7 across a row, 8 up a rising diagonal and 6 down a falling one; row 6 is never
 * a disc, so no step runs from the top of one column into the next.
 */
export function hasFour(low: number, high: number): boolean {
	let pairs = low & (low >>> 1);
	if (pairs & (pairs >>> 2)) return true;
	pairs = high & (high >>> 1);
	if (pairs & (pairs >>> 2)) return true;
	for (let step = 6; step <= 8; step++) {
		const pairsLow = low & shiftedLow(low, high, step);
		const pairsHigh = high & (high >>> step);
		const fours =
			(pairsLow & shiftedLow(pairsLow, pairsHigh, 2 * step)) |
			(pairsHigh & (pairsHigh >>> (2 * step)));
		if (fours !== 0) return true;
	}
	return false;
}

/** Every column, as a 7-bit set (bit c for column c). */
export const ALL_COLUMNS = (1 << COLUMNS) - 1;

/** Bits 0-6 of the result: which columns are full (bit c for column c). */
export function fullColumns(low: number, high: number): number {
	const top = low & TOP_ROW;
	const highTop = high & TOP_ROW;
	return (
		((top >>> 6) & 1) |
		((top >>> 12) & 2) |
		((top >>> 18) & 4) |
		((top >>> 24) & 8) |
		((highTop >>> 2) & 16) |
		((highTop >>> 8) & 32) |
		((highTop >>> 14) & 64)
	);
}
