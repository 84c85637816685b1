import type { SearchRule } from '$lib/engine';
import { expectimaxListing } from './listing';
import { expectimaxNote } from './note';
import { searchExpectimax } from './rule';

/** Expectimax's code, loaded on first need: its rule, its listing over any game, and its note where minimax would choose otherwise. */
export const code: SearchRule = {
	listing: expectimaxListing,
	note: expectimaxNote,
	// A min node keeps a lower value on a line of its own; every other event finds its usual line.
	lineRole: (trace, kind, call) =>
		kind === 'receive' && trace.nodeKind(trace.parent(call) ?? 1) === 'min' ? 'keepMin' : null,
	run: (game, root, recorder, { depthLimit, order }) =>
		searchExpectimax(game, root, recorder, depthLimit, order)
};
