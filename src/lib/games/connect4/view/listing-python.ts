import type { Line, PieceRequest } from '../../listing';
import { WIN } from './listing-parts';

/**
 * Connect Four's own part of its search in Python 3, line for line what the JavaScript listing
 * (listing.ts) and the engine do: the finished-game tests, the depth limit, and the loop over
 * columns. A search returns a (score, column) pair, and `store` returns (score, None); the rest
 * of it is the search's (src/lib/searches/minimax/listing.ts).
 */
export function pythonTests({ returns, ordered }: PieceRequest, limit: number): readonly Line[] {
	return [
		[`    win = ${WIN} + empty_count(board)`],
		['    if four_in_row(board, other(AI)):', 'otherTest'],
		[`        return ${returns('-win')}`, 'otherWin'],
		['    if four_in_row(board, AI):', 'aiTest'],
		[`        return ${returns('win')}`, 'aiWin'],
		['    columns = open_columns(board)', 'moves'],
		['    if not columns:', 'fullTest'],
		[`        return ${returns('0')}`, 'draw'],
		[`    if depth == ${limit}:`, 'depthTest'],
		[`        return ${returns('evaluate(board)')}`, 'estimate'],
		['    is_max = player == AI'],
		['    opponent = other(player)'],
		["    best = float('-inf' if is_max else 'inf')"],
		['    best_column = None'],
		ordered
			? ['    for column in centre_first(columns):', 'order']
			: ['    for column in columns:'],
		['        child = drop(board, column, player)']
	];
}
