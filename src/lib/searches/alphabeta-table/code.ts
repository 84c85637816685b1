import type { SearchRule } from '$lib/engine';
import { searchAlphaBeta } from '../alphabeta/rule';

/** The table's code, loaded on first need: alpha-beta's rule with its table of bounds. */
export const code: SearchRule = {
	run: (game, root, recorder, context) => searchAlphaBeta(game, root, recorder, context)
};
