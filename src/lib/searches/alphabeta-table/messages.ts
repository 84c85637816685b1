import type { SearchMessages } from '$lib/engine';

/** How the product names this search, in each language it speaks. */
export const MESSAGES: Readonly<Record<string, SearchMessages>> = {
	en: {
		menu: 'Alpha-beta + table',
		name: 'alpha-beta with a table',
		row: {
			name: 'Alpha-beta + table',
			detail: 'stored values and bounds answer calls or narrow windows'
		},
		symmetryRow: {
			name: 'Alpha-beta + table, symmetry',
			detail: 'the table above, keyed up to mirrors (and turns)'
		}
	},
	zh: {
		menu: 'α-β 剪枝 + 置换表',
		name: '带置换表的 α-β 剪枝',
		row: { name: 'α-β 剪枝 + 置换表', detail: '表中的值和界直接回答调用，或收窄窗口' },
		symmetryRow: {
			name: 'α-β 剪枝 + 置换表 + 对称',
			detail: '同上的置换表，按翻转（和旋转）归并局面'
		}
	}
};
