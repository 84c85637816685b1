import type { SearchRule } from '$lib/engine';
import { searchAlphaBeta } from '../alphabeta/rule';
import { likelyBestFirst } from './order';
import { gameOrderAt } from './ordering';

/** The ordered search's code, loaded on first need: its order, and alpha-beta's rule in it. */
export const code: SearchRule = {
	moveOrder: likelyBestFirst,
	gameOrderAt,
	run: (game, root, recorder, { depthLimit, cut }) =>
		searchAlphaBeta(game, root, recorder, { depthLimit, cut, order: likelyBestFirst(game) })
};
