import type { SearchRule } from '$lib/engine';
import { searchNegamax } from './rule';

/** Negamax's code, loaded on first need: its rule (its listing and note: listing.ts). */
export const code: SearchRule = {
	run: (game, root, recorder, { depthLimit, order }) =>
		searchNegamax(game, root, recorder, depthLimit, order)
};
