import type { SearchDetails } from '$lib/engine';

/** What the product says of expectimax beside its names, loaded on first need. */
export const details: SearchDetails = {
	// Between the maximiser's colour and the chosen path's: a colour of its own in both themes.
	colour: 'color-mix(in srgb, var(--min) 55%, var(--chosen))',
	messages: {
		en: {
			row: {
				name: 'Expectimax',
				detail: 'a random opponent: each of its moves equally likely, their values averaged'
			},
			status: 'Expectimax: chance nodes take their expected value'
		},
		zh: {
			row: {
				name: '期望极大',
				detail: '对手随机走棋：它的每种走法概率相同，取各值的平均'
			},
			status: '期望极大搜索：机会节点取期望值'
		}
	}
};
