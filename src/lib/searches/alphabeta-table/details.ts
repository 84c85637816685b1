import type { SearchDetails } from '$lib/engine';

/** What the product says of alpha-beta with a table beside its names, loaded on first need. */
export const details: SearchDetails = {
	colour: 'var(--min)',
	symmetryColour: 'var(--ink)',
	messages: {
		en: {
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
			row: { name: 'α-β 剪枝 + 置换表', detail: '表中的值和界直接回答调用，或收窄窗口' },
			symmetryRow: {
				name: 'α-β 剪枝 + 置换表 + 对称',
				detail: '同上的置换表，按翻转（和旋转）归并局面'
			}
		}
	}
};
