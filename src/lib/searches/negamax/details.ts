import type { SearchDetails } from '$lib/engine';

/** What the product says of negamax beside its names, loaded on first need. */
export const details: SearchDetails = {
	// Between alpha-beta's blue and memo's green: a colour of its own in both themes.
	colour: 'color-mix(in srgb, var(--max) 50%, var(--chosen))',
	messages: {
		en: {
			row: { name: 'Negamax', detail: 'minimax for the side to move: one max, values negated' },
			status: 'Negamax searches every call, each value for the side to move'
		},
		zh: {
			row: { name: '负极大值', detail: '按轮到走棋一方计分的极小化极大：只取最大，值取反' },
			status: '负极大值搜索每一次调用，每个值都按轮到走棋的一方计'
		}
	}
};
