import type { SearchDescriptor } from '$lib/engine';
import { loadOnce } from '$lib/engine/load-once';
import { listingLanguagesFrom } from '$lib/games/listing';
import { details } from './details';

// Its family's listings in Python and pseudocode load when a listing is first shown in one.
listingLanguagesFrom(loadOnce(() => import('./languages')));

/**
 * Plain minimax (the freeCodeCamp article's function): every move of every position, in the
 * game's order. It makes the game's whole tree, so its calls follow from the game alone, and a
 * position met again at the same depth grows the same subtree (the recorder may copy it).
 */
export const MINIMAX: SearchDescriptor = {
	id: 'minimax',
	practisedAs: 'minimax',
	names: {
		en: { menu: 'Minimax', name: 'minimax' },
		zh: { menu: '极小化极大', name: '极小化极大' }
	},
	fullWidth: true,
	takes: ['order'],
	// Its details come with it: the step-through page shows it before it hydrates.
	details: async () => details,
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
