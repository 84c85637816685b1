import type { Mark, Position } from '$lib/engine';
import { discAt } from '$lib/games/connect4/board';
import { WINDOWS, WINDOW_WEIGHTS } from '$lib/games/connect4/eval';
import { COLUMN_BITS } from '$lib/games/connect4/bits';
import { COLUMNS, cellIndex } from './cells';

/** One term of the evaluation: a window of four still open for `side`, with its discs in it. */
export interface OpenLine {
	readonly side: Mark;
	/** Its four cells as cell numbers (top row first, as the board draws them), in line order. */
	readonly cells: readonly [number, number, number, number];
	/** How many of `side`'s discs it holds (1-3). */
	readonly discs: number;
	/** What it adds to `side`'s half of the evaluation: 1, 3 or 9. */
	readonly weight: number;
}

/**
 * The open lines an estimate counts: every window of four that holds discs of one side only, with
 * what it is worth (WINDOW_WEIGHTS). X's weights minus O's are the evaluation before clamping
 * (`windowBalance`), so the board can draw exactly the terms of the number on the card.
 */
export function openLines(position: Position): OpenLine[] {
	const lines: OpenLine[] = [];
	for (const window of WINDOWS) {
		let xs = 0;
		let os = 0;
		for (const bit of window) {
			const disc = discAt(position, Math.floor(bit / COLUMN_BITS), bit % COLUMN_BITS);
			if (disc === 'X') xs++;
			else if (disc === 'O') os++;
		}
		if (xs > 0 && os > 0) continue;
		const side: Mark = xs > 0 ? 'X' : 'O';
		const count = xs + os;
		const weight = WINDOW_WEIGHTS[count] ?? 0;
		if (weight === 0) continue;
		const [a, b, c, d] = window.map((bit) =>
			cellIndex(Math.floor(bit / COLUMN_BITS), bit % COLUMN_BITS)
		) as [number, number, number, number];
		lines.push({ side, cells: [a, b, c, d], discs: count, weight });
	}
	return lines;
}

/** The evaluation's two halves: what each side's open windows of four are worth. */
export const windowSums = (position: Position): { x: number; o: number } =>
	lineSums(openLines(position));

/** The evaluation's two halves: what each side's open lines are worth. */
export function lineSums(lines: readonly OpenLine[]): { x: number; o: number } {
	let x = 0;
	let o = 0;
	for (const line of lines) {
		if (line.side === 'X') x += line.weight;
		else o += line.weight;
	}
	return { x, o };
}

/** The infinite line of the board a window lies on: its direction and where it crosses. */
function familyOf(line: OpenLine): string {
	const [a, b] = line.cells;
	const dcol = (b % COLUMNS) - (a % COLUMNS);
	const drow = Math.floor(b / COLUMNS) - Math.floor(a / COLUMNS);
	const across = drow * (a % COLUMNS) - dcol * Math.floor(a / COLUMNS);
	return `${dcol},${drow},${across}`;
}

/**
 * Where each open line is drawn across its own row, column or diagonal, in gaps from its middle:
 * the windows of one line of the board overlap, so they are set side by side (-1.5, -0.5, 0.5,
 * 1.5 for four of them; 0 for a window alone on its line).
 */
export function lineOffsets(lines: readonly OpenLine[]): number[] {
	const families = new Map<string, number>();
	for (const line of lines) {
		const key = familyOf(line);
		families.set(key, (families.get(key) ?? 0) + 1);
	}
	const seen = new Map<string, number>();
	return lines.map((line) => {
		const key = familyOf(line);
		const rank = seen.get(key) ?? 0;
		seen.set(key, rank + 1);
		return rank - ((families.get(key) ?? 1) - 1) / 2;
	});
}
