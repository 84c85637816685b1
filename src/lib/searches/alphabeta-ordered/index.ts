import type { SearchDescriptor } from '$lib/engine';
import { ALPHA_BETA_WINDOW, WINDOW_COLUMNS } from '../alphabeta/window';

/** Alpha-beta trying likely-best moves first (order.ts): more cuts, sooner. */
export const ALPHA_BETA_ORDERED: SearchDescriptor = {
	id: 'alphabeta-ordered',
	// Its order is not drawn on a practice tree: alpha-beta's exercise, in the game's order.
	practisedAs: 'alphabeta',
	names: {
		en: { menu: 'Alpha-beta, ordered', name: 'ordered alpha-beta' },
		zh: { menu: 'α-β 剪枝 + 排序', name: '带排序的 α-β 剪枝' }
	},
	windowRule: ALPHA_BETA_WINDOW,
	columns: WINDOW_COLUMNS,
	lean: true,
	takes: ['cut'],
	reorders: 'alphabeta',
	details: async () => (await import('./details')).details,
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
