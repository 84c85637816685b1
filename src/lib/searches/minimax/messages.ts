import type { SearchMessages } from '$lib/engine';

/** How the product names this search, in each language it speaks. */
export const MESSAGES: Readonly<Record<string, SearchMessages>> = {
	en: {
		menu: 'Minimax',
		name: 'minimax',
		row: { name: 'Minimax', detail: 'every move of every position' }
	},
	zh: {
		menu: '极小化极大',
		name: '极小化极大',
		row: { name: '极小化极大', detail: '搜索每个局面的每一种走法' }
	}
};
