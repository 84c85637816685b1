import type { SearchDescriptor } from '$lib/engine';
import { MESSAGES } from './messages';

export { searchMinimax } from './rule';

/**
 * Plain minimax (the freeCodeCamp article's function): every move of every position, in the
 * game's order. It makes the game's whole tree, so its calls follow from the game alone, and a
 * position met again at the same depth grows the same subtree (the recorder may copy it).
 */
export const MINIMAX: SearchDescriptor = {
	id: 'minimax',
	practisedAs: 'minimax',
	messages: MESSAGES,
	colour: 'var(--link)',
	fullWidth: true,
	takes: ['order'],
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
