import type { CompareAlgorithm, Scoring } from '$lib/engine';

/** Names, colours and the step-through algorithm for each compared search. */
export const SEARCHES: Record<
	CompareAlgorithm,
	{ name: string; detail: string; colour: string; stepThrough: 'minimax' | 'alphabeta' | null }
> = {
	minimax: {
		name: 'Minimax',
		detail: 'every move of every position',
		colour: 'var(--link)',
		stepThrough: 'minimax'
	},
	alphabeta: {
		name: 'Alpha-beta',
		detail: 'moves in the usual order',
		colour: 'var(--max)',
		stepThrough: 'alphabeta'
	},
	memo: {
		name: 'Minimax + table',
		detail: 'a position met again is looked up, not searched',
		colour: 'var(--chosen)',
		stepThrough: null
	},
	'alphabeta-ordered': {
		name: 'Alpha-beta, better order',
		detail: 'centre, corners, then edges (trees: by first leaf)',
		colour: 'var(--focus)',
		stepThrough: null
	}
};

export const SCORING_NAMES: Record<Scoring, string> = {
	article: '±10, draw 0 (freeCodeCamp)',
	unit: '±1, draw 0 (article 002)',
	depth: '±(10 − moves): quicker wins'
};
