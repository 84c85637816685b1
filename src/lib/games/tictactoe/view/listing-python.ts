import type { Scoring } from '$lib/games/tictactoe/rules';
import type { Line, PieceRequest } from '../../listing';
import { RETURNS } from './scores';

/**
 * Tic-tac-toe's own part of its search in Python 3, line for line what the JavaScript listing
 * (listing.ts) and the engine do: the finished-game tests, a depth limit when there is one, and
 * the loop over cells. A search returns a (score, cell) pair; the rest of it is the search's
 * (src/lib/searches/minimax/listing.ts). Lines stay within 46 characters, as the JavaScript's do.
 */
export function pythonTests(
	scoring: Scoring,
	{ returns, limit, ordered }: PieceRequest
): readonly Line[] {
	const { loss, win } = RETURNS[scoring];
	return [
		['    if wins(board, other(AI)):', 'otherTest'],
		[`        return ${returns(loss)}`, 'otherWin'],
		['    if wins(board, AI):', 'aiTest'],
		[`        return ${returns(win)}`, 'aiWin'],
		['    cells = empty_cells(board)', 'moves'],
		['    if not cells:', 'fullTest'],
		[`        return ${returns('0')}`, 'draw'],
		...(limit === null
			? []
			: ([
					[`    if depth == ${limit}:`, 'depthTest'],
					[`        return ${returns('evaluate(board)')}`, 'estimate']
				] as const)),
		['    is_max = player == AI'],
		['    opponent = other(player)'],
		["    best = float('-inf' if is_max else 'inf')"],
		['    best_cell = None'],
		ordered ? ['    for cell in ordered(cells):', 'order'] : ['    for cell in cells:'],
		['        child = place(board, cell, player)']
	];
}
