import type { SearchOptionsMessages } from '../search-options';

/** search-options.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const searchOptions: SearchOptionsMessages = {
	order: '走法顺序',
	orderNames: {
		given: '原顺序（游戏给定）',
		best: '最好优先（按真实极小化极大值）',
		worst: '最差优先'
	},
	orderWhyNot: (search) => `${search}按自己的顺序尝试走法：要试最好或最差顺序，请选择 α-β 剪枝。`,
	cutRule: '剪去其余走法的条件',
	cutNames: {
		ge: 'α ≥ β（AIMA，默认）',
		gt: '仅当 α > β：相等时不剪（伯克利人工智能课程）'
	},
	cutWhyNot: '只有带窗口 [α, β] 的搜索（α-β 剪枝及其变体）才剪枝。',
	compareOrderNote:
		'走法顺序适用于除“带排序的 α-β 剪枝”（它有自己的顺序）以外的所有搜索；剪枝条件适用于带窗口的搜索。',
	depthLimit: '深度限制',
	noLimit: '关闭（搜索到底）',
	limitTo: (limit) => `向前看 ${limit} 步`,
	symmetry: '把棋盘的旋转和翻转视为同一局面',
	symmetryWhyNot: (board) =>
		board
			? '只有带置换表的搜索（极小化极大 + 置换表、α-β 剪枝 + 置换表）能用此项：它改变的是查表的方式。'
			: '博弈树没有可以旋转或翻转的棋盘。',
	aboutDepth: '关于深度限制'
};
