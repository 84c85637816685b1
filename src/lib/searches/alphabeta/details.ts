import type { SearchDetails } from '$lib/engine';

/** What the product says of alpha-beta beside its names, loaded on first need. */
export const details: SearchDetails = {
	colour: 'var(--max)',
	messages: {
		en: {
			row: {
				name: 'Alpha-beta',
				detail: 'moves in the Move order chosen (the game’s own unless set)'
			}
		},
		zh: {
			row: { name: 'α-β 剪枝', detail: '按所选的走法顺序尝试（默认按游戏给定的顺序）' }
		}
	}
};
