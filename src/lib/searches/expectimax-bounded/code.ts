import type { SearchRule } from '$lib/engine';
import { searchExpectimaxBounded } from './rule';

/** Star1's code, loaded on first need: its rule (its listing and notes: listing.ts). */
export const code: SearchRule = {
	run: (game, root, recorder, { depthLimit, order, cut }) => {
		const bounds = game.valueBounds?.(depthLimit !== null) ?? null;
		if (bounds === null) throw new Error('This game states no value bounds.');
		return searchExpectimaxBounded(game, root, recorder, bounds, depthLimit, order, cut);
	}
};
