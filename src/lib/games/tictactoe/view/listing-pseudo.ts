import type { Scoring } from '$lib/games/tictactoe/rules';
import type { Line, ListingShape } from '../../listing';
import { RETURNS } from './scores';
import { COMMON_LINES } from '../../listing-common';

const { returned } = COMMON_LINES.pseudo;

/** The minus sign a textbook prints. */
const minus = (text: string) => text.replace(/-/g, '−');

/**
 * Tic-tac-toe's own part of its search as a textbook writes it (AIMA's style: ← for assignment,
 * "for each … do", small capitals for the functions it calls): the finished-game tests, a depth
 * limit when there is one, and the loop over cells. The rest is every board game's
 * (listing-search.ts).
 */
export function pseudoTests(scoring: Scoring, shape: ListingShape): readonly Line[] {
	const { loss, win } = RETURNS[scoring];
	return [
		['  if WINS(board, OTHER(AI)) then', 'otherTest'],
		[`    return ${returned(shape, minus(loss))}`, 'otherWin'],
		['  if WINS(board, AI) then', 'aiTest'],
		[`    return ${returned(shape, minus(win))}`, 'aiWin'],
		['  cells ← EMPTY-CELLS(board)', 'moves'],
		['  if cells is empty then', 'fullTest'],
		[`    return ${returned(shape, '0')}`, 'draw'],
		...(shape.limit === null
			? []
			: ([
					[`  if depth = ${shape.limit} then`, 'depthTest'],
					[`    return ${returned(shape, 'EVALUATE(board)')}`, 'estimate']
				] as const)),
		['  if player = AI then v ← −∞ else v ← +∞'],
		['  move ← none'],
		shape.ordered
			? ['  for each cell in ORDERED(cells) do', 'order']
			: ['  for each cell in cells do'],
		['    child ← PLACE(board, cell, player)']
	];
}
