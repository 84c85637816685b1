import type { SearchDescriptor } from '$lib/engine';
import { ALPHA_BETA_WINDOW, WINDOW_COLUMNS } from './window';
import { MESSAGES } from './messages';

export { searchAlphaBeta } from './rule';
export { ALPHA_BETA_WINDOW } from './window';

/** Alpha-beta (fail-soft) in the game's order: article 004's function. */
export const ALPHA_BETA: SearchDescriptor = {
	id: 'alphabeta',
	practisedAs: 'alphabeta',
	messages: MESSAGES,
	colour: 'var(--max)',
	windowRule: ALPHA_BETA_WINDOW,
	columns: WINDOW_COLUMNS,
	takes: ['order', 'cut'],
	companion: true,
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
