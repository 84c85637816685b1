import type { SearchRule } from '$lib/engine';
import { attemptOf, movesAt } from './iterations';
import { searchIterative } from './rule';
import { WORDS } from './messages';

/**
 * Iterative deepening's code, loaded on first need: its rule and the order each call tried (its
 * listing, narration and iteration table are its words: listing.ts).
 */
export const code: SearchRule = {
	movesAt,
	// An iteration k moves deep estimates at recursion depth k + 1 (the driver is depth 0).
	limitAt: (trace, call) => {
		const attempt = attemptOf(trace, call);
		return attempt === null ? null : attempt.plies + 1;
	},
	linkLabel: (trace, call, lang) => {
		const attempt = attemptOf(trace, call);
		const words = WORDS[lang] ?? WORDS.en;
		return attempt === null || words === undefined
			? null
			: words.linkLabel(attempt.plies, attempt.research);
	},
	// Its order is its own (the last best line first): the core refuses the oracle's here.
	run: (game, root, recorder, { depthLimit, cut, options }) =>
		searchIterative(game, root, recorder, {
			depthLimit,
			...(cut === undefined ? {} : { cut }),
			...(options?.aspiration === undefined ? {} : { aspiration: options.aspiration })
		})
};
