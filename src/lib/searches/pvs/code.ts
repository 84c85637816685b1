import type { SearchRule } from '$lib/engine';
import { pvsListing } from './listing';
import { pvsNote } from './notes';
import { searchPvs } from './rule';

/** PVS's code, loaded on first need: its rule, its listing over any game, its notes. */
export const code: SearchRule = {
	listing: pvsListing,
	note: pvsNote,
	run: (game, root, recorder, { depthLimit, order, cut }) =>
		searchPvs(game, root, recorder, { depthLimit, order, cut })
};
