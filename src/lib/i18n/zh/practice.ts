import type { PracticeMessages } from '../practice';
import { shown } from '../practice-values';

/** practice.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const practice: PracticeMessages = {
	title: 'Minimax Lab：练习',
	heading: '练习',
	stepThroughView: '逐步演示',
	compareView: '比较',
	exercise: '练习题',
	source: '局面',
	articleTree: '文章 004 的树',
	randomTree: '随机树',
	linkTree: '链接中的树',
	linkBoard: '链接中的棋盘',
	search: '搜索',
	askWindows: '填写窗口 [α, β]',
	seed: '种子',
	depth: '深度',
	branching: '每个节点的子节点数',
	newTree: '换一棵随机树 (N)',
	taskMinimax:
		'写出每个内部节点的值。极大节点（▲，方形）返回子节点中的最大值，极小节点（▼，圆形）返回最小值。',
	taskAlphabeta:
		'写出 α-β 剪枝访问到的每个内部节点返回的值，并在通往被剪掉分支的边上点 ✂ 标记剪枝。我们的 α-β 是“软失败”的：节点返回已搜索子节点中的最佳值，即使它落在窗口之外。从未访问的节点留空；已标记分支下面的剪枝标记不必再点。',
	cutRuleTask: (strict) =>
		strict
			? '这里的剪枝规则：只有 α > β 时节点才停止；α = β 时继续搜索（相等时不剪枝）。'
			: '这里的剪枝规则：一旦 α ≥ β，节点就停止。',
	taskExpectimax:
		'写出每个内部节点的值。极大节点（▲，方形）返回子节点中的最大值，极小节点（▼，圆形）返回最小值，机会节点（双线圆）返回子节点值按各边上的概率加权的平均值。不是整数的值可以写成分数（23/3、-1/2），也可以写成保留两位小数的小数（7.67：精确值四舍五入到两位小数）。',
	probabilityOf: (node, probability) => `${node} 的概率：${probability}`,
	taskWindows: '再写出每个被访问的内部节点进入时的窗口 [α, β]（无穷大写作 ∞ 或 -∞）。',
	keysHint: '按 Tab 键按调用顺序在格子间移动，按 Enter 键检查。',
	treeRegion: '要推算的树',
	valueOf: (node) => `${node} 的值`,
	cutBranch: (node) => `剪掉通往 ${node} 的分支`,
	alphaOf: (node) => `进入 ${node} 时的 α`,
	betaOf: (node) => `进入 ${node} 时的 β`,
	leafLabel: (node, value) => `${node}：叶子 ${shown(value)}`,
	check: '检查',
	hint: '提示',
	showSolution: '显示答案',
	stepThrough: '逐步演示这道题',
	clear: '清空答案',
	notChecked: '填好格子后按“检查”（或 Enter 键）。',
	blankSheet: '还什么都没有填：先算出各个值，再按“检查”。',
	allCorrect: (total) => `全部正确：${total} 项中对了 ${total} 项。`,
	score: (right, total) => `${total} 项中对了 ${right} 项。`,
	errorsHeading: (mistakes, empty) =>
		`${[mistakes === 0 ? '' : `${mistakes} 处错误`, empty === 0 ? '' : `${empty} 处还没作答`].filter(Boolean).join('，')}：`,
	stepLink: (node) => `逐步演示到 ${node}`,
	solutionShown: '已填入答案。',
	hinted: (node) => `提示：已填好 ${node}。`,
	hintedMove: (cell) => `提示：已填好走 ${cell} 号格的答案。`,
	hintedPick: (cell) => `提示：极小化极大算法走 ${cell} 号格。`,
	nothingToHint: '所有答案都已正确。',
	progress: (attempts, best, total) =>
		attempts === 0
			? '本设备上还没有作答记录。'
			: `本设备上：作答 ${attempts} 次，最好成绩 ${total} 项中对 ${best} 项。`,
	gradedNote: '计分作业：检查会指出每个错误的答案及原因，但不给出正确的值。这里没有提示。',
	keyHeading: '参考答案',
	keyNote: '教师用的参考答案：所有答案都已填好。学生拿到的是计分链接，它既不显示也不链接这些答案。',
	forGrading: '用于计分作业：',
	gradedLink: '学生用的计分链接',
	keyLink: '教师用的参考答案',
	typeTree: '输入或粘贴一棵树',
	practiseTree: '练习这棵树',
	fitTree: '让树适应屏幕',
	boardTask: (toMove, ai) =>
		`轮到 ${toMove} 走；${ai} 是 AI，取极大。写出从这个棋盘走每一步后搜索返回的分数，并选出极小化极大算法会走的一步。`,
	boardTaskCuts:
		'使用 α-β 剪枝时，根节点以 [−∞, +∞] 进入，它自己从不剪掉任何一步；剪枝发生在各步的搜索之内。第一步定下根节点的界之后，后面某一步只要有一个应对说明它不可能更好，它的搜索就立刻停止：请把这些走法标为“提前截断”（✂）。被截断的一步返回它已试过的应对中的最佳分数（软失败）。',
	boardRegion: '要推算的棋盘',
	scoreOf: (cell) => `${cell} 号格的分数`,
	cutMove: (cell) => `走 ${cell}号格的搜索被提前截断`,
	pickMove: '极小化极大算法走的一步',
	cutShortLegend: '✂ 标记搜索被提前截断的走法。',
	pickCell: (cell) => `${cell} 号格`,
	gameOver: (winner) =>
		winner === null
			? '这个棋盘已经下满，没有人获胜：对局已经结束，没有可以评分的走法。'
			: `${winner} 已经在这个棋盘上获胜：对局已经结束，没有可以评分的走法。`,
	practiseInPlay: '换一个对局还没结束的棋盘来练习',
	boardStepLink: (cell) => (cell === null ? '逐步演示到最后的答案' : `逐步演示到 ${cell} 号格`),
	printWorksheet: '打印练习纸',
	sheetCount: '练习纸上的题数',
	sheetRandomOnly: '多道题需要随机树（连续的种子）。',
	questionSet: '导出课程测验的题集',
	sheetTitle: (algorithm) => `练习纸：${algorithm}`,
	sheetName: '姓名：',
	sheetExercise: (index, seed) =>
		seed === null ? `第 ${index} 题` : `第 ${index} 题（种子 ${seed}）`,
	answerKey: '参考答案',
	sheetTaskAlphabeta:
		'写出 α-β 剪枝访问到的每个内部节点返回的值（软失败：已搜索子节点中的最佳值），并划掉通往每个被剪掉分支的边。从未访问的节点留空。',
	sheetTaskWindows: '再写出每个被访问的内部节点进入时的窗口 [α, β]。',
	legendMax: '极大',
	legendMin: '极小',
	legendChance: '机会（概率写在它的边上）',
	legendCut: '被剪掉的分支（边被划掉）',
	tooWideToPrint: (leaves, percent) =>
		`这些树有 ${leaves} 片叶子：打印时只有原尺寸的 ${percent}%，小得没法书写。减少每个节点的子节点数或降低深度，才能打印得清楚。`
};
