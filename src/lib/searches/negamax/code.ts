import type { SearchRule } from '$lib/engine';
import { negamaxListing } from './listing';
import { negamaxNote } from './messages';
import { searchNegamax } from './rule';

/** Negamax's code, loaded on first need: its rule, its listing over any game, its note. */
export const code: SearchRule = {
	listing: negamaxListing,
	note: negamaxNote,
	run: (game, root, recorder, { depthLimit, order }) =>
		searchNegamax(game, root, recorder, depthLimit, order)
};
