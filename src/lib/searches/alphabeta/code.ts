import type { SearchRule } from '$lib/engine';
import { searchAlphaBeta } from './rule';

/** Alpha-beta's code, loaded on first need: its rule (its listing is its words: listing.ts). */
export const code: SearchRule = {
	run: (game, root, recorder, { depthLimit, order, cut }) =>
		searchAlphaBeta(game, root, recorder, { depthLimit, order, cut })
};
