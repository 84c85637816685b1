import type { SearchDescriptor } from '$lib/engine';
import { ALPHA_BETA_WINDOW, BOUND_TABLE_COLUMNS, WINDOW_COLUMNS } from '../alphabeta/window';

/**
 * Alpha-beta with a table that stores each value with its bound type (exact, lower, upper), so
 * a stored bound narrows a window or settles a call. The table can be keyed up to symmetry.
 */
export const ALPHA_BETA_TABLE: SearchDescriptor = {
	id: 'alphabeta-table',
	// Its table is not drawn on a practice tree: alpha-beta's exercise, without the table.
	practisedAs: 'alphabeta',
	names: {
		en: { menu: 'Alpha-beta + table', name: 'alpha-beta with a table' },
		zh: { menu: 'α-β 剪枝 + 置换表', name: '带置换表的 α-β 剪枝' }
	},
	windowRule: ALPHA_BETA_WINDOW,
	columns: [...WINDOW_COLUMNS, ...BOUND_TABLE_COLUMNS],
	lean: true,
	takes: ['symmetry', 'order', 'cut'],
	details: async () => (await import('./details')).details,
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
