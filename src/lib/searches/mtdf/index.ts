import type { SearchDescriptor } from '$lib/engine';
import { ALPHA_BETA_WINDOW } from '../alphabeta/window';
import { MESSAGES } from './messages';

export { searchMtdf, guessRank, passBeta, type MtdfRule } from './rule';
export { passesOf, passStarts, firstGuessOf, type Pass } from './passes';

/**
 * MTD(f) (`mtdf`): null-window alpha-beta passes with a table of bounds kept across them, each
 * pass asking whether the value reaches a guess, until the lower and upper bounds meet at the
 * minimax value (rule.ts).
 */
export const MTDF: SearchDescriptor = {
	id: 'mtdf',
	// Its passes are alpha-beta's searches: the practice sheet is alpha-beta's.
	practisedAs: 'alphabeta',
	messages: MESSAGES,
	colour: 'color-mix(in srgb, var(--min) 50%, var(--chosen))',
	symmetryColour: 'color-mix(in srgb, var(--ink) 50%, var(--chosen))',
	windowRule: ALPHA_BETA_WINDOW,
	table: 'bounds',
	// Its passes are calls at the root position under the driver, reached by no move.
	drives: true,
	// options: first guess (key 'guess', flag 'first-guess', fallback 0), declared once the options contract lands
	code: async () => (await import('./code')).code
};
