import type { SearchDescriptor } from '$lib/engine';
import { ALPHA_BETA_WINDOW, WINDOW_COLUMNS } from '../alphabeta/window';

/**
 * Iterative deepening (`iterative`): alpha-beta 1, 2, 3, … moves deep under a driver call, each
 * iteration trying the last one's best line first; with `aspiration=D`, each iteration after the
 * first starts with a window around the last value (rule.ts).
 */
export const ITERATIVE: SearchDescriptor = {
	id: 'iterative',
	// Its iterations are alpha-beta's searches: the practice sheet is alpha-beta's.
	practisedAs: 'alphabeta',
	names: {
		en: { menu: 'Iterative deepening', name: 'iterative deepening' },
		zh: { menu: '迭代加深', name: '迭代加深搜索' }
	},
	windowRule: ALPHA_BETA_WINDOW,
	columns: WINDOW_COLUMNS,
	// Its order is its own (the last iteration's best line first): the oracle's is refused.
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
			refusals: { range: 'aspirationRange', notTaken: 'aspirationNoDeepening' }
		}
	],
	takes: ['cut'],
	// Its second compare row: an aspiration window one value either side.
	variant: { aspiration: 1 },
	details: async () => (await import('./details')).details,
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
