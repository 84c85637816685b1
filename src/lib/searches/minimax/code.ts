import type { SearchRule } from '$lib/engine';
import { searchMinimax } from './rule';

/** Minimax's code, loaded on first need: its rule (its listing is its words: listing.ts). */
export const code: SearchRule = {
	run: (game, root, recorder, { depthLimit, order }) =>
		searchMinimax(game, root, recorder, { depthLimit, order })
};
