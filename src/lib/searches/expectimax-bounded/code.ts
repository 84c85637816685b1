import type { SearchRule } from '$lib/engine';
import { boundedListing } from './listing';
import { boundedLineRole, boundedNote, boundedReturn } from './note';
import { searchExpectimaxBounded } from './rule';

/**
 * Star1's code, loaded on first need: its rule, its listing over any game, its note on the bound
 * arithmetic, and its own sentence and line where a chance node stops with a bound.
 */
export const code: SearchRule = {
	listing: boundedListing,
	note: boundedNote,
	narrate: boundedReturn,
	lineRole: boundedLineRole,
	run: (game, root, recorder, { depthLimit, order, cut }) => {
		// The core refuses a game without bounds before a search starts (checkSettings).
		const bounds = game.valueBounds?.(depthLimit !== null) ?? null;
		if (bounds === null) throw new Error('This game states no value bounds.');
		return searchExpectimaxBounded(game, root, recorder, bounds, depthLimit, order, cut);
	}
};
