import type { SearchDescriptor, SearchMessages } from '$lib/engine';

/** How the product names expectimax, in each language it speaks. */
const MESSAGES: Readonly<Record<string, SearchMessages>> = {
	en: {
		menu: 'Expectimax',
		name: 'expectimax',
		row: {
			name: 'Expectimax',
			detail: 'a random opponent: each of its moves equally likely, their values averaged'
		},
		status: 'Expectimax: chance nodes take their expected value'
	},
	zh: {
		menu: '期望极大',
		name: '期望极大搜索',
		row: {
			name: '期望极大',
			detail: '对手随机走棋：它的每种走法概率相同，取各值的平均'
		},
		status: '期望极大搜索：机会节点取期望值'
	}
};

/**
 * Expectimax: the maximiser takes its best move, and the other side is not an opponent who
 * plays its best but chance, each of its moves equally likely (a ghost moving at random in
 * CS188's Pacman, a random player at tic-tac-toe). Its minimiser's positions become chance
 * nodes whose value is the average of their children's, kept exact. It calls every move of
 * every position, as minimax does, so it makes exactly minimax's calls.
 */
export const EXPECTIMAX: SearchDescriptor = {
	id: 'expectimax',
	// Practice sets its own exercise on trees: every value, chance nodes' averages exactly.
	practisedAs: 'expectimax',
	messages: MESSAGES,
	// Between the maximiser's colour and the chosen path's: a colour of its own in both themes.
	colour: 'color-mix(in srgb, var(--min) 55%, var(--chosen))',
	fullWidth: true,
	chance: true,
	takes: ['order'],
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
