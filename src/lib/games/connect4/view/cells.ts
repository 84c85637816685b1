import type { Game, Mark, Move, Position } from '$lib/engine';
import { ConnectFour } from '$lib/games/connect4/rules';
import { discAt, heightOf, winningLines, type Cell } from '$lib/games/connect4/board';
import { COLUMNS, ROWS } from '$lib/games/connect4/bits';

/**
 * A Connect Four board as the views read it. Cells are numbered as the game's `board` text
 * writes them: 0-41, top row first, each row left to right, so cell `7 × (5 − row) + column`.
 */

export { COLUMNS, ROWS };

/** The game as Connect Four: its presenter and views are only ever handed games of its kind. */
export function connectFour(game: Game): ConnectFour {
	if (game instanceof ConnectFour) return game;
	throw new TypeError('The Connect Four presenter was handed another kind of game.');
}

/** The cell number of a column (0-6) and a row (0-5 from the bottom). */
export const cellIndex = (column: number, row: number): number =>
	COLUMNS * (ROWS - 1 - row) + column;

/** Column and row of a cell number, both counted from 1 as people count them (rows from the bottom). */
export const cellName = (cell: number): { column: number; row: number } => ({
	column: (cell % COLUMNS) + 1,
	row: ROWS - Math.floor(cell / COLUMNS)
});

/** The disc in every cell, by cell number: 'X', 'O' or null. */
export function discs(position: Position): (Mark | null)[] {
	return Array.from({ length: COLUMNS * ROWS }, (_, cell) =>
		discAt(position, cell % COLUMNS, ROWS - 1 - Math.floor(cell / COLUMNS))
	);
}

/** The cell of the top disc in `column` (the disc a move into it just dropped), or null. */
export function topCell(position: Position, column: Move | null): number | null {
	if (column === null || column < 0 || column >= COLUMNS) return null;
	const height = heightOf(position, column);
	return height === 0 ? null : cellIndex(column, height - 1);
}

/** The cell a disc dropped in `column` lands on, or null when the column is full. */
export function landingCell(position: Position, column: Move): number | null {
	const height = heightOf(position, column);
	return height >= ROWS ? null : cellIndex(column, height);
}

const numberOf = (cell: Cell): number => cellIndex(cell.column, cell.row);

/**
 * The four cells that ended the game, as cell numbers: the line through the last disc where a
 * disc completed two; null when nobody has four in a row.
 */
export function fourInRow(position: Position, lastMove: Move | null): readonly number[] | null {
	const lines = winningLines(position).map((line) => line.map(numberOf));
	const last = topCell(position, lastMove);
	return lines.find((line) => last !== null && line.includes(last)) ?? lines[0] ?? null;
}
