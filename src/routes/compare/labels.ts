import type { CompareRowKey } from '$lib/engine';

/**
 * Each compared search's colour (its swatch and its bars in the chart); a symmetric row gets a
 * colour of its own. Names and details are messages: `t.compare.searches`.
 */
export const SEARCHES: Record<CompareRowKey, { colour: string }> = {
	minimax: { colour: 'var(--link)' },
	alphabeta: { colour: 'var(--max)' },
	memo: { colour: 'var(--chosen)' },
	'memo-symmetry': { colour: 'var(--cut)' },
	'alphabeta-ordered': { colour: 'var(--focus)' },
	'alphabeta-table': { colour: 'var(--min)' },
	'alphabeta-table-symmetry': { colour: 'var(--ink)' }
};
