import type { CodeLanguage, Line } from '$lib/games/listing';
import { writesFamilyListing, type FamilyListing, type WindowLines } from '../minimax/listing';
// Every language with its words: minimax's first view carries JavaScript's alone.
import '../minimax/languages';
import type { SearchWords } from '$lib/engine/search-catalog';

/**
 * Alpha-beta's listing: minimax's frame with a window [alpha, beta] (fail-soft: the best value
 * kept narrows the window, and the loop stops once it closes). Its variants (an order of its
 * own, a table of bounds) add to it.
 */

/** Python narrows alike in both forms: its best value is `best` in each. */
const PYTHON_NARROW: readonly Line[] = [
	['        if is_max:'],
	['            alpha = max(alpha, best)', 'raiseAlpha'],
	['        else:'],
	['            beta = min(beta, best)', 'lowerBeta'],
	['        if alpha >= beta:', 'cut'],
	['            break']
];

/** The window in each language: its parameters, and the narrowing with the cut. */
export const WINDOW: Readonly<Record<CodeLanguage, WindowLines>> = {
	js: {
		params: 'alpha, beta',
		narrow: {
			pair: [
				['    if (isMax && best.score > alpha)'],
				['      alpha = best.score;', 'raiseAlpha'],
				['    if (!isMax && best.score < beta)'],
				['      beta = best.score;', 'lowerBeta'],
				['    if (alpha >= beta) break;', 'cut']
			],
			value: [
				['    if (isMax && best > alpha) alpha = best;', 'raiseAlpha'],
				['    if (!isMax && best < beta) beta = best;', 'lowerBeta'],
				['    if (alpha >= beta) break;', 'cut']
			]
		}
	},
	python: {
		params: 'alpha, beta',
		narrow: { pair: PYTHON_NARROW, value: PYTHON_NARROW }
	},
	pseudo: {
		params: 'α, β',
		narrow: {
			pair: [
				['    if player = AI then α ← MAX(α, v)', 'raiseAlpha'],
				['    else β ← MIN(β, v)', 'lowerBeta'],
				['    if α ≥ β then exit the loop', 'cut']
			],
			value: [
				['    if maximizing then α ← MAX(α, v)', 'raiseAlpha'],
				['    else β ← MIN(β, v)', 'lowerBeta'],
				['    if α ≥ β then exit the loop', 'cut']
			]
		}
	}
};

/** Alpha-beta's names. */
export const ALPHA_BETA_NAMES: FamilyListing['names'] = {
	js: 'alphaBeta',
	python: 'alpha_beta',
	pseudo: 'ALPHA-BETA'
};

export const ALPHA_BETA_LISTING: FamilyListing = {
	title: 'Alphabeta',
	names: ALPHA_BETA_NAMES,
	window: WINDOW
};

/** Alpha-beta's words, loaded with its code on a page: its listing. */
export const words: SearchWords = { listing: writesFamilyListing(ALPHA_BETA_LISTING) };
