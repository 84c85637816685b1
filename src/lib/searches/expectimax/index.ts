import type { SearchDescriptor } from '$lib/engine';

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
	names: {
		en: { menu: 'Expectimax', name: 'expectimax' },
		zh: { menu: '期望极大', name: '期望极大搜索' }
	},
	fullWidth: true,
	chance: true,
	takes: ['order'],
	details: async () => (await import('./details')).details,
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
