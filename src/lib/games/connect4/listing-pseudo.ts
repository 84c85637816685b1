import type { Line, ListingShape } from '../listing';
import { WIN, notes } from './listing-parts';
import { COMMON_LINES } from '../listing-common';

/**
 * Our Connect Four searches as a textbook writes them (a header that says what the function
 * returns, ← for assignment, "for each … do", small capitals for the functions it calls), one
 * function for both players so each line does what the engine does.
 */

const { lookup, returned, narrow } = COMMON_LINES.pseudo;

const HEAD_RETURNS: Line = ['    returns a (value, column) pair'];

function tests(shape: ListingShape, limit: number): readonly Line[] {
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

// Only a strictly better value replaces v, so ties keep the earlier column.
const KEEP: readonly Line[] = [
	['    if (player = AI and v2 > v) or', 'keep'],
	['       (player ≠ AI and v2 < v) then'],
	['      v, move ← v2, column']
];

function exit(shape: ListingShape): readonly Line[] {
	if (shape.table === null) return [['  return v, move', 'returnBest']];
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

function pseudoMinimax(shape: ListingShape, limit: number): readonly Line[] {
	const aligned = ' '.repeat('    v2, _ ← MINIMAX('.length);
	return [
		['function MINIMAX(board, player, depth)'],
		HEAD_RETURNS,
		...lookup(shape),
		...tests(shape, limit),
		['    v2, _ ← MINIMAX(child, OTHER(player),', 'call'],
		[`${aligned}depth + 1)`],
		...KEEP,
		...exit(shape),
		...notes(shape, 'pseudo')
	];
}

function pseudoAlphaBeta(shape: ListingShape, limit: number): readonly Line[] {
	const aligned = ' '.repeat('    v2, _ ← ALPHA-BETA('.length);
	const header = ' '.repeat('function ALPHA-BETA('.length);
	return [
		['function ALPHA-BETA(board, player, depth,'],
		[`${header}α, β)`],
		HEAD_RETURNS,
		...lookup(shape),
		...tests(shape, limit),
		['    v2, _ ← ALPHA-BETA(child, OTHER(player),', 'call'],
		[`${aligned}depth + 1, α, β)`],
		...KEEP,
		...narrow,
		...exit(shape),
		...notes(shape, 'pseudo')
	];
}

export function pseudoListing(shape: ListingShape, limit: number): readonly Line[] {
	return (shape.family === 'minimax' ? pseudoMinimax : pseudoAlphaBeta)(shape, limit);
}
