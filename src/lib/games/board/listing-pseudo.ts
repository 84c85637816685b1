import type { Scoring } from '$lib/engine';
import type { Line } from '../listing';
import { RETURNS } from './scores';

/**
 * Our tic-tac-toe minimax and alpha-beta as a textbook writes them (AIMA's style: a header that
 * says what the function returns, ← for assignment, "for each … do", small capitals for the
 * functions it calls), one function for both players so each line does what the engine does.
 */

/** The minus sign a textbook prints. */
const minus = (text: string) => text.replace(/-/g, '−');

const HEAD_RETURNS: Line = ['    returns a (value, cell) pair'];

function tests(scoring: Scoring): readonly Line[] {
	const { loss, win } = RETURNS[scoring];
	return [
		['  if WINS(board, OTHER(AI)) then', 'otherTest'],
		[`    return ${minus(loss)}, none`, 'otherWin'],
		['  if WINS(board, AI) then', 'aiTest'],
		[`    return ${minus(win)}, none`, 'aiWin'],
		['  cells ← EMPTY-CELLS(board)', 'moves'],
		['  if cells is empty then', 'fullTest'],
		['    return 0, none', 'draw'],
		['  if player = AI then v ← −∞ else v ← +∞'],
		['  move ← none'],
		['  for each cell in cells do'],
		['    child ← PLACE(board, cell, player)']
	];
}

// Only a strictly better value replaces v, so ties keep the earlier cell.
const KEEP: readonly Line[] = [
	['    if (player = AI and v2 > v) or', 'keep'],
	['       (player ≠ AI and v2 < v) then'],
	['      v, move ← v2, cell']
];

const RETURN: Line = ['  return v, move', 'returnBest'];

export function pseudoMinimax(scoring: Scoring): readonly Line[] {
	const depth = scoring === 'depth';
	const aligned = ' '.repeat('    v2, _ ← MINIMAX('.length);
	return [
		[depth ? 'function MINIMAX(board, player, depth)' : 'function MINIMAX(board, player)'],
		HEAD_RETURNS,
		...tests(scoring),
		...(depth
			? ([['    v2, _ ← MINIMAX(child, OTHER(player),', 'call'], [`${aligned}depth + 1)`]] as const)
			: ([['    v2, _ ← MINIMAX(child, OTHER(player))', 'call']] as const)),
		...KEEP,
		RETURN
	];
}

export function pseudoAlphaBeta(scoring: Scoring): readonly Line[] {
	const depth = scoring === 'depth';
	const aligned = ' '.repeat('    v2, _ ← ALPHA-BETA('.length);
	const header = ' '.repeat('function ALPHA-BETA('.length);
	return [
		...(depth
			? ([['function ALPHA-BETA(board, player, depth,'], [`${header}α, β)`]] as const)
			: ([['function ALPHA-BETA(board, player, α, β)']] as const)),
		HEAD_RETURNS,
		...tests(scoring),
		['    v2, _ ← ALPHA-BETA(child, OTHER(player),', 'call'],
		[depth ? `${aligned}depth + 1, α, β)` : `${aligned}α, β)`],
		...KEEP,
		['    if player = AI then α ← MAX(α, v)'],
		['    else β ← MIN(β, v)'],
		['    if α ≥ β then exit the loop', 'cut'],
		RETURN
	];
}
