import type { SearchRule } from '$lib/engine';
import { searchExpectimax } from './rule';

/** Expectimax's code, loaded on first need: its rule (its listing and note: listing.ts). */
export const code: SearchRule = {
	run: (game, root, recorder, { depthLimit, order }) =>
		searchExpectimax(game, root, recorder, depthLimit, order)
};
