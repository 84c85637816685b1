import type { CompareAlgorithm } from '$lib/engine';

/**
 * Colours and the step-through algorithm for each compared search. Names and details are
 * messages: `t.compare.searches`.
 */
export const SEARCHES: Record<
	CompareAlgorithm,
	{ colour: string; stepThrough: 'minimax' | 'alphabeta' | null }
> = {
	minimax: { colour: 'var(--link)', stepThrough: 'minimax' },
	alphabeta: { colour: 'var(--max)', stepThrough: 'alphabeta' },
	memo: { colour: 'var(--chosen)', stepThrough: null },
	'alphabeta-ordered': { colour: 'var(--focus)', stepThrough: null }
};
