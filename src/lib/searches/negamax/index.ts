import type { SearchDescriptor } from '$lib/engine';

/**
 * Negamax: minimax written once for both sides, each position scored for the side to move and a
 * child's value negated. The same calls, value and move as minimax on every game; its listing is
 * written over any game, and its note gives each value from the side to move.
 */
export const NEGAMAX: SearchDescriptor = {
	id: 'negamax',
	// The same calls, values and move as minimax: minimax's exercise.
	practisedAs: 'minimax',
	names: {
		en: { menu: 'Negamax', name: 'negamax' },
		zh: { menu: '负极大值', name: '负极大值搜索' }
	},
	fullWidth: true,
	takes: ['order'],
	details: async () => (await import('./details')).details,
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
