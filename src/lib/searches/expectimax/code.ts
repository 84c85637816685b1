import type { SearchRule } from '$lib/engine';
import { expectimaxListing } from './listing';
import { expectimaxNote } from './note';
import { searchExpectimax } from './rule';

/** Expectimax's code, loaded on first need: its rule, its listing over any game, and its note where minimax would choose otherwise. */
export const code: SearchRule = {
	listing: expectimaxListing,
	note: expectimaxNote,
	run: (game, root, recorder, { depthLimit, order }) =>
		searchExpectimax(game, root, recorder, depthLimit, order)
};
