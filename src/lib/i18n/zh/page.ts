import { formatCount as count } from '$lib/engine/format';
import type { PageMessages, RefusedSize, UsedSearch } from '../page';
import { listZh, zh } from '../narration/chinese';

const refusedCalls = (size: RefusedSize): string =>
	`${size.atLeast ? '超过 ' : size.exact ? ' ' : '约 '}${count(size.calls)}`;

const depthWords = (depth: number | null): string =>
	depth === null ? '不限深度' : `以深度限制 ${depth} `;

const usedSearch = (used: UsedSearch): string =>
	used.lower ? depthWords(used.depthLimit) : `用${used.name.zh}${depthWords(used.depthLimit)}`;

const searchingInstead = (fallback: number | null): string =>
	fallback === null ? '改为不限深度搜索' : `改为使用这种游戏自己的深度限制 ${fallback} 搜索`;

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
	exampleConnect4Empty: '四子棋：空棋盘，深度 4',
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
	otherViews: '其他视图',
	menu: '菜单',
	panels: '面板',
	panelBoard: '棋盘',
	panelStack: '调用栈',
	panelCode: '代码',
	share: '分享',
	copyLink: '复制此步的链接',
	copyEmbed: '嵌入此步（复制代码）',
	saveSvg: '将树保存为 SVG',
	savePng: '将树保存为 PNG',
	saveJson: '将搜索记录保存为 JSON',
	saveTree: '将树保存为嵌套数组（JSON）',
	openTrace: '打开搜索记录（JSON）…',
	figureHeading: '纸面插图（当前这一步）',
	figureAnswerBoxes: '用答题框代替数值和窗口',
	figureLabels: '节点标签',
	figureLabelNone: '无',
	figureLabelCalls: '调用编号（FC1、FC2…）',
	figureLabelNames: '名称（如 B、n4）',
	saveFigureTikz: '将插图保存为 LaTeX（TikZ）',
	saveFigureSvg: '将插图保存为 SVG',
	figureTooBig: (nodes, limit) =>
		`这幅插图将有 ${count(nodes)} 个节点；纸面插图最多 ${count(limit)} 个。请退回前面的步骤，或换一个更小的局面或更小的深度限制。`,
	linkCopied: '已复制此步的链接。',
	copyBlocked: (address) => `此处无法复制，链接是：${address}`,
	embedCopied: '已复制嵌入此步的代码：请粘贴到幻灯片或课程页面中可编辑网页代码的地方。',
	embedBlocked: (snippet) => `此处无法复制，嵌入代码是：${snippet}`,
	openFull: '在 Minimax Lab 中打开',
	newTab: '（在新标签页中打开）',
	linkTooLong: (length, limit) =>
		`这个局面太大，无法放进链接：它的地址长达 ${count(length)} 个字符，而链接最多 ${count(limit)} 个字符。请改为将搜索记录保存为 JSON（用“打开搜索记录”可在此重新播放），或将树保存为嵌套数组，供编辑器和命令行使用。`,
	twoSentences: (first, second) => `${first}${second}`,
	addressTooLong: (limit) =>
		`这棵树需要超过 ${count(limit)} 个字符的地址，链接放不下，因此地址中不含局面。要保留这棵树，请在“分享”中保存搜索记录或树。`,
	noDrawing: '没有可保存的图。',
	drawingProblem: {
		noCanvas: '此浏览器无法绘制 PNG。',
		notMade: '无法生成 PNG。',
		notConverted: '无法将图转换为 PNG。'
	},
	saveFailed: '无法保存文件。',
	traceTooBigToSave: (calls, limit) =>
		`这次搜索有 ${count(calls)} 次调用，而一份搜索记录文件最多只能打开 ${count(limit)} 次，所以本页不保存它。命令行（npm run trace）可以写出任意大小的搜索记录。`,
	positionKind: '局面类型',
	boardKind: '井字棋棋盘',
	connect4Kind: '四子棋',
	treeKind: '博弈树',
	opened: (name, calls) => `已打开 ${name}：${count(calls)} 次调用。`,
	openedRun: (name, iterations) => `已打开 ${name}：${count(iterations)} 次迭代。`,
	showingArticleInstead: '改为显示教程中的棋盘。',
	tooLong: (name, length) => `链接中的“${name}”长达 ${count(length)} 个字符，过长，无法读取。`,
	notOneOf: (name, value, allowed, fallback) =>
		`链接中的 ${name}=${value} 不是${allowed.map((option) => `“${option}”`).join('、')}之一，改用“${fallback}”。`,
	positionsClash: (given, used) => `链接给出了不止一种局面（${given.join('、')}），采用${used}。`,
	boardInLink: '井字棋棋盘',
	connect4InLink: '四子棋',
	treeInLink: '博弈树',
	treeForms: (forms, chosen) =>
		`链接以多种形式给出了树（${forms.map((form) => `“${form}”`).join('、')}），采用“${chosen}”。`,
	treezUnreadable: '链接中的压缩树无法读取：它不是由本页压缩的。',
	treezTooBig: (limit) =>
		`链接中的压缩树解压后超过 ${count(limit)} 个字符，超出最大的树，不予读取。`,
	badToMove: (value) => `链接中的 toMove=${value} 不是“X”或“O”，改为按棋子数判断走棋方。`,
	connect4Fallback: (moves) =>
		moves === '' ? '改为打开空的四子棋棋盘。' : zh`改为打开它之前的着法：${moves}。`,
	notForThisGame: (name, value, game) => `链接中的 ${name}=${value} 不适用于${game}，已忽略。`,
	badStep: (value) => `链接中的 step=${value} 不是整数，从第 0 步开始。`,
	badDepth: (name, value, fallback) =>
		`链接中的 ${name}=${value} 不是用数字 0-9 写的从 1 起的整数，${searchingInstead(fallback)}。`,
	depthPastAny: (name, value, fallback) =>
		`链接中的 ${name}=${value} 远远超过任何对局的长度，${searchingInstead(fallback)}。`,
	symmetryNeedsTable: (algorithm, tables) =>
		`链接中的 symmetry=on 需要局面表，而 ${algorithm} 不用局面表（${listZh({ items: tables, hidden: 0 })} 才用）；改为不用对称搜索。`,
	optionDefault: '改用它的默认值。',
	tooDeep: (value, deepest, fallback) =>
		`链接中的深度限制 ${value} 超过了本页对这种游戏的搜索深度（最多 ${deepest}）；改为${fallback === null ? '搜索到终局' : `使用 ${fallback}`}。`,
	searchRefused: (reason) => `${reason}改为不用这个选项搜索。`,
	searchSwitched: (reason, name) => `${reason}改用${name.zh}搜索。`,
	depthRefused: (reason, fallback) => `${reason}改为使用这种游戏自己的深度限制 ${fallback} 搜索。`,
	tooBigInstead: (refused, used) =>
		`链接中的搜索将进行${refusedCalls(refused)} 次调用，超过一条搜索记录最多能容纳的 ${count(refused.ceiling)} 次；改为${usedSearch(used)}显示同一局面（${count(used.calls)} 次调用）。`,
	badLang: (value) => `链接中的 lang=${value} 不是“en”、“zh”之一，沿用之前选择的语言。`
};
