import type { Scoring } from '$lib/engine';
import type { Line, ListingShape } from '../listing';
import { countsDepth, notes } from './listing-parts';
import { RETURNS } from './scores';
import { COMMON_LINES } from '../listing-common';

/**
 * Our tic-tac-toe searches in Python 3, line for line what the JavaScript listing (listing.ts)
 * and the engine do: a search returns a (score, cell) pair. Lines stay within 46 characters, as
 * the JavaScript's do; continuation lines line up with their bracket (PEP 8).
 */

const { lookup, returned, narrow } = COMMON_LINES.python;

function tests(scoring: Scoring, shape: ListingShape): readonly Line[] {
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

function exit(shape: ListingShape): readonly Line[] {
	if (shape.table === null) return [RETURN];
	return [
		...(shape.table === 'bounds'
			? ([
					["    bound = ('upper' if best <= alpha0"],
					["             else 'lower' if best >= beta0"],
					["             else 'exact')"],
					['    store(key, best, bound)', 'store']
				] as const)
			: ([['    store(key, best)', 'store']] as const)),
		['    return best, best_cell']
	];
}

// Only a strictly better score replaces the best, so ties keep the earlier cell.
const KEEP: readonly Line[] = [
	['        if (score > best if is_max', 'keep'],
	['                else score < best):'],
	['            best, best_cell = score, cell']
];

const RETURN: Line = ['    return best, best_cell', 'returnBest'];

function pythonMinimax(scoring: Scoring, shape: ListingShape): readonly Line[] {
	const depth = countsDepth(scoring, shape);
	const aligned = ' '.repeat('        score, _ = minimax('.length);
	return [
		[depth ? 'def minimax(board, player, depth):' : 'def minimax(board, player):'],
		...lookup(shape),
		...tests(scoring, shape),
		...(depth
			? ([
					['        score, _ = minimax(child, opponent,', 'call'],
					[`${aligned}depth + 1)`]
				] as const)
			: ([['        score, _ = minimax(child, opponent)', 'call']] as const)),
		...KEEP,
		...exit(shape),
		...notes(shape, 'python')
	];
}

function pythonAlphaBeta(scoring: Scoring, shape: ListingShape): readonly Line[] {
	const depth = countsDepth(scoring, shape);
	const aligned = ' '.repeat('        score, _ = alpha_beta('.length);
	const header = ' '.repeat('def alpha_beta('.length);
	return [
		...(depth
			? ([['def alpha_beta(board, player, depth,'], [`${header}alpha, beta):`]] as const)
			: ([['def alpha_beta(board, player, alpha, beta):']] as const)),
		...lookup(shape),
		...tests(scoring, shape),
		['        score, _ = alpha_beta(child, opponent,', 'call'],
		...(depth ? ([[`${aligned}depth + 1,`]] as const) : []),
		[`${aligned}alpha, beta)`],
		...KEEP,
		...narrow,
		...exit(shape),
		...notes(shape, 'python')
	];
}

export function pythonListing(scoring: Scoring, shape: ListingShape): readonly Line[] {
	return (shape.family === 'minimax' ? pythonMinimax : pythonAlphaBeta)(scoring, shape);
}
