import type { SearchMessages } from '$lib/engine';

/** How the product names expectimax, in each language it speaks. */
export const MESSAGES: Readonly<Record<string, SearchMessages>> = {
	en: {
		menu: 'Expectimax',
		name: 'expectimax',
		row: {
			name: 'Expectimax',
			detail: 'a random opponent: each of its moves equally likely, their values averaged'
		},
		status: 'Expectimax: max takes its best move; at a chance node every move is equally likely'
	},
	zh: {
		menu: '期望极大',
		name: '期望极大搜索',
		row: {
			name: '期望极大',
			detail: '对手随机走棋：它的每种走法概率相同，取各值的平均'
		},
		status: '期望极大搜索：max 取最好的走法；在机会节点，每种走法概率相同'
	}
};

/** The listing's title, by language. */
export const TITLES: Readonly<Record<string, string>> = {
	en: 'Expectimax, written for any game',
	zh: '期望极大搜索（适用于任何游戏）'
};
