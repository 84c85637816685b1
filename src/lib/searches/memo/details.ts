import type { SearchDetails } from '$lib/engine';

/** What the product says of minimax with a table beside its names, loaded on first need. */
export const details: SearchDetails = {
	colour: 'var(--chosen)',
	symmetryColour: 'var(--cut)',
	messages: {
		en: {
			row: { name: 'Minimax + table', detail: 'a position met again is looked up, not searched' },
			symmetryRow: {
				name: 'Minimax + table, symmetry',
				detail: 'positions a mirror (or on tic-tac-toe a turn) makes equal share one entry'
			}
		},
		zh: {
			row: { name: '极小化极大 + 置换表', detail: '再次遇到的局面直接查表，不再搜索' },
			symmetryRow: {
				name: '极小化极大 + 置换表 + 对称',
				detail: '翻转（或井字棋的旋转）后相同的局面共用一个表项'
			}
		}
	}
};
