import type { SearchMessages } from '$lib/engine';

/** How the product names this search, in each language it speaks. */
export const MESSAGES: Readonly<Record<string, SearchMessages>> = {
	en: {
		menu: 'Alpha-beta, ordered',
		name: 'ordered alpha-beta',
		row: {
			name: 'Alpha-beta, better order',
			detail: 'centre first (tic-tac-toe: corners next; trees: by first leaf)'
		}
	},
	zh: {
		menu: 'α-β 剪枝 + 排序',
		name: '带排序的 α-β 剪枝',
		row: {
			name: 'α-β 剪枝 + 走法排序',
			detail: '先试中心（井字棋再试四角；树：按第一个叶节点排序）'
		}
	}
};
