import type { Line, ListingShape } from '../../listing';
import { WIN } from './listing-parts';
import { COMMON_LINES } from '../../listing-common';

const { returned } = COMMON_LINES.pseudo;

/**
 * Connect Four's own part of its search as a textbook writes it (← for assignment, "for each …
 * do", small capitals for the functions it calls): the finished-game tests, the depth limit, and
 * the loop over columns. The rest of the function is every board game's (listing-search.ts).
 */
export function pseudoTests(shape: ListingShape, limit: number): readonly Line[] {
	return [
		[`  win ← ${WIN} + EMPTY-COUNT(board)`],
		['  if FOUR-IN-ROW(board, OTHER(AI)) then', 'otherTest'],
		[`    return ${returned(shape, '−win')}`, 'otherWin'],
		['  if FOUR-IN-ROW(board, AI) then', 'aiTest'],
		[`    return ${returned(shape, 'win')}`, 'aiWin'],
		['  columns ← OPEN-COLUMNS(board)', 'moves'],
		['  if columns is empty then', 'fullTest'],
		[`    return ${returned(shape, '0')}`, 'draw'],
		[`  if depth = ${limit} then`, 'depthTest'],
		[`    return ${returned(shape, 'EVALUATE(board)')}`, 'estimate'],
		['  if player = AI then v ← −∞ else v ← +∞'],
		['  move ← none'],
		shape.ordered
			? ['  for each column in CENTRE-FIRST(columns) do', 'order']
			: ['  for each column in columns do'],
		['    child ← DROP(board, column, player)']
	];
}
