import type { SearchRule } from '$lib/engine';
import { searchPvs } from './rule';

/** PVS's code, loaded on first need: its rule (its listing and notes: listing.ts). */
export const code: SearchRule = {
	run: (game, root, recorder, { depthLimit, order, cut }) =>
		searchPvs(game, root, recorder, { depthLimit, order, cut })
};
