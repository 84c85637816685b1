import type { SearchRule } from '$lib/engine';
import { MINIMAX_LISTING, writesFamilyListing } from './listing';
import { searchMinimax } from './rule';

/** Minimax's code, loaded on first need: its rule. */
export const code: SearchRule = {
	listing: writesFamilyListing(MINIMAX_LISTING),
	run: (game, root, recorder, { depthLimit, order }) =>
		searchMinimax(game, root, recorder, { depthLimit, order })
};
