import type { Scoring } from '$lib/engine';
import type { Line } from '../listing';
import { RETURNS } from './scores';

/**
 * Our tic-tac-toe minimax and alpha-beta in Python 3, line for line what the JavaScript listing
 * (listing.ts) and the engine do: a search returns a (score, cell) pair. Lines stay within 46
 * characters, as the JavaScript's do; continuation lines line up with their bracket (PEP 8).
 */

function tests(scoring: Scoring): readonly Line[] {
	const { loss, win } = RETURNS[scoring];
	return [
		['    if wins(board, other(AI)):', 'otherTest'],
		[`        return ${loss}, None`, 'otherWin'],
		['    if wins(board, AI):', 'aiTest'],
		[`        return ${win}, None`, 'aiWin'],
		['    cells = empty_cells(board)', 'moves'],
		['    if not cells:', 'fullTest'],
		['        return 0, None', 'draw'],
		['    is_max = player == AI'],
		['    opponent = other(player)'],
		["    best = float('-inf' if is_max else 'inf')"],
		['    best_cell = None'],
		['    for cell in cells:'],
		['        child = place(board, cell, player)']
	];
}

// Only a strictly better score replaces the best, so ties keep the earlier cell.
const KEEP: readonly Line[] = [
	['        if (score > best if is_max', 'keep'],
	['                else score < best):'],
	['            best, best_cell = score, cell']
];

const RETURN: Line = ['    return best, best_cell', 'returnBest'];

export function pythonMinimax(scoring: Scoring): readonly Line[] {
	const depth = scoring === 'depth';
	const aligned = ' '.repeat('        score, _ = minimax('.length);
	return [
		[depth ? 'def minimax(board, player, depth):' : 'def minimax(board, player):'],
		...tests(scoring),
		...(depth
			? ([
					['        score, _ = minimax(child, opponent,', 'call'],
					[`${aligned}depth + 1)`]
				] as const)
			: ([['        score, _ = minimax(child, opponent)', 'call']] as const)),
		...KEEP,
		RETURN
	];
}

export function pythonAlphaBeta(scoring: Scoring): readonly Line[] {
	const depth = scoring === 'depth';
	const aligned = ' '.repeat('        score, _ = alpha_beta('.length);
	const header = ' '.repeat('def alpha_beta('.length);
	return [
		...(depth
			? ([['def alpha_beta(board, player, depth,'], [`${header}alpha, beta):`]] as const)
			: ([['def alpha_beta(board, player, alpha, beta):']] as const)),
		...tests(scoring),
		['        score, _ = alpha_beta(child, opponent,', 'call'],
		...(depth ? ([[`${aligned}depth + 1,`]] as const) : []),
		[`${aligned}alpha, beta)`],
		...KEEP,
		['        if is_max:'],
		['            alpha = max(alpha, best)'],
		['        else:'],
		['            beta = min(beta, best)'],
		['        if alpha >= beta:', 'cut'],
		['            break'],
		RETURN
	];
}
