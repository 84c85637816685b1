import type { SearchRule } from '$lib/engine';
import { searchMinimax } from '../minimax/rule';

/** The memo's code, loaded on first need: minimax's rule with its table (its listing: listing.ts). */
export const code: SearchRule = {
	run: (game, root, recorder, context) => searchMinimax(game, root, recorder, context)
};
