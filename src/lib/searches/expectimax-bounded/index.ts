import type { SearchDescriptor } from '$lib/engine';
import { ALPHA_BETA_WINDOW, WINDOW_COLUMNS } from '$lib/searches/alphabeta/window';
import { EXPECTIMAX } from '$lib/searches/expectimax';

/**
 * Expectimax with bounds (Ballard's Star1): expectimax's values and move, found with fewer
 * calls. Knowing the least and greatest value a position can have (tic-tac-toe's ±10, a tree's
 * stated bounds), a chance node stops once even its best remaining outcomes cannot change its
 * parent's choice; max and min nodes cut as alpha-beta's do. Its windows are fractions, kept on
 * the scale of values met, and its max and min nodes replay alpha-beta's window.
 */
export const EXPECTIMAX_BOUNDED: SearchDescriptor = {
	id: 'expectimax-bounded',
	// Its values are expectimax's: its exercise is expectimax's, and practice says so.
	...(EXPECTIMAX.practisedAs === undefined ? {} : { practisedAs: EXPECTIMAX.practisedAs }),
	names: {
		en: { menu: 'Expectimax, bounded', name: 'expectimax with bounds' },
		zh: { menu: '有界期望极大', name: '有界期望极大搜索' }
	},
	windowRule: ALPHA_BETA_WINDOW,
	columns: WINDOW_COLUMNS,
	chance: true,
	bounded: true,
	takes: ['order', 'cut'],
	details: async () => (await import('./details')).details,
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
