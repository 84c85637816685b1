import type { Scoring } from '$lib/games/tictactoe/rules';
import type { Line, ListingShape } from '../../listing';
import { RETURNS } from './scores';
import { COMMON_LINES } from '../../listing-common';

const { returned } = COMMON_LINES.python;

/**
 * Tic-tac-toe's own part of its search in Python 3, line for line what the JavaScript listing
 * (listing.ts) and the engine do: the finished-game tests, a depth limit when there is one, and
 * the loop over cells. A search returns a (score, cell) pair; the rest of it is every board
 * game's (listing-search.ts). Lines stay within 46 characters, as the JavaScript's do.
 */
export function pythonTests(scoring: Scoring, shape: ListingShape): readonly Line[] {
	const { loss, win } = RETURNS[scoring];
	return [
		['    if wins(board, other(AI)):', 'otherTest'],
		[`        return ${returned(shape, loss)}`, 'otherWin'],
		['    if wins(board, AI):', 'aiTest'],
		[`        return ${returned(shape, win)}`, 'aiWin'],
		['    cells = empty_cells(board)', 'moves'],
		['    if not cells:', 'fullTest'],
		[`        return ${returned(shape, '0')}`, 'draw'],
		...(shape.limit === null
			? []
			: ([
					[`    if depth == ${shape.limit}:`, 'depthTest'],
					[`        return ${returned(shape, 'evaluate(board)')}`, 'estimate']
				] as const)),
		['    is_max = player == AI'],
		['    opponent = other(player)'],
		["    best = float('-inf' if is_max else 'inf')"],
		['    best_cell = None'],
		shape.ordered ? ['    for cell in ordered(cells):', 'order'] : ['    for cell in cells:'],
		['        child = place(board, cell, player)']
	];
}
