import type { SearchDescriptor, SearchMessages } from '$lib/engine';
import { ALPHA_BETA_WINDOW, WINDOW_COLUMNS } from '$lib/searches/alphabeta/window';
import { EXPECTIMAX } from '$lib/searches/expectimax';

/** How the product names expectimax with bounds (Ballard's Star1), in each language it speaks. */
const MESSAGES: Readonly<Record<string, SearchMessages>> = {
	en: {
		menu: 'Expectimax, bounded',
		name: 'expectimax with bounds',
		row: {
			name: 'Expectimax, bounded',
			detail:
				'Star1: knowing the least and greatest value, a chance node stops once the rest cannot matter'
		},
		status: 'Expectimax with bounds: a chance node stops once the rest cannot matter'
	},
	zh: {
		menu: '有界期望极大',
		name: '有界期望极大搜索',
		row: {
			name: '有界期望极大',
			detail: 'Star1：已知最小值和最大值，机会节点在其余结果已无关紧要时停止'
		},
		status: '有界期望极大搜索：机会节点在其余结果无关紧要时停止'
	}
};

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
	messages: MESSAGES,
	// Between alpha-beta's colour and the chosen path's: apart from expectimax's in both themes.
	colour: 'color-mix(in srgb, var(--max) 55%, var(--chosen))',
	windowRule: ALPHA_BETA_WINDOW,
	columns: WINDOW_COLUMNS,
	chance: true,
	bounded: true,
	takes: ['order', 'cut'],
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
