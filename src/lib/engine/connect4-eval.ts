import {
	COLUMN_BITS,
	COLUMNS,
	LOW_COLUMNS,
	ROWS,
	fieldHeight,
	highWord,
	lowWord
} from './connect4-bits';
import type { Position } from './game';

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

/** The windows' cells, four by four, for the evaluation's loop. */
const WINDOW_CELLS = Int32Array.from(WINDOWS.flat());

/** A cell's weight in `cells` below: X's discs count 1 each, O's 5, so a sum tells both apart. */
const X_DISC = 1;
const O_DISC = 5;
/** What a window is worth to X, by the sum of its cells' weights (at most 4 × 5). */
const WINDOW_VALUE = Int32Array.from({ length: 4 * O_DISC + 1 }, (_, sum) => {
	const os = Math.floor(sum / O_DISC);
	const xs = sum % O_DISC;
	if (os === 0) return WINDOW_WEIGHTS[xs] ?? 0;
	if (xs === 0) return -(WINDOW_WEIGHTS[os] ?? 0);
	return 0;
});

/** For every column field (7 bits): its cells' weights, rows 0-6, 7 entries from 7 × field. */
const FIELD_CELLS = new Int32Array(128 * COLUMN_BITS);
for (let field = 1; field < 128; field++) {
	const height = fieldHeight(field);
	for (let row = 0; row < height; row++) {
		FIELD_CELLS[field * COLUMN_BITS + row] = (field >>> row) & 1 ? X_DISC : O_DISC;
	}
}

/** Scratch board for one evaluation (X_DISC, O_DISC or 0 by bit index), reused: no allocation. */
const cells = new Int32Array(COLUMNS * COLUMN_BITS);

// Module-level copies: an imported binding is a property read per use in the CLI's and the
// tests' module loaders, which made this loop several times slower.
const WIDTH = COLUMNS;
const HEIGHT = ROWS;
const STRIDE = COLUMN_BITS;
const LOW_WIDTH = LOW_COLUMNS;
const lowOf = lowWord;
const highOf = highWord;
const WINDOW_CELL_COUNT = WINDOW_CELLS.length;

/** X's open windows minus O's, weighted, before clamping. */
export function windowBalance(position: Position): number {
	const low = lowOf(position);
	const high = highOf(position);
	for (let column = 0; column < WIDTH; column++) {
		const field =
			column < LOW_WIDTH
				? (low >>> (column * STRIDE)) & 0x7f
				: (high >>> ((column - LOW_WIDTH) * STRIDE)) & 0x7f;
		const from = field * STRIDE;
		const to = column * STRIDE;
		for (let row = 0; row < HEIGHT; row++) cells[to + row] = FIELD_CELLS[from + row] as number;
	}
	let balance = 0;
	for (let at = 0; at < WINDOW_CELL_COUNT; at += 4) {
		const sum =
			(cells[WINDOW_CELLS[at] as number] as number) +
			(cells[WINDOW_CELLS[at + 1] as number] as number) +
			(cells[WINDOW_CELLS[at + 2] as number] as number) +
			(cells[WINDOW_CELLS[at + 3] as number] as number);
		balance += WINDOW_VALUE[sum] as number;
	}
	return balance;
}

/** The balance as the evaluation gives it: clamped to ±EVALUATION_LIMIT (`| 0` turns -0 into 0). */
export const clampEvaluation = (balance: number): number =>
	Math.max(-EVALUATION_LIMIT, Math.min(EVALUATION_LIMIT, balance)) | 0;
