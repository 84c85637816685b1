import type { SearchRule } from '$lib/engine';
import { writesFamilyListing } from '../minimax/listing';
import { ALPHA_BETA_LISTING } from '../alphabeta/listing';
import { searchAlphaBeta } from '../alphabeta/rule';
import { likelyBestFirst } from './order';
import { gameOrderAt } from './ordering';

/** The ordered search's code, loaded on first need: its order, and alpha-beta's rule in it. */
export const code: SearchRule = {
	// Alpha-beta's listing, its loop over the game's likely-best order.
	listing: writesFamilyListing({ ...ALPHA_BETA_LISTING, title: 'Ordered', ordered: true }),
	moveOrder: likelyBestFirst,
	gameOrderAt,
	// Its order is its own: the core refuses the oracle's here (checkSettings).
	run: (game, root, recorder, { depthLimit, cut }) =>
		searchAlphaBeta(game, root, recorder, { depthLimit, cut, order: likelyBestFirst(game) })
};
