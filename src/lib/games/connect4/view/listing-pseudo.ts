import type { Line, PieceRequest } from '../../listing';
import { WIN } from './listing-parts';

/**
 * Connect Four's own part of its search as a textbook writes it (← for assignment, "for each …
 * do", small capitals for the functions it calls): the finished-game tests, the depth limit, and
 * the loop over columns. The rest of the function is the search's (src/lib/searches/minimax/listing.ts).
 */
export function pseudoTests({ returns, ordered }: PieceRequest, limit: number): readonly Line[] {
	return [
		[`  win ← ${WIN} + EMPTY-COUNT(board)`],
		['  if FOUR-IN-ROW(board, OTHER(AI)) then', 'otherTest'],
		[`    return ${returns('−win')}`, 'otherWin'],
		['  if FOUR-IN-ROW(board, AI) then', 'aiTest'],
		[`    return ${returns('win')}`, 'aiWin'],
		['  columns ← OPEN-COLUMNS(board)', 'moves'],
		['  if columns is empty then', 'fullTest'],
		[`    return ${returns('0')}`, 'draw'],
		[`  if depth = ${limit} then`, 'depthTest'],
		[`    return ${returns('EVALUATE(board)')}`, 'estimate'],
		['  if player = AI then v ← −∞ else v ← +∞'],
		['  move ← none'],
		ordered
			? ['  for each column in CENTRE-FIRST(columns) do', 'order']
			: ['  for each column in columns do'],
		['    child ← DROP(board, column, player)']
	];
}
