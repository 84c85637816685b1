import type { SearchDescriptor } from '$lib/engine';
import { ALPHA_BETA_WINDOW, BOUND_TABLE_COLUMNS, WINDOW_COLUMNS } from '../alphabeta/window';

/**
 * MTD(f) (`mtdf`): null-window alpha-beta passes with a table of bounds kept across them, each
 * pass asking whether the value reaches a guess, until the lower and upper bounds meet at the
 * minimax value (rule.ts).
 */
export const MTDF: SearchDescriptor = {
	id: 'mtdf',
	// Its passes are alpha-beta's searches: the practice sheet is alpha-beta's.
	practisedAs: 'alphabeta',
	names: { en: { menu: 'MTD(f)', name: 'MTD(f)' }, zh: { menu: 'MTD(f)', name: 'MTD(f) 搜索' } },
	windowRule: ALPHA_BETA_WINDOW,
	columns: [...WINDOW_COLUMNS, ...BOUND_TABLE_COLUMNS],
	// Its passes are calls at the root position under the driver, reached by no move.
	drives: true,
	// Stepped by pass as well as by call and by event (`by=pass` in links).
	stepUnits: [
		{
			id: 'pass',
			link: 'pass',
			names: { en: 'By pass', zh: '按趟' },
			steps: { en: (n) => `pass ${n} done`, zh: (n) => `第 ${n} 趟完成` }
		}
	],
	// The first guess, in the game's values: the value the first pass tests.
	options: [
		{
			key: 'guess',
			flag: 'first-guess',
			fallback: 0,
			min: -1_000_000,
			max: 1_000_000,
			integer: false,
			refusals: { range: 'guessRange', notTaken: 'guessNotTaken' }
		}
	],
	takes: ['symmetry', 'order', 'cut'],
	details: async () => (await import('./details')).details,
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
