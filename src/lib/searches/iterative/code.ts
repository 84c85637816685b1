import type { SearchRule } from '$lib/engine';
import { iterativeListing } from './listing';
import { iterativeNarration, iterativeNote, iterativeRole } from './narration';
import { attemptOf, movesAt } from './iterations';
import { searchIterative } from './rule';
import { iterationTable } from './table';
import { WORDS } from './messages';

/**
 * Iterative deepening's code, loaded on first need: its rule, its listing over any game, its own
 * narration of the driver and the iterations, the order each call tried, and the iteration table.
 */
export const code: SearchRule = {
	listing: (language) => iterativeListing(language),
	note: iterativeNote,
	narrate: iterativeNarration,
	lineRole: iterativeRole,
	movesAt,
	// An iteration k moves deep estimates at recursion depth k + 1 (the driver is depth 0).
	limitAt: (trace, call) => {
		const attempt = attemptOf(trace, call);
		return attempt === null ? null : attempt.plies + 1;
	},
	table: iterationTable,
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
