import type { SearchDetails } from '$lib/engine';

/** What the product says of minimax beside its names, loaded on first need. */
export const details: SearchDetails = {
	colour: 'var(--link)',
	messages: {
		en: {
			row: { name: 'Minimax', detail: 'every move of every position' }
		},
		zh: {
			row: { name: '极小化极大', detail: '搜索每个局面的每一种走法' }
		}
	}
};
