import { formatCount as count } from '$lib/engine';
import { catalog } from './catalog';

/** The position editors: the board, the tree and the random tree form. */
export const editors = catalog(
	{
		// The board editor.
		presetBoards: 'Preset boards',
		presets: {
			figure2: "Article's figure 2",
			empty: 'Empty board',
			winInOne: 'Win in one',
			forcedBlock: 'Forced block',
			forkThreat: 'Fork threat'
		},
		clear: 'Clear',
		cells: 'Board cells: click, or press X, O or Delete',
		/** `mark` is X, O or '.' for an empty cell. */
		cell: (at: number, mark: string) => `Cell ${at}: ${mark === '.' ? 'empty' : mark}`,
		aiPlays: 'The AI (maximiser) plays',
		toMove: 'To move',
		fromCounts: 'from the counts',
		/** The calls each search makes on the board, counted before anything runs. */
		estimate: (minimax: number, alphabeta: number, empty: number) =>
			`Minimax makes ${count(minimax)} calls here, alpha-beta ${count(alphabeta)}.` +
			(empty >= 7
				? ` With ${empty} empty cells, try alpha-beta, or compare the searches first.`
				: ''),
		searchBoard: 'Search this board',
		// The tree editor.
		treeHint: 'Type a nested array such as [[3, 17], [2, 12]].',
		nestedArray: 'Nested array (leaves are numbers)',
		treeSize: (nodes: number) => `A tree of ${count(nodes)} nodes.`,
		root: 'The root',
		maximises: 'maximises',
		minimises: 'minimises',
		searchTree: 'Search this tree',
		// The random tree form.
		randomTree: 'Random tree',
		childrenPerNode: 'Children per node',
		fewestChildren: 'Fewest children per node',
		mostChildren: 'Most children per node',
		to: 'to',
		depth: 'Depth',
		valuesFrom: 'Values from',
		lowestLeaf: 'Lowest leaf value',
		highestLeaf: 'Highest leaf value',
		seed: 'Seed',
		generate: 'Generate'
	},
	{
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
		treeHint: '请输入嵌套数组，例如 [[3, 17], [2, 12]]。',
		nestedArray: '嵌套数组（叶节点为数字）',
		treeSize: (nodes) => `这棵树有 ${count(nodes)} 个节点。`,
		root: '根节点',
		maximises: '取极大',
		minimises: '取极小',
		searchTree: '搜索这棵树',
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
		generate: '生成'
	}
);
