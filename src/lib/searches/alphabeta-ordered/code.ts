import type { SearchRule } from '$lib/engine';
import { searchAlphaBeta } from '../alphabeta/rule';
import { likelyBestFirst } from './order';
import { gameOrderAt } from './ordering';

/** The ordered search's code, loaded on first need: its order, and alpha-beta's rule in it. */
export const code: SearchRule = {
	moveOrder: likelyBestFirst,
	gameOrderAt,
	// Its order is its own: the core refuses the oracle's here (checkSettings).
	run: (game, root, recorder, { depthLimit, cut }) =>
		searchAlphaBeta(game, root, recorder, { depthLimit, cut, order: likelyBestFirst(game) })
};
