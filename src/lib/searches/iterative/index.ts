import type { SearchDescriptor } from '$lib/engine';
import { ALPHA_BETA_WINDOW, WINDOW_COLUMNS } from '../alphabeta/window';
import { ITERATIVE_ERRORS } from './errors';
import { ASPIRATION_LABELS, MESSAGES } from './messages';

/**
 * Iterative deepening (`iterative`): alpha-beta 1, 2, 3, … moves deep under a driver call, each
 * iteration trying the last one's best line first; with `aspiration=D`, each iteration after the
 * first starts with a window around the last value (rule.ts).
 */
export const ITERATIVE: SearchDescriptor = {
	id: 'iterative',
	// Its iterations are alpha-beta's searches: the practice sheet is alpha-beta's.
	practisedAs: 'alphabeta',
	messages: MESSAGES,
	errors: ITERATIVE_ERRORS,
	colour: 'color-mix(in srgb, var(--focus) 50%, var(--min))',
	variantColour: 'color-mix(in srgb, var(--focus) 50%, var(--chosen))',
	windowRule: ALPHA_BETA_WINDOW,
	columns: WINDOW_COLUMNS,
	// Its order is its own (the last iteration's best line first): the oracle's is refused.
	ordered: true,
	deepens: true,
	// The aspiration width D, in the game's values: off unless given, any positive number.
	options: [
		{
			key: 'aspiration',
			flag: 'aspiration',
			fallback: null,
			min: 0,
			minExclusive: true,
			max: Infinity,
			integer: false,
			labels: ASPIRATION_LABELS,
			cli: {
				value: 'D',
				help: 'each iteration after the first starts with the window [v - D, v + D] around the last value v (D a positive number)'
			},
			refusals: { range: 'aspirationRange', notTaken: 'aspirationNoDeepening' }
		}
	],
	takes: ['cut'],
	// Its second compare row: an aspiration window one value either side.
	variant: { aspiration: 1 },
	code: async () => (await import('./code')).code
};
