import type { Line, ListingShape } from '../listing';
import { WIN, notes } from './listing-parts';
import { COMMON_LINES } from '../listing-common';

/**
 * Our Connect Four searches in Python 3, line for line what the JavaScript listing (listing.ts)
 * and the engine do: a search returns a (score, column) pair, and `store` returns
 * (score, None). Continuation lines line up with their bracket (PEP 8).
 */

const { lookup, returned, narrow } = COMMON_LINES.python;

function tests(shape: ListingShape, limit: number): readonly Line[] {
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

// Only a strictly better score replaces the best, so ties keep the earlier column.
const KEEP: readonly Line[] = [
	['        if (score > best if is_max', 'keep'],
	['                else score < best):'],
	['            best, best_column = score, column']
];

function exit(shape: ListingShape): readonly Line[] {
	if (shape.table === null) return [['    return best, best_column', 'returnBest']];
	return [
		...(shape.table === 'bounds'
			? ([
					["    bound = ('upper' if best <= alpha0"],
					["             else 'lower' if best >= beta0"],
					["             else 'exact')"],
					['    store(key, best, bound)', 'store']
				] as const)
			: ([['    store(key, best)', 'store']] as const)),
		['    return best, best_column']
	];
}

function pythonMinimax(shape: ListingShape, limit: number): readonly Line[] {
	const aligned = ' '.repeat('        score, _ = minimax('.length);
	return [
		['def minimax(board, player, depth):'],
		...lookup(shape),
		...tests(shape, limit),
		['        score, _ = minimax(child, opponent,', 'call'],
		[`${aligned}depth + 1)`],
		...KEEP,
		...exit(shape),
		...notes(shape, 'python')
	];
}

function pythonAlphaBeta(shape: ListingShape, limit: number): readonly Line[] {
	const aligned = ' '.repeat('        score, _ = alpha_beta('.length);
	const header = ' '.repeat('def alpha_beta('.length);
	return [
		['def alpha_beta(board, player, depth,'],
		[`${header}alpha, beta):`],
		...lookup(shape),
		...tests(shape, limit),
		['        score, _ = alpha_beta(child, opponent,', 'call'],
		[`${aligned}depth + 1,`],
		[`${aligned}alpha, beta)`],
		...KEEP,
		...narrow,
		...exit(shape),
		...notes(shape, 'python')
	];
}

export function pythonListing(shape: ListingShape, limit: number): readonly Line[] {
	return (shape.family === 'minimax' ? pythonMinimax : pythonAlphaBeta)(shape, limit);
}
