import type { SearchRule } from '$lib/engine';
import { expectimaxListing } from './listing';
import { searchExpectimax } from './rule';

/** Expectimax's code, loaded on first need: its rule and its listing over any game. */
export const code: SearchRule = {
	listing: expectimaxListing,
	run: (game, root, recorder, { depthLimit, order }) =>
		searchExpectimax(game, root, recorder, depthLimit, order)
};
