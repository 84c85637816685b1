import type { BoardError, PracticeError } from './practice-mistakes';
import { catalog } from './catalog';

/** A value as the practice page writes it: numbers as typed, infinite bounds with their sign. */
function shown(value: number): string {
	if (value === Infinity) return '+∞';
	if (value === -Infinity) return '−∞';
	return String(value).replace('-', '−');
}

const windowText = (alpha: number, beta: number) => `[${shown(alpha)}, ${shown(beta)}]`;
const typed = (text: string, empty: string) => (text === '' ? empty : text);

/** The practice page: its task, controls, the checker's reasons, progress and the worksheet. */
export const practice = catalog(
	{
		title: 'Minimax Lab: practice',
		heading: 'Practice',
		/** The link to this page from the other views' headers. */
		link: 'Practice',
		stepThroughView: 'Step through',
		compareView: 'Compare',
		exercise: 'Exercise',
		source: 'Position',
		articleTree: "Article 004's tree",
		randomTree: 'Random tree',
		linkTree: 'Tree from the link',
		linkBoard: 'Board from the link',
		search: 'Search',
		minimax: 'Minimax',
		alphabeta: 'Alpha-beta',
		askWindows: 'Ask for the window [α, β]',
		seed: 'Seed',
		depth: 'Depth',
		branching: 'Children per node',
		newTree: 'New random tree (N)',
		taskMinimax:
			'Write the value of every inner node. A max node (▲, square) returns the highest value of its children, a min node (▼, circle) the lowest.',
		taskAlphabeta:
			'Write the value each inner node returns when alpha-beta visits it, and mark every pruned branch by toggling ✂ on the edge into it. Our alpha-beta is fail-soft: a node returns the best value among the children it searched, even when that lies outside its window. Leave the boxes of nodes it never visits empty; marks below a marked edge are implied.',
		taskWindows:
			'Also write the window [α, β] each visited inner node is entered with (type ∞, inf or -inf for the infinite bounds).',
		keysHint: 'Tab moves through the boxes in call order; Enter checks.',
		treeRegion: 'The tree to work out',
		valueOf: (node: number) => `Value of n${node}`,
		cutBranch: (node: number) => `Cut the branch to n${node}`,
		alphaOf: (node: number) => `α on entry to n${node}`,
		betaOf: (node: number) => `β on entry to n${node}`,
		leafLabel: (node: number, value: number) => `n${node}: leaf ${shown(value)}`,
		check: 'Check',
		hint: 'Hint',
		showSolution: 'Show the solution',
		stepThrough: 'Step through it',
		clear: 'Clear answers',
		notChecked: 'Fill in the boxes, then press Check (or Enter).',
		allCorrect: (total: number) => `All correct: ${total} of ${total}.`,
		score: (right: number, total: number) => `${right} of ${total} right.`,
		errorsHeading: (count: number) => (count === 1 ? 'One mistake:' : `${count} mistakes:`),
		stepLink: (node: number) => `Step through to n${node}`,
		solutionShown: 'The solution is filled in.',
		hinted: (node: number) => `Hint: n${node} is filled in.`,
		hintedMove: (cell: number) => `Hint: the move to cell ${cell} is filled in.`,
		hintedPick: (cell: number) => `Hint: minimax plays cell ${cell}.`,
		nothingToHint: 'Every answer is already right.',
		progress: (attempts: number, best: number, total: number) =>
			attempts === 0
				? 'No attempts on this device yet.'
				: `On this device: ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}, best ${best} of ${total}.`,
		reason(error: PracticeError): string {
			const n = `n${error.node}`;
			switch (error.kind) {
				case 'value': {
					const role = error.maximizing ? 'a max node' : 'a min node';
					const rule = error.maximizing ? 'the highest' : 'the lowest';
					const over = error.partial ? 'of the children it searched' : 'of its children';
					return `${n} is ${role}: it returns ${rule} ${over}, ${shown(error.expected)}, not ${shown(error.given)}.`;
				}
				case 'missingValue':
					return `${n} has no value yet: the search visits it and it returns ${shown(error.expected)}.`;
				case 'unreadable':
					return `${n}: ${error.text} is not a number.`;
				case 'notVisited':
					return error.top === error.node
						? `${n} is never visited: its branch is pruned at n${error.parent}, so its boxes stay empty.`
						: `${n} is never visited: it lies in the branch to n${error.top}, pruned at n${error.parent}, so its boxes stay empty.`;
				case 'missingCut':
					return `The branch to ${n} is pruned: at n${error.parent}, α ${shown(error.window.alpha)} ≥ β ${shown(error.window.beta)}.`;
				case 'extraCut':
					return error.window
						? `The branch to ${n} is searched: when n${error.parent} reaches it, α ${shown(error.window.alpha)} < β ${shown(error.window.beta)}.`
						: `Minimax prunes nothing: the branch to ${n} is searched.`;
				case 'window':
					return `${n} is entered with ${windowText(error.expected.alpha, error.expected.beta)}, not [${typed(error.given.alpha, '?')}, ${typed(error.given.beta, '?')}].`;
			}
		},
		// Board exercises.
		boardTask: (toMove: string, ai: string) =>
			`${toMove} is to move; ${ai}, the AI, maximises. Write the score the search gets back for each move from this board, and choose the move minimax plays.`,
		boardTaskCuts:
			'Under alpha-beta the root is entered with [−∞, +∞] and never cuts a move itself; what it cuts is inside its moves. Once a first move has set the root’s bound, a later move’s search stops as soon as one reply shows it cannot do better: mark those moves “cut short” (✂). A move cut short returns the best of the replies it tried (fail-soft).',
		boardRegion: 'The board to work out',
		scoreOf: (cell: number) => `Score of cell ${cell}`,
		cutMove: (cell: number) => `The move to cell ${cell} is cut short`,
		pickMove: 'The move minimax plays',
		cutShortLegend: '✂ marks a move whose search is cut short.',
		pickCell: (cell: number) => `Cell ${cell}`,
		tooManyEmpty: (empty: number, limit: number) =>
			`This board has ${empty} empty cells; board practice takes at most ${limit}. Article 004’s tree is shown.`,
		boardReason(error: BoardError): string {
			const cell = 'cell' in error ? `cell ${error.cell}` : '';
			const signed = (value: number) => (value > 0 ? `+${value}` : shown(value));
			switch (error.kind) {
				case 'moveScore':
					return error.partial
						? `The move to ${cell} returns ${signed(error.expected)}, not ${signed(error.given)}: its search stops early, and the ${error.maximizing ? 'maximiser' : 'minimiser'} keeps its ${error.maximizing ? 'highest' : 'lowest'} score among the replies it tried.`
						: `After the move to ${cell} the search returns ${signed(error.expected)}, not ${signed(error.given)}: the ${error.maximizing ? 'maximiser' : 'minimiser'} moves next and takes its ${error.maximizing ? 'highest' : 'lowest'} score.`;
				case 'moveMissing':
					return `The move to ${cell} has no score yet: it returns ${signed(error.expected)}.`;
				case 'moveUnreadable':
					return `The move to ${cell}: ${error.text} is not a number.`;
				case 'moveMissingCut': {
					const { reply, window, skipped } = error.short;
					const left = skipped === 1 ? 'the last reply is' : `the other ${skipped} replies are`;
					return `The move to ${cell} is cut short: after the reply at cell ${reply}, α ${shown(window.alpha)} ≥ β ${shown(window.beta)}, so ${left} never tried.`;
				}
				case 'moveExtraCut':
					return error.window
						? `The move to ${cell} tries every reply: it starts with ${windowText(error.window.alpha, error.window.beta)} and no reply closes that window.`
						: `Minimax cuts nothing short: the move to ${cell} tries every reply.`;
				case 'pick':
					return `Minimax plays cell ${error.expected}${error.given === null ? '' : `, not cell ${error.given}`}: it keeps the first move with the best score.`;
			}
		},
		boardStepLink: (cell: number | null) =>
			cell === null ? 'Step through to the answer' : `Step through to cell ${cell}`,
		// The worksheet.
		printWorksheet: 'Print worksheet',
		sheetCount: 'Exercises on the sheet',
		sheetRandomOnly: 'More than one exercise needs a random tree (consecutive seeds).',
		sheetTitle: (algorithm: string) => `Worksheet: ${algorithm}`,
		sheetName: 'Name:',
		sheetExercise: (index: number, seed: number | null) =>
			seed === null ? `Exercise ${index}` : `Exercise ${index} (seed ${seed})`,
		answerKey: 'Answer key',
		tooWideToPrint: (leaves: number, percent: number) =>
			`These trees have ${leaves} leaves: on paper they print at ${percent}% of their size, too small to write in. Fewer children per node or a smaller depth print legibly.`,
		/** Connect Four's refusal: no exercise of its own. */
		noConnect4:
			'Practice covers tic-tac-toe boards and game trees; a Connect Four position is too big to work out by hand. Open it on the step-through page instead.',
		// The link's problems.
		tooBig: (nodes: number, limit: number) =>
			`This tree has ${nodes} nodes; practice takes trees of up to ${limit}. Article 004’s tree is shown.`,
		badDepth: (value: string, min: number, max: number, fallback: number) =>
			`A practice tree's depth is ${min} to ${max}, not ${value}: ${fallback} is used.`,
		badBranching: (value: string, min: number, max: number, fallback: string) =>
			`A practice tree has ${min} to ${max} children per node, not ${value}: ${fallback} is used.`,
		badSheet: (value: string, max: number) =>
			`A worksheet holds 1 to ${max} exercises, not ${value}: 1 is used.`,
		cannotOpen: 'This tree cannot be practised. Article 004’s tree is shown.'
	},
	{
		title: 'Minimax Lab：练习',
		heading: '练习',
		link: '练习',
		stepThroughView: '逐步演示',
		compareView: '比较',
		exercise: '练习题',
		source: '局面',
		articleTree: '文章 004 的树',
		randomTree: '随机树',
		linkTree: '链接中的树',
		linkBoard: '链接中的棋盘',
		search: '搜索',
		minimax: '极小化极大',
		alphabeta: 'α-β 剪枝',
		askWindows: '填写窗口 [α, β]',
		seed: '种子',
		depth: '深度',
		branching: '每个节点的子节点数',
		newTree: '换一棵随机树 (N)',
		taskMinimax:
			'写出每个内部节点的值。极大节点（▲，方形）返回子节点中的最大值，极小节点（▼，圆形）返回最小值。',
		taskAlphabeta:
			'写出 α-β 剪枝访问到的每个内部节点返回的值，并在通往被剪掉分支的边上点 ✂ 标记剪枝。我们的 α-β 是“软失败”的：节点返回已搜索子节点中的最佳值，即使它落在窗口之外。从未访问的节点留空；已标记分支下面的剪枝标记不必再点。',
		taskWindows: '再写出每个被访问的内部节点进入时的窗口 [α, β]（无穷大写作 ∞ 或 -∞）。',
		keysHint: '按 Tab 键按调用顺序在格子间移动，按 Enter 键检查。',
		treeRegion: '要推算的树',
		valueOf: (node) => `n${node} 的值`,
		cutBranch: (node) => `剪掉通往 n${node} 的分支`,
		alphaOf: (node) => `进入 n${node} 时的 α`,
		betaOf: (node) => `进入 n${node} 时的 β`,
		leafLabel: (node, value) => `n${node}：叶子 ${shown(value)}`,
		check: '检查',
		hint: '提示',
		showSolution: '显示答案',
		stepThrough: '逐步演示这道题',
		clear: '清空答案',
		notChecked: '填好格子后按“检查”（或 Enter 键）。',
		allCorrect: (total) => `全部正确：${total} 项中对了 ${total} 项。`,
		score: (right, total) => `${total} 项中对了 ${right} 项。`,
		errorsHeading: (count) => `${count} 处错误：`,
		stepLink: (node) => `逐步演示到 n${node}`,
		solutionShown: '已填入答案。',
		hinted: (node) => `提示：已填好 n${node}。`,
		hintedMove: (cell) => `提示：已填好走 ${cell} 号格的答案。`,
		hintedPick: (cell) => `提示：极小化极大算法走 ${cell} 号格。`,
		nothingToHint: '所有答案都已正确。',
		progress: (attempts, best, total) =>
			attempts === 0
				? '本设备上还没有作答记录。'
				: `本设备上：作答 ${attempts} 次，最好成绩 ${total} 项中对 ${best} 项。`,
		reason(error) {
			const n = `n${error.node}`;
			switch (error.kind) {
				case 'value': {
					const role = error.maximizing ? '极大节点' : '极小节点';
					const rule = error.maximizing ? '最大值' : '最小值';
					const over = error.partial ? '已搜索的子节点中的' : '子节点中的';
					return `${n} 是${role}：它返回${over}${rule} ${shown(error.expected)}，而不是 ${shown(error.given)}。`;
				}
				case 'missingValue':
					return `${n} 还没有填值：搜索会访问它，它返回 ${shown(error.expected)}。`;
				case 'unreadable':
					return `${n}：${error.text} 不是数字。`;
				case 'notVisited':
					return error.top === error.node
						? `${n} 从未被访问：它的分支在 n${error.parent} 处被剪掉，格子应留空。`
						: `${n} 从未被访问：它位于通往 n${error.top} 的分支中，该分支在 n${error.parent} 处被剪掉，格子应留空。`;
				case 'missingCut':
					return `通往 ${n} 的分支应被剪掉：在 n${error.parent} 处 α ${shown(error.window.alpha)} ≥ β ${shown(error.window.beta)}。`;
				case 'extraCut':
					return error.window
						? `通往 ${n} 的分支会被搜索：n${error.parent} 走到它时 α ${shown(error.window.alpha)} < β ${shown(error.window.beta)}。`
						: `极小化极大算法不剪枝：通往 ${n} 的分支会被搜索。`;
				case 'window':
					return `${n} 进入时的窗口是 ${windowText(error.expected.alpha, error.expected.beta)}，而不是 [${typed(error.given.alpha, '?')}, ${typed(error.given.beta, '?')}]。`;
			}
		},
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
		tooManyEmpty: (empty, limit) =>
			`这个棋盘有 ${empty} 个空格，棋盘练习最多支持 ${limit} 个。现在显示文章 004 的树。`,
		boardReason(error) {
			const cell = 'cell' in error ? `${error.cell} 号格` : '';
			const signed = (value: number) => (value > 0 ? `+${value}` : shown(value));
			switch (error.kind) {
				case 'moveScore':
					return error.partial
						? `走 ${cell}返回 ${signed(error.expected)}，而不是 ${signed(error.given)}：它的搜索提前停止，${error.maximizing ? '极大方' : '极小方'}在已试过的应对中取${error.maximizing ? '最高' : '最低'}分。`
						: `走 ${cell}后搜索返回 ${signed(error.expected)}，而不是 ${signed(error.given)}：接下来由${error.maximizing ? '极大方' : '极小方'}走，取其${error.maximizing ? '最高' : '最低'}分。`;
				case 'moveMissing':
					return `走 ${cell}还没有填分数：它返回 ${signed(error.expected)}。`;
				case 'moveUnreadable':
					return `走 ${cell}：${error.text} 不是数字。`;
				case 'moveMissingCut': {
					const { reply, window, skipped } = error.short;
					return `走 ${cell}的搜索被提前截断：应对 ${reply} 号格之后 α ${shown(window.alpha)} ≥ β ${shown(window.beta)}，其余 ${skipped} 个应对从未尝试。`;
				}
				case 'moveExtraCut':
					return error.window
						? `走 ${cell}会试完所有应对：它以 ${windowText(error.window.alpha, error.window.beta)} 进入，没有哪个应对能关闭这个窗口。`
						: `极小化极大算法不会提前截断：走 ${cell}会试完所有应对。`;
				case 'pick':
					return `极小化极大算法走 ${error.expected} 号格${error.given === null ? '' : `，而不是 ${error.given} 号格`}：它保留分数最好的第一步。`;
			}
		},
		boardStepLink: (cell) => (cell === null ? '逐步演示到最后的答案' : `逐步演示到 ${cell} 号格`),
		printWorksheet: '打印练习纸',
		sheetCount: '练习纸上的题数',
		sheetRandomOnly: '多道题需要随机树（连续的种子）。',
		sheetTitle: (algorithm) => `练习纸：${algorithm}`,
		sheetName: '姓名：',
		sheetExercise: (index, seed) =>
			seed === null ? `第 ${index} 题` : `第 ${index} 题（种子 ${seed}）`,
		answerKey: '参考答案',
		tooWideToPrint: (leaves, percent) =>
			`这些树有 ${leaves} 片叶子：打印时只有原尺寸的 ${percent}%，小得没法书写。减少每个节点的子节点数或降低深度，才能打印得清楚。`,
		noConnect4:
			'练习只涵盖井字棋棋盘和博弈树；四子棋局面太大，无法手算。请在逐步查看页面上打开它。',
		tooBig: (nodes, limit) =>
			`这棵树有 ${nodes} 个节点，练习最多支持 ${limit} 个节点。现在显示文章 004 的树。`,
		badDepth: (value, min, max, fallback) =>
			`练习树的深度应为 ${min} 到 ${max}，而不是 ${value}：改用 ${fallback}。`,
		badBranching: (value, min, max, fallback) =>
			`练习树每个节点应有 ${min} 到 ${max} 个子节点，而不是 ${value}：改用 ${fallback}。`,
		badSheet: (value, max) => `练习纸可放 1 到 ${max} 道题，而不是 ${value}：改用 1。`,
		cannotOpen: '这棵树无法用于练习。现在显示文章 004 的树。'
	}
);
