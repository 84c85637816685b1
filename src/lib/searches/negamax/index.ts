import type { SearchDescriptor, SearchMessages } from '$lib/engine';

/** How the product names negamax, in each language it speaks. */
const MESSAGES: Readonly<Record<string, SearchMessages>> = {
	en: {
		menu: 'Negamax',
		name: 'negamax',
		row: { name: 'Negamax', detail: 'minimax for the side to move: one max, values negated' },
		status: 'Negamax searches every call, each value for the side to move'
	},
	zh: {
		menu: '负极大值',
		name: '负极大值搜索',
		row: { name: '负极大值', detail: '按轮到走棋一方计分的极小化极大：只取最大，值取反' },
		status: '负极大值搜索每一次调用，每个值都按轮到走棋的一方计'
	}
};

/**
 * Negamax: minimax written once for both sides, each position scored for the side to move and a
 * child's value negated. The same calls, value and move as minimax on every game; its listing is
 * written over any game, and its note gives each value from the side to move.
 */
export const NEGAMAX: SearchDescriptor = {
	id: 'negamax',
	// The same calls, values and move as minimax: minimax's exercise.
	practisedAs: 'minimax',
	messages: MESSAGES,
	// Between alpha-beta's blue and memo's green: a colour of its own in both themes.
	colour: 'color-mix(in srgb, var(--max) 50%, var(--chosen))',
	fullWidth: true,
	takes: ['order'],
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
