import {
	COLUMN_BITS,
	COLUMNS,
	ROWS,
	bitValue,
	columnField,
	discCells,
	fieldHeight,
	hasFour,
	highWord,
	lowWord,
	parity,
	popCount
} from './bits';
import { WINDOWS } from './eval';
import type { Position } from '../../engine/game';
import type { Mark } from '../../engine/game';

/**
 * What a Connect Four position holds, read off its bits (layout in bits.ts): discs,
 * turns, wins, the board as text, its mirror image. Plain functions, for the game and for views.
 */

/** A cell of the board: column 0-6 from the left, row 0-5 from the bottom. */
export interface Cell {
	readonly column: number;
	readonly row: number;
}

const cellOf = (bit: number): Cell => ({
	column: Math.floor(bit / COLUMN_BITS),
	row: bit % COLUMN_BITS
});

/** The disc in a cell, or null when it is empty. */
export function discAt(position: Position, column: number, row: number): Mark | null {
	const field = columnField(position, column);
	if (row >= fieldHeight(field)) return null;
	return (field >>> row) & 1 ? 'X' : 'O';
}

/** How many discs column `column` holds: the row the next disc in it lands on. */
export const heightOf = (position: Position, column: number): number =>
	fieldHeight(columnField(position, column));

/** How many discs are on the board. */
export function discCount(position: Position): number {
	return popCount(discCells(lowWord(position))) + popCount(discCells(highWord(position)));
}

/** The side to move: X when the disc count is even. */
export function sideToMove(position: Position): Mark {
	return parity(discCells(lowWord(position)) ^ discCells(highWord(position))) ? 'O' : 'X';
}

/** The side with four in a row, or null. In a game only the side that moved last can have one. */
export function winnerOf(position: Position): Mark | null {
	const low = lowWord(position);
	const high = highWord(position);
	const discsLow = discCells(low);
	const discsHigh = discCells(high);
	if (hasFour(low & discsLow, high & discsHigh)) return 'X';
	if (hasFour(discsLow & ~low, discsHigh & ~high)) return 'O';
	return null;
}

/** Every line of four on the board (a disc may finish two lines, and a run of five holds two). */
export function winningLines(position: Position): (readonly Cell[])[] {
	const lines: (readonly Cell[])[] = [];
	for (const window of WINDOWS) {
		const marks = window.map((bit) => discAt(position, cellOf(bit).column, cellOf(bit).row));
		const first = marks[0];
		if (first && marks.every((mark) => mark === first)) lines.push(window.map(cellOf));
	}
	return lines;
}

/** The board as 6 rows of 7 characters, top row first: `X`, `O` or `.` for an empty cell. */
export function boardRows(position: Position): string[] {
	return Array.from({ length: ROWS }, (_, fromTop) => {
		const row = ROWS - 1 - fromTop;
		let text = '';
		for (let column = 0; column < COLUMNS; column++) text += discAt(position, column, row) ?? '.';
		return text;
	});
}

/** The position seen in a mirror: column c becomes column 6 - c. */
export function mirror(position: Position): Position {
	let mirrored = 0;
	for (let column = 0; column < COLUMNS; column++) {
		mirrored += columnField(position, column) * bitValue((COLUMNS - 1 - column) * COLUMN_BITS);
	}
	return mirrored;
}

/** The position after `side` drops a disc in `column`, which must have room. */
export function drop(position: Position, column: number, side: Mark): Position {
	const height = fieldHeight(columnField(position, column));
	// The sentinel moves up a row; an X disc also keeps the old sentinel bit as its own.
	return position + bitValue(column * COLUMN_BITS + height) * (side === 'X' ? 2 : 1);
}
