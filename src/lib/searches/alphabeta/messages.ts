import type { SearchMessages } from '$lib/engine';

/** How the product names this search, in each language it speaks. */
export const MESSAGES: Readonly<Record<string, SearchMessages>> = {
	en: {
		menu: 'Alpha-beta',
		name: 'alpha-beta',
		row: {
			name: 'Alpha-beta',
			detail: 'moves in the Move order chosen (the game’s own unless set)'
		}
	},
	zh: {
		menu: 'α-β 剪枝',
		name: 'α-β 剪枝',
		row: { name: 'α-β 剪枝', detail: '按所选的走法顺序尝试（默认按游戏给定的顺序）' }
	}
};
