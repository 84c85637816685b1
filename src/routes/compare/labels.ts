import type { Algorithm, CompareAlgorithm } from '$lib/engine';

/**
 * Colours and the step-through algorithm for each compared search. Names and details are
 * messages: `t.compare.searches`.
 */
export const SEARCHES: Record<CompareAlgorithm, { colour: string; stepThrough: Algorithm | null }> =
	{
		minimax: { colour: 'var(--link)', stepThrough: 'minimax' },
		alphabeta: { colour: 'var(--max)', stepThrough: 'alphabeta' },
		memo: { colour: 'var(--chosen)', stepThrough: 'memo' },
		'alphabeta-ordered': { colour: 'var(--focus)', stepThrough: 'alphabeta-ordered' },
		'alphabeta-table': { colour: 'var(--min)', stepThrough: 'alphabeta-table' }
	};
