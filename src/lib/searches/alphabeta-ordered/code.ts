import type { SearchRule } from '$lib/engine';
import { writesFamilyListing } from '../minimax/listing';
import { ALPHA_BETA_ORDERED_LISTING } from './listing';
import { searchAlphaBeta } from '../alphabeta/rule';
import { likelyBestFirst } from './order';
import { gameOrderAt } from './ordering';

/** The ordered search's code, loaded on first need: its order, and alpha-beta's rule in it. */
export const code: SearchRule = {
	listing: writesFamilyListing(ALPHA_BETA_ORDERED_LISTING),
	moveOrder: likelyBestFirst,
	gameOrderAt,
	// Its order is its own: the core refuses the oracle's here (checkSettings).
	run: (game, root, recorder, { depthLimit, cut }) =>
		searchAlphaBeta(game, root, recorder, { depthLimit, cut, order: likelyBestFirst(game) })
};
