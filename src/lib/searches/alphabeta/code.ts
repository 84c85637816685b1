import type { SearchRule } from '$lib/engine';
import { writesFamilyListing } from '../minimax/listing';
import { ALPHA_BETA_LISTING } from './listing';
import { searchAlphaBeta } from './rule';

/** Alpha-beta's code, loaded on first need: its rule. */
export const code: SearchRule = {
	listing: writesFamilyListing(ALPHA_BETA_LISTING),
	run: (game, root, recorder, { depthLimit, order, cut }) =>
		searchAlphaBeta(game, root, recorder, { depthLimit, order, cut })
};
