import { formatCount as count } from '$lib/engine/format';
import type { PageMessages } from '../page';

/** page.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const page: PageMessages = {
	title: 'Minimax Lab：逐步查看搜索过程',
	example: '示例',
	exampleBoard: '教程中的棋盘（图 2）',
	exampleTree: '第 004 篇文章的 α-β 剪枝树',
	exampleAima: 'AIMA 图 5.2（节点 A–D）',
	exampleUniform: '均匀树：每个节点 3 个子节点，深 4 层，叶节点值互不相同',
	exampleEmpty: '空棋盘：完整对局',
	exampleHorizon: '深度限制 2 错过胜局',
	exampleChance: '极小化极大与期望极大选法不同',
	exampleConnect4Win: '四子棋：一步获胜',
	exampleConnect4Threat: '四子棋：深度 4 才见的威胁',
	exampleConnect4Empty: '四子棋：空棋盘',
	exampleConnect4Endgame: '四子棋：残局，只有第 4 列能赢',
	ownPosition: '自定义局面',
	fromProgram: '来自你的程序…',
	programShown: '你的程序',
	edit: '编辑…',
	boardSummary: (toMove, ai, calls) =>
		`棋盘 · 轮到 ${toMove} 走，AI ${ai} 取极大 · ${count(calls)} 次调用`,
	treeSummary: (nodes, root, calls) =>
		`树 · ${count(nodes)} 个节点，根节点${root === 'max' ? '取极大' : '取极小'} · ${count(calls)} 次调用`,
	letters: 'A–G 标签',
	search: '搜索',
	compare: '比较',
	practice: '练习',
	menu: '菜单',
	panels: '面板',
	panelBoard: '棋盘',
	panelStack: '调用栈',
	panelCode: '代码',
	share: '分享',
	openFull: '在 Minimax Lab 中打开',
	newTab: '（在新标签页中打开）',
	twoSentences: (first, second) => `${first}${second}`,
	addressTooLong: (limit) =>
		`这棵树需要超过 ${count(limit)} 个字符的地址，链接放不下，因此地址中不含局面。要保留这棵树，请在“分享”中保存搜索记录或树。`,
	positionKind: '局面类型',
	boardKind: '井字棋棋盘',
	connect4Kind: '四子棋',
	treeKind: '博弈树',
	opened: (name, calls) => `已打开 ${name}：${count(calls)} 次调用。`,
	openedRun: (name, iterations) => `已打开 ${name}：${count(iterations)} 次迭代。`
};
