import { formatCount as count, type CallEstimate, type Mark } from '$lib/engine';
import { catalog } from './catalog';
import { roughly } from './rough';

/** An estimate as the editor says it: counted ("2,801 calls") or grown ("about …"). */
const calls = ({ calls, exact }: CallEstimate): string =>
	exact ? `${count(calls)} calls` : `about ${count(roughly(calls))} calls`;
const callsZh = ({ calls, exact }: CallEstimate): string =>
	exact ? ` ${count(calls)} 次调用` : `约 ${count(roughly(calls))} 次调用`;

/** The position editors: the board, the tree, the random tree form and Connect Four. */
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
		// The Connect Four editor.
		connect4Board: 'Board: choose a column to drop a disc (← and → move between columns)',
		/** A column's button: its accessible name. */
		dropIn: (column: number, full: boolean) => `Drop in column ${column}${full ? ' (full)' : ''}`,
		/** A column's discs from the bottom, for a screen reader. */
		columnDiscs: (column: number, discs: readonly Mark[]) =>
			`Column ${column}: ${discs.length === 0 ? 'empty' : `${discs.join(', ')} from the bottom`}`,
		undo: 'Undo',
		moveString: 'Moves: the columns played, 1–7 from the left (such as 4453)',
		depthLimit: 'Depth limit',
		depthNotWhole: (typed: string, deepest: number) =>
			`The depth limit "${typed}" is not a whole number from 1 to ${deepest}.`,
		depthTooDeep: (depth: number, deepest: number) =>
			`A depth limit of ${depth} is too deep for the page: it looks at most ${deepest} moves ahead here (the command-line tool goes deeper).`,
		/** After a refused move string: what the board still shows. */
		boardKept: (moves: string) =>
			`The board keeps the last moves that play: ${moves === '' ? 'the empty board' : moves}.`,
		connect4Turn: (side: Mark, ai: Mark) => `${side} to move · AI ${ai} maximises`,
		connect4Won: (winner: Mark) =>
			`${winner} has four in a row: the game is over, so a search here makes one call.`,
		connect4Full:
			'The board is full with no four in a row: a draw, so a search here makes one call.',
		estimating: 'Counting the calls…',
		/** Counted exactly ("2,801 calls") or, past a budget, grown level by level ("about …"). */
		connect4Estimate: (minimax: CallEstimate, alphabeta: CallEstimate, depth: number) =>
			`Looking ${depth} ${depth === 1 ? 'move' : 'moves'} ahead, minimax makes ${calls(minimax)} here, alpha-beta ${calls(alphabeta)}.`,
		searchConnect4: 'Search this position',
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
		connect4Board: '棋盘：选择一列落子（用 ← 和 → 在列之间移动）',
		dropIn: (column, full) => `在第 ${column} 列落子${full ? '（已满）' : ''}`,
		columnDiscs: (column, discs) =>
			`第 ${column} 列：${discs.length === 0 ? '空' : `从下往上 ${discs.join('、')}`}`,
		undo: '撤销',
		moveString: '走法：依次落子的列号，从左起 1–7（例如 4453）',
		depthLimit: '深度限制',
		depthNotWhole: (typed, deepest) => `深度限制“${typed}”不是 1 到 ${deepest} 之间的整数。`,
		depthTooDeep: (depth, deepest) =>
			`深度限制 ${depth} 对本页来说太深了：这里最多向前看 ${deepest} 步（命令行工具可以看得更深）。`,
		boardKept: (moves) => `棋盘保留最后一串能走的走法：${moves === '' ? '空棋盘' : moves}。`,
		connect4Turn: (side, ai) => `轮到 ${side} 走 · AI ${ai} 取极大`,
		connect4Won: (winner) => `${winner} 已连成四子，棋局结束，所以在这里搜索只有一次调用。`,
		connect4Full: '棋盘已下满且无人连成四子：平局，所以在这里搜索只有一次调用。',
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
		generate: '生成'
	}
);
