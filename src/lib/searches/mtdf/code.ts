import type { SearchRule } from '$lib/engine';
import { passOf, passStarts } from './passes';
import { searchMtdf } from './rule';
import { WORDS } from './messages';

/**
 * MTD(f)'s code, loaded on first need: its rule and its passes (its listing, narration and pass
 * table are its words: listing.ts).
 */
export const code: SearchRule = {
	// The driver tries no move: it starts passes. Elsewhere the game's order (or the one asked).
	movesAt: (trace, call) => (call === 1 ? [] : null),
	// A pass hangs one level under the driver: a call estimates one recursion level deeper.
	limitAt: (trace, call) => {
		const { depthLimit } = trace.settings;
		return call === 1 || depthLimit === null ? depthLimit : depthLimit + 1;
	},
	// Stepped by pass too (the descriptor's unit): each pass begins at its first event.
	stepStarts: (unit, trace) => (unit === 'pass' ? passStarts(trace) : []),
	linkLabel: (trace, call, lang) => {
		const pass = passOf(trace, call);
		const words = WORDS[lang] ?? WORDS.en;
		return pass === null || words === undefined ? null : words.linkLabel(pass.number);
	},
	run: (game, root, recorder, { depthLimit, table, key, order, cut, options }) =>
		searchMtdf(game, root, recorder, {
			depthLimit,
			guess: options?.guess ?? 0,
			...(table === undefined ? {} : { table }),
			...(key === undefined ? {} : { key }),
			...(order === undefined ? {} : { order }),
			...(cut === undefined ? {} : { cut })
		})
};
