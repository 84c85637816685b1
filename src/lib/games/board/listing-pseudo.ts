import type { Scoring } from '$lib/engine';
import type { Line, ListingShape } from '../listing';
import { countsDepth, notes } from './listing-parts';
import { RETURNS } from './scores';
import { COMMON_LINES } from '../listing-common';

/**
 * Our tic-tac-toe searches as a textbook writes them (AIMA's style: a header that says what the
 * function returns, ← for assignment, "for each … do", small capitals for the functions it
 * calls), one function for both players so each line does what the engine does.
 */

const { lookup, returned, narrow } = COMMON_LINES.pseudo;

/** The minus sign a textbook prints. */
const minus = (text: string) => text.replace(/-/g, '−');

const HEAD_RETURNS: Line = ['    returns a (value, cell) pair'];

function tests(scoring: Scoring, shape: ListingShape): readonly Line[] {
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

function exit(shape: ListingShape): readonly Line[] {
	if (shape.table === null) return [RETURN];
	return [
		...(shape.table === 'bounds'
			? ([
					['  if v ≤ α₀ then bound ← upper'],
					['  else if v ≥ β₀ then bound ← lower'],
					['  else bound ← exact'],
					['  STORE(key, v, bound)', 'store']
				] as const)
			: ([['  STORE(key, v)', 'store']] as const)),
		['  return v, move']
	];
}

// Only a strictly better value replaces v, so ties keep the earlier cell.
const KEEP: readonly Line[] = [
	['    if (player = AI and v2 > v) or', 'keep'],
	['       (player ≠ AI and v2 < v) then'],
	['      v, move ← v2, cell']
];

const RETURN: Line = ['  return v, move', 'returnBest'];

function pseudoMinimax(scoring: Scoring, shape: ListingShape): readonly Line[] {
	const depth = countsDepth(scoring, shape);
	const aligned = ' '.repeat('    v2, _ ← MINIMAX('.length);
	return [
		[depth ? 'function MINIMAX(board, player, depth)' : 'function MINIMAX(board, player)'],
		HEAD_RETURNS,
		...lookup(shape),
		...tests(scoring, shape),
		...(depth
			? ([['    v2, _ ← MINIMAX(child, OTHER(player),', 'call'], [`${aligned}depth + 1)`]] as const)
			: ([['    v2, _ ← MINIMAX(child, OTHER(player))', 'call']] as const)),
		...KEEP,
		...exit(shape),
		...notes(shape, 'pseudo')
	];
}

function pseudoAlphaBeta(scoring: Scoring, shape: ListingShape): readonly Line[] {
	const depth = countsDepth(scoring, shape);
	const aligned = ' '.repeat('    v2, _ ← ALPHA-BETA('.length);
	const header = ' '.repeat('function ALPHA-BETA('.length);
	return [
		...(depth
			? ([['function ALPHA-BETA(board, player, depth,'], [`${header}α, β)`]] as const)
			: ([['function ALPHA-BETA(board, player, α, β)']] as const)),
		HEAD_RETURNS,
		...lookup(shape),
		...tests(scoring, shape),
		['    v2, _ ← ALPHA-BETA(child, OTHER(player),', 'call'],
		[depth ? `${aligned}depth + 1, α, β)` : `${aligned}α, β)`],
		...KEEP,
		...narrow,
		...exit(shape),
		...notes(shape, 'pseudo')
	];
}

export function pseudoListing(scoring: Scoring, shape: ListingShape): readonly Line[] {
	return (shape.family === 'minimax' ? pseudoMinimax : pseudoAlphaBeta)(scoring, shape);
}
