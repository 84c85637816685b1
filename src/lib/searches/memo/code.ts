import type { SearchRule } from '$lib/engine';
import { writesFamilyListing } from '../minimax/listing';
import { MEMO_LISTING } from './listing';
import { searchMinimax } from '../minimax/rule';

/** The memo's code, loaded on first need: minimax's rule with its table. */
export const code: SearchRule = {
	listing: writesFamilyListing(MEMO_LISTING),
	run: (game, root, recorder, context) => searchMinimax(game, root, recorder, context)
};
