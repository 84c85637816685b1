import type { SearchRule } from '$lib/engine';
import { writesFamilyListing } from '../minimax/listing';
import { ALPHA_BETA_TABLE_LISTING } from './listing';
import { searchAlphaBeta } from '../alphabeta/rule';

/** The table's code, loaded on first need: alpha-beta's rule with its table of bounds. */
export const code: SearchRule = {
	listing: writesFamilyListing(ALPHA_BETA_TABLE_LISTING),
	run: (game, root, recorder, context) => searchAlphaBeta(game, root, recorder, context)
};
