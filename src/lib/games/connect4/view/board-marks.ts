import type { Mark, Position } from '$lib/engine';
import { discAt } from '$lib/games/connect4/board';
import { COLUMNS, ROWS, landingCell } from './cells';
import type { connect4View } from './view-messages';

/** The ordered search's tries (columns 0-6), numbered from 1 on the cell each disc would land in. */
export function triedRanks(
	position: Position,
	order: readonly number[] | null
): Map<number, number> {
	return new Map(
		(order ?? []).flatMap((column, rank) => {
			const at = landingCell(position, column);
			return at === null ? [] : [[at, rank + 1] as const];
		})
	);
}

/** Discs shown but not yet dropped, each on the ones shown before it in its column; none past the top. */
export function landedPreviews<P extends { readonly column: number }>(
	position: Position,
	previews: readonly P[]
): (P & { cell: number })[] {
	return previews.flatMap((preview, at) => {
		const below = previews.slice(0, at).filter((one) => one.column === preview.column).length;
		const landing = landingCell(position, preview.column);
		const cell = landing === null ? -1 : landing - COLUMNS * below;
		return cell < 0 ? [] : [{ ...preview, cell }];
	});
}

/**
 * The board's accessible name: who moves, then column by column, bottom up (a screen reader hears
 * each column's stack), the search's order of columns and the open lines an estimate counts.
 */
export function boardLabel(
	t: (typeof connect4View)[keyof typeof connect4View],
	position: Position,
	toMove: Mark,
	order: readonly number[] | null,
	lines: { readonly description: string } | null
): string {
	const columns = Array.from({ length: COLUMNS }, (_, column) => {
		const stack: string[] = [];
		for (let row = 0; row < ROWS; row++) {
			const disc = discAt(position, column, row);
			if (disc !== null) stack.push(disc);
		}
		return t.columnContents(column + 1, stack);
	});
	const name = `${t.boardName(toMove)}: ${columns.join('; ')}`;
	const ordered =
		order === null ? name : `${name}${t.orderNote(order.map((column) => column + 1))}`;
	return lines === null ? ordered : `${ordered}${lines.description}`;
}
