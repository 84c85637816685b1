import type { Scoring } from '$lib/engine';
import {
	codeLayout,
	type CodeLanguage,
	type CodeLayout,
	type Line,
	type ListingFamily
} from '../listing';
import { pythonAlphaBeta, pythonMinimax } from './listing-python';
import { pseudoAlphaBeta, pseudoMinimax } from './listing-pseudo';
import { RETURNS } from './scores';

/**
 * Our tic-tac-toe minimax and alpha-beta, written to do exactly what the engine does (same
 * terminal test order, same move order, same tie rule, fail-soft alpha-beta), so the highlighted
 * line never disagrees with the tree or the board beside it. This file holds the JavaScript;
 * listing-python.ts and listing-pseudo.ts say the same in Python and in textbook pseudocode.
 */

// The board tests come first, in the engine's order: the human's line, the AI's line, a full
// board. The tests and their returns sit on separate lines so both moments can be shown.
// Lines stay within 46 characters so the panel needs no sideways scrolling on a projector.
function tests(scoring: Scoring): readonly Line[] {
	const { loss, win } = RETURNS[scoring];
	return [
		['  if (wins(board, other(AI)))', 'otherTest'],
		[`    return { score: ${loss} };`, 'otherWin'],
		['  if (wins(board, AI))', 'aiTest'],
		[`    return { score: ${win} };`, 'aiWin'],
		['  const cells = emptyCells(board);', 'moves'],
		['  if (cells.length === 0)', 'fullTest'],
		['    return { score: 0 };', 'draw'],
		['  const isMax = player === AI;'],
		['  const next = other(player);'],
		['  let best = { cell: -1, score: -Infinity };'],
		['  if (!isMax) best.score = Infinity;'],
		['  for (const cell of cells) {'],
		['    const child = place(board, cell, player);']
	];
}

// Only a strictly better score replaces the best, so ties keep the earlier cell.
const KEEP: readonly Line[] = [
	['    if (isMax ? score > best.score', 'keep'],
	['              : score < best.score)'],
	['      best = { cell, score };']
];

function minimax(scoring: Scoring): readonly Line[] {
	const depth = scoring === 'depth';
	return [
		[depth ? 'function minimax(board, player, depth) {' : 'function minimax(board, player) {'],
		...tests(scoring),
		depth
			? ['    const { score } = minimax(child, next,', 'call']
			: ['    const { score } = minimax(child, next);', 'call'],
		...(depth ? [['      depth + 1);'] as const] : []),
		...KEEP,
		['  }'],
		['  return best;', 'returnBest'],
		['}']
	];
}

function alphaBeta(scoring: Scoring): readonly Line[] {
	const depth = scoring === 'depth';
	return [
		[depth ? 'function alphaBeta(board, player, depth,' : 'function alphaBeta(board, player,'],
		['    alpha, beta) {'],
		...tests(scoring),
		['    const { score } ='],
		depth
			? ['      alphaBeta(child, next, depth + 1,', 'call']
			: ['      alphaBeta(child, next, alpha, beta);', 'call'],
		...(depth ? [['        alpha, beta);'] as const] : []),
		...KEEP,
		['    if (isMax && best.score > alpha)'],
		['      alpha = best.score;'],
		['    if (!isMax && best.score < beta)'],
		['      beta = best.score;'],
		['    if (alpha >= beta) break;', 'cut'],
		['  }'],
		['  return best;', 'returnBest'],
		['}']
	];
}

const TITLES = { minimax: 'boardMinimax', alphabeta: 'boardAlphabeta' } as const;

const WRITERS: Record<
	CodeLanguage,
	Record<ListingFamily, (scoring: Scoring) => readonly Line[]>
> = {
	js: { minimax, alphabeta: alphaBeta },
	python: { minimax: pythonMinimax, alphabeta: pythonAlphaBeta },
	pseudo: { minimax: pseudoMinimax, alphabeta: pseudoAlphaBeta }
};
const made = new Map<string, CodeLayout>();

/** The board listing of `algorithm` in the game's scoring convention and `language`, made once. */
export function boardListing(
	algorithm: ListingFamily,
	scoring: Scoring,
	language: CodeLanguage = 'js'
): CodeLayout {
	const key = `${language}:${algorithm}:${scoring}`;
	let listing = made.get(key);
	if (listing === undefined) {
		const lines = WRITERS[language][algorithm](scoring);
		listing = codeLayout(TITLES[algorithm], language, lines);
		made.set(key, listing);
	}
	return listing;
}
