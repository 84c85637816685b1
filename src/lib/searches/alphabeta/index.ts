import type { SearchDescriptor } from '$lib/engine';
import { details } from './details';
import { ALPHA_BETA_WINDOW, WINDOW_COLUMNS } from './window';

export { ALPHA_BETA_WINDOW } from './window';

/** Alpha-beta (fail-soft) in the game's order: article 004's function. */
export const ALPHA_BETA: SearchDescriptor = {
	id: 'alphabeta',
	practisedAs: 'alphabeta',
	names: {
		en: { menu: 'Alpha-beta', name: 'alpha-beta' },
		zh: { menu: 'α-β 剪枝', name: 'α-β 剪枝' }
	},
	windowRule: ALPHA_BETA_WINDOW,
	columns: WINDOW_COLUMNS,
	takes: ['order', 'cut'],
	companion: true,
	// Its details come with it: the step-through page shows it before it hydrates.
	details: async () => details,
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
