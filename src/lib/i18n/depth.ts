import { catalog } from './catalog';

/**
 * Messages of the depth limit: the search-options control, an estimated call as the tree, the
 * call stack and the board panel show it, the narration at the limit, and the note on the
 * horizon and the evaluation functions.
 */
export const depth = catalog(
	{
		// The search-options control beside the search menu.
		options: 'Search options',
		optionsShort: 'Options',
		/** Read before "Options" by a screen reader, not shown: the button's full name. */
		optionsPrefix: 'Search ',
		/** The button's state, after its name: "Options: depth 2". */
		optionsState: (limit: number | null, symmetry: boolean) =>
			[limit === null ? null : `depth ${limit}`, symmetry ? 'symmetry' : null]
				.filter((part) => part !== null)
				.join(', '),
		depthLimit: 'Depth limit',
		noLimit: 'Off (search to the end)',
		limitTo: (limit: number) => `${limit} ${limit === 1 ? 'move' : 'moves'} deep`,
		symmetry: 'Treat rotations and reflections of a board as the same position',
		symmetryWhyNot: (board: boolean): string =>
			board
				? 'Only the searches with a table (Minimax + table, Alpha-beta + table) can use this: it changes how the table looks positions up.'
				: 'A game tree has no board to rotate or reflect.',
		aboutDepth: 'About depth limits',

		// An estimated call: its value, and as its card, the stack and the board panel say it.
		estimate: (value: string) => `≈ ${value}`,
		estimatedLabel: (description: string, limit: number) =>
			`${description}; at the depth limit ${limit}, its value is an estimate`,
		atLimit: (limit: number) => `depth limit ${limit}: estimated`,

		// The note: the horizon, the two evaluation functions, and the teaching example.
		noteTitle: 'Depth limits and the horizon',
		noteHorizon:
			'With a depth limit, a call that is that many moves below the root stops searching. It does not try any move; it guesses how good its position is with an evaluation function, and that guess goes up the tree like any other value. Whatever would happen after the limit (a fork, a forced win, a blunder) is invisible to the search: that edge is its horizon.',
		noteBoard:
			'On a tic-tac-toe board the guess counts the lines of three that the AI could still complete (no opponent mark in them), minus the lines the opponent could still complete. It is scaled to stay below any real win: with the ±10 scoring it lies between -8 and +8, with ±1 or depth-aware scoring between -0.8 and +0.8.',
		noteTree:
			'A game tree has no such rule, so a node cut off by the limit takes the value of its first leaf below it (follow the first child down until a leaf).',
		exampleHeading: 'A limit that picks a worse move',
		exampleIntro: (limit: number) =>
			`On this board X is the AI and moves next. Looking only ${limit} moves ahead, the search cannot see the fork that wins, and it picks a move that loses against best play.`,
		exampleColumns: { search: 'Search', move: 'Move chosen', value: 'Value it reports' },
		exampleLimited: (limit: number) => `Depth limit ${limit}`,
		exampleFull: 'Full search',
		exampleTrue: (value: string) => `${value} in a full search`,
		exampleOpen: (limit: number) => `Step through it with depth limit ${limit}`,
		exampleOpenFull: 'Step through the full search',
		// The narration at the limit (events.ts) and each game's evaluation, worded.
		enterAtLimit: (p: { name: string; depth: number }) =>
			`${p.name} starts at depth ${p.depth}, which is the depth limit: it will try no move and estimate its position instead.`,
		returnAtLimit: (p: { name: string; depth: number; evaluation: string; value: string }) =>
			`${p.name} is at depth ${p.depth}, the depth limit: it stops and calls the evaluation function. ${p.evaluation} It returns ${p.value}, an estimate: what could follow lies beyond the search's horizon.`,
		boardEvaluation: (p: {
			ai: string;
			aiLines: number;
			other: string;
			otherLines: number;
			scaled: boolean;
			value: string;
		}) =>
			`${p.ai} can still complete ${p.aiLines} ${p.aiLines === 1 ? 'line' : 'lines'} of three and ${p.other} ${p.otherLines}, so the estimate is ${p.scaled ? `(${p.aiLines} − ${p.otherLines}) × 0.1` : `${p.aiLines} − ${p.otherLines}`} = ${p.value}.`,
		limitedOutcome: (limit: number) =>
			`an estimate from looking ${limit} ${limit === 1 ? 'move' : 'moves'} ahead, not a promise of how the game ends`,
		treeEvaluation: (p: { leaf: string; value: string }) =>
			`A tree has no evaluation of its own, so it takes the value of its first leaf below: ${p.leaf} is worth ${p.value}.`
	},
	{
		options: '搜索选项',
		optionsShort: '选项',
		optionsPrefix: '搜索',
		optionsState: (limit, symmetry) =>
			[limit === null ? null : `深度 ${limit}`, symmetry ? '对称' : null]
				.filter((part) => part !== null)
				.join('，'),
		depthLimit: '深度限制',
		noLimit: '关闭（搜索到底）',
		limitTo: (limit) => `向前看 ${limit} 步`,
		symmetry: '把棋盘的旋转和翻转视为同一局面',
		symmetryWhyNot: (board) =>
			board
				? '只有带置换表的搜索（极小化极大 + 置换表、α-β 剪枝 + 置换表）能用此项：它改变的是查表的方式。'
				: '博弈树没有可以旋转或翻转的棋盘。',
		aboutDepth: '关于深度限制',

		estimate: (value) => `≈ ${value}`,
		estimatedLabel: (description, limit) => `${description}；处于深度限制 ${limit}，其值是估计值`,
		atLimit: (limit) => `深度限制 ${limit}：估计`,

		noteTitle: '深度限制与视野',
		noteHorizon:
			'设了深度限制后，离根节点达到这么多步的调用就不再往下搜索。它不尝试任何一步，而是用评估函数估计自己局面的好坏，这个估计值像其他值一样沿树向上传。限制之外会发生的事（双杀、必胜、失误）搜索都看不见：这条边界就是它的视野。',
		noteBoard:
			'在井字棋棋盘上，估计值是 AI 还能连成的三子线数（线上没有对手的棋子）减去对手还能连成的线数，并按比例缩小，始终低于真正获胜的分值：±10 计分时在 -8 到 +8 之间，±1 或按深度计分时在 -0.8 到 +0.8 之间。',
		noteTree:
			'博弈树没有这样的规则，所以被限制截断的节点取它下面第一个叶节点的值（一直沿第一个子节点往下，直到叶节点）。',
		exampleHeading: '深度限制选了一步更差的棋',
		exampleIntro: (limit) =>
			`在这个棋盘上 X 是 AI，轮到 X 走棋。只向前看 ${limit} 步时，搜索看不到能获胜的双杀，于是选了一步在双方都走最佳时会输的棋。`,
		exampleColumns: { search: '搜索', move: '所选的棋', value: '报告的值' },
		exampleLimited: (limit) => `深度限制 ${limit}`,
		exampleFull: '完整搜索',
		exampleTrue: (value) => `完整搜索中为 ${value}`,
		exampleOpen: (limit) => `以深度限制 ${limit} 逐步查看`,
		exampleOpenFull: '逐步查看完整搜索',
		enterAtLimit: (p) =>
			`${p.name} 在深度 ${p.depth} 开始执行，这正是深度限制：它不尝试任何一步，而是估计自己的局面。`,
		returnAtLimit: (p) =>
			`${p.name} 处于深度 ${p.depth}，即深度限制：在此停下并调用评估函数。${p.evaluation}它返回 ${p.value}，这是估计值：之后的事都在搜索的视野之外。`,
		boardEvaluation: (p) =>
			`${p.ai}还能连成 ${p.aiLines} 条三子线，${p.other}还能连成 ${p.otherLines} 条，所以估计值为 ${p.scaled ? `(${p.aiLines} − ${p.otherLines}) × 0.1` : `${p.aiLines} − ${p.otherLines}`} = ${p.value}。`,
		limitedOutcome: (limit) => `这是向前看 ${limit} 步得出的估计，并不保证对局的结果`,
		treeEvaluation: (p) =>
			`博弈树没有自己的评估函数，所以取它下面第一个叶节点的值：${p.leaf}的值为 ${p.value}。`
	}
);
