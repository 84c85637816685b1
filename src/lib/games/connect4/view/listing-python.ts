import type { Line, ListingShape } from '../../listing';
import { WIN } from './listing-parts';
import { COMMON_LINES } from '../../listing-common';

const { returned } = COMMON_LINES.python;

/**
 * Connect Four's own part of its search in Python 3, line for line what the JavaScript listing
 * (listing.ts) and the engine do: the finished-game tests, the depth limit, and the loop over
 * columns. A search returns a (score, column) pair, and `store` returns (score, None); the rest
 * of it is every board game's (listing-search.ts).
 */
export function pythonTests(shape: ListingShape, limit: number): readonly Line[] {
	return [
		[`    win = ${WIN} + empty_count(board)`],
		['    if four_in_row(board, other(AI)):', 'otherTest'],
		[`        return ${returned(shape, '-win')}`, 'otherWin'],
		['    if four_in_row(board, AI):', 'aiTest'],
		[`        return ${returned(shape, 'win')}`, 'aiWin'],
		['    columns = open_columns(board)', 'moves'],
		['    if not columns:', 'fullTest'],
		[`        return ${returned(shape, '0')}`, 'draw'],
		[`    if depth == ${limit}:`, 'depthTest'],
		[`        return ${returned(shape, 'evaluate(board)')}`, 'estimate'],
		['    is_max = player == AI'],
		['    opponent = other(player)'],
		["    best = float('-inf' if is_max else 'inf')"],
		['    best_column = None'],
		shape.ordered
			? ['    for column in centre_first(columns):', 'order']
			: ['    for column in columns:'],
		['        child = drop(board, column, player)']
	];
}
