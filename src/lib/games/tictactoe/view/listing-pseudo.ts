import type { Scoring } from '$lib/games/tictactoe/rules';
import type { Line, PieceRequest } from '../../listing';
import { RETURNS } from './scores';

/** The minus sign a textbook prints. */
const minus = (text: string) => text.replace(/-/g, '−');

/**
 * Tic-tac-toe's own part of its search as a textbook writes it (AIMA's style: ← for assignment,
 * "for each … do", small capitals for the functions it calls): the finished-game tests, a depth
 * limit when there is one, and the loop over cells. The rest is the search's
 * (src/lib/searches/minimax/listing.ts).
 */
export function pseudoTests(
	scoring: Scoring,
	{ returns, limit, ordered }: PieceRequest
): readonly Line[] {
	const { loss, win } = RETURNS[scoring];
	return [
		['  if WINS(board, OTHER(AI)) then', 'otherTest'],
		[`    return ${returns(minus(loss))}`, 'otherWin'],
		['  if WINS(board, AI) then', 'aiTest'],
		[`    return ${returns(minus(win))}`, 'aiWin'],
		['  cells ← EMPTY-CELLS(board)', 'moves'],
		['  if cells is empty then', 'fullTest'],
		[`    return ${returns('0')}`, 'draw'],
		...(limit === null
			? []
			: ([
					[`  if depth = ${limit} then`, 'depthTest'],
					[`    return ${returns('EVALUATE(board)')}`, 'estimate']
				] as const)),
		['  if player = AI then v ← −∞ else v ← +∞'],
		['  move ← none'],
		ordered ? ['  for each cell in ORDERED(cells) do', 'order'] : ['  for each cell in cells do'],
		['    child ← PLACE(board, cell, player)']
	];
}
