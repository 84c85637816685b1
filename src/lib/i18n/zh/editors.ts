import type { CallEstimate } from '$lib/engine';
import { formatCount as count } from '$lib/engine/format';
import { roughly } from '../rough';
import type { EditorsMessages } from '../editors';

const callsZh = ({ calls, exact }: CallEstimate): string =>
	exact ? ` ${count(calls)} 次调用` : `约 ${count(roughly(calls))} 次调用`;

/** editors.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const editors: EditorsMessages = {
	presetBoards: '预设棋盘',
	presets: {
		figure2: '教程中的图 2',
		empty: '空棋盘',
		winInOne: '一步获胜',
		forcedBlock: '被迫封堵',
		forkThreat: '双重威胁'
	},
	clear: '清空',
	cells: '棋盘格：点击，或按 X、O 或删除键',
	cell: (at, mark) => `${at} 号格：${mark === '.' ? '空' : mark}`,
	aiPlays: 'AI（取极大的一方）执',
	toMove: '走棋方',
	fromCounts: '按棋子数判断',
	estimate: (minimax, alphabeta, empty) =>
		`在这个局面上，极小化极大需要 ${count(minimax)} 次调用，α-β 剪枝需要 ${count(alphabeta)} 次。` +
		(empty >= 7 ? `棋盘上有 ${empty} 个空格，建议用 α-β 剪枝，或先比较各种搜索。` : ''),
	searchBoard: '搜索这个棋盘',
	treeHint:
		'请输入嵌套数组，例如 [[3, 17], [2, 12]]。要像教科书那样给节点命名，可写成 {"name": "B", "children": [3, 17]}，叶节点写成 {"name": "E", "value": 3}。',
	nestedArray: '嵌套数组（叶节点为数字）',
	treeSize: (nodes) => `这棵树有 ${count(nodes)} 个节点。`,
	longText: (chars, nodes, leaves, depth) =>
		`粘贴的树有 ${(chars / 1e6).toFixed(1)} MB：${count(nodes)} 个节点，${count(leaves)} 个叶节点，深度 ${depth}。这么长的文本放进文本框会让页面停顿数秒，所以没有放进去。`,
	editAsText: '作为文本编辑（页面可能停顿数秒）',
	readingText: (chars) => `正在读取粘贴的文本（${(chars / 1e6).toFixed(1)} MB）…`,
	root: '根节点',
	maximises: '取极大',
	minimises: '取极小',
	searchTree: '搜索这棵树',
	outline: {
		outline: '树的大纲',
		keys: '方向键在节点之间移动；+ 或 Insert 添加子节点，Delete 删除，Alt+↑ 和 Alt+↓ 在兄弟节点间移动节点，Enter 编辑值（叶节点）或名称，N 编辑名称。拖动节点的手柄可以调整顺序。',
		emptyTree: '空树',
		tooBig: (nodes, limit) =>
			`这棵树有 ${count(nodes)} 个节点，超过了大纲能显示的 ${count(limit)} 个：请直接编辑文本。`,
		outlineKept: '大纲显示的是最后一次能读懂的文本。',
		innerNode: (name, side, children) =>
			`${name === null ? '' : `${name}：`}${side === 'chance' ? '机会节点' : `取${side === 'max' ? '极大' : '极小'}`}，${children === 0 ? '还没有子节点' : `${children} 个子节点`}`,
		leafNode: (name, value) => `${name === null ? '' : `${name}：`}叶节点 ${value}`,
		max: '极大',
		min: '极小',
		chance: '机会',
		kind: '类型',
		kindByLevel: (side) => `按所在层（${side === 'max' ? '极大' : '极小'}）`,
		kindOnlyInner: '只有带子节点的节点才有类型',
		kindMax: '极大',
		kindMin: '极小',
		kindChance: '机会',
		weights: '各子节点的概率',
		weightOf: (place) => `${place}的概率`,
		weightsHint: '每个填一个数或分数（如 1/6），总和为 1；全部留空表示各子节点概率相同。',
		setWeights: '设置概率',
		noChildren: '还没有子节点',
		place: (path, node = null) =>
			path === '' ? '根节点' : node === null ? `节点 ${path}` : `n${node}`,
		tools: (place) => `编辑${place}`,
		addChild: '添加子节点',
		remove: '删除',
		moveUp: '上移',
		moveDown: '下移',
		value: '值',
		valueOnlyLeaves: '只有叶节点有值',
		name: '名称',
		dragHandle: '拖动以调整顺序',
		notDone: (reason) => `未修改：${reason}`,
		notNumber: (typed) => `“${typed}”不是数；叶节点的值必须是有限的数。`,
		removeRoot: '根节点不能删除；请用“空树”重新开始。',
		added: (place, children) => `已给${place}添加子节点，现在它有 ${children} 个子节点。`,
		moved: (place, siblings) => `已移到第 ${place} 位（共 ${siblings} 个）。`
	},
	connect4Board: '棋盘：选择一列落子（用 ← 和 → 在列之间移动）',
	dropIn: (column, full) => `在第 ${column} 列落子${full ? '（已满）' : ''}`,
	columnDiscs: (column, discs) =>
		`第 ${column} 列：${discs.length === 0 ? '空' : `从下往上 ${discs.join('、')}`}`,
	undo: '撤销',
	redo: '重做',
	undoKeys: '撤销上一次修改（Ctrl+Z）。',
	redoKeys: '重新做刚撤销的修改（Ctrl+Shift+Z 或 Ctrl+Y）。',
	history: '修改',
	moveString: '走法：依次落子的列号，从左起 1–7（例如 4453）',
	depthLimit: '深度限制',
	depthNotWhole: (typed, deepest) => `深度限制“${typed}”不是 1 到 ${deepest} 之间的整数。`,
	depthTooDeep: (depth, deepest) =>
		`深度限制 ${depth} 对本页来说太深了：这里最多向前看 ${deepest} 步（命令行工具可以看得更深）。`,
	boardKept: (moves) => `棋盘保留最后一串能走的走法：${moves === '' ? '空棋盘' : moves}。`,
	connect4Turn: (side, ai) => `轮到 ${side} 走 · AI ${ai} 取极大`,
	estimating: '正在计算调用次数……',
	connect4Estimate: (minimax, alphabeta, depth) =>
		`向前看 ${depth} 步，极小化极大在这里需要${callsZh(minimax)}，α-β 剪枝需要${callsZh(alphabeta)}。`,
	searchConnect4: '搜索这个局面',
	randomTree: '随机树',
	childrenPerNode: '每个节点的子节点数',
	fewestChildren: '每个节点最少的子节点数',
	mostChildren: '每个节点最多的子节点数',
	to: '至',
	depth: '深度',
	valuesFrom: '叶节点的值从',
	lowestLeaf: '叶节点的最小值',
	highestLeaf: '叶节点的最大值',
	seed: '随机种子',
	evaluation: '深度限制处的估值',
	evaluations: {
		lines: '可成线数（本站）',
		aima: 'AIMA 5.9：3X₂ + X₁ − (3O₂ + O₁)'
	},
	distinctLeaves: '叶节点值互不相同',
	generate: '生成'
};
