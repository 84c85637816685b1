import { formatCount as count } from '$lib/engine';
import { catalog } from './catalog';

/** Counts grouped as in English (549,946), in both languages. */

/**
 * Connect Four's code notes follow its rules (games/connect4/rules.ts and eval.ts): the
 * centre-first order, the window weights and the evaluation's limit. Written out here, as the
 * catalogues name no game; tests/unit/connect4-code-notes.test.ts holds them to the rules.
 */
const CENTRE_ORDER = '4 3 5 2 6 1 7';
const WEIGHTS = '1, 3, 9';
const WEIGHTS_ZH = '1、3、9';
const EVALUATION_LIMIT = 90;

/**
 * Messages of the view area: the step-through view's components (controls, call stack, tree,
 * boards, code panel) and the short labels of `player/labels.ts` and `player/code.ts`.
 */
export const view = catalog(
	{
		// Roles, short: level labels, call stack, node cards ("X max" on boards, "max" on trees).
		max: 'max',
		min: 'min',
		sideRole: (mark: string, role: string) => `${mark} ${role}`,

		// A node's accessible name (labels.ts callDescription), parts joined by `listSeparator`.
		listSeparator: ', ',
		nodeNumber: (node: number) => `node ${node}`,
		depth: (depth: number) => `depth ${depth}`,
		afterMove: (mark: string, cell: number) => `after ${mark} in cell ${cell}`,
		childNumber: (child: number) => `child ${child}`,
		toMoveAs: (mark: string, role: string) => `${mark} to move (${role})`,
		boardRows: (rows: string) => `board ${rows}`,
		returned: (value: string) => `returned ${value}`,
		notStarted: (call: number) => `FC${call}, not started`,
		foldedBelow: (description: string, calls: number) =>
			`${description}; ${count(calls)} calls folded below`,

		// Code panel (code.ts): listing titles, the words of the comments on three of its lines
		// (each language adds its own comment mark), and the switch between languages.
		codeTitles: {
			boardMinimax: 'Minimax on a tic-tac-toe board',
			boardAlphabeta: 'Alpha-beta on a tic-tac-toe board',
			treeMinimax: 'Minimax on a game tree',
			treeAlphabeta: 'Alpha-beta on a game tree',
			boardMemo: 'Minimax with a table, on a board',
			boardOrdered: 'Alpha-beta, best moves first, on a board',
			boardTable: 'Alpha-beta with a table, on a board',
			treeMemo: 'Minimax with a table, on a game tree',
			treeOrdered: 'Alpha-beta, best moves first, on a tree',
			treeTable: 'Alpha-beta with a table, on a game tree',
			connect4Minimax: 'Minimax on Connect Four',
			connect4Alphabeta: 'Alpha-beta on Connect Four',
			connect4Memo: 'Minimax with a table, on Connect Four',
			connect4Ordered: 'Alpha-beta, centre first, on Connect Four',
			connect4Table: 'Alpha-beta with a table, on Connect Four'
		},
		codeComments: { draw: 'a draw', cut: 'prune', leaf: 'a leaf' },
		// Whole comment lines under a listing, one per helper it calls: after the helper's name and
		// `codeNoteColon` (a second line has neither), within the panel's 46 columns.
		codeNoteColon: ': ',
		codeNotes: {
			store: 'put it in the table, then return it',
			canonical: "least of the board's 8 images",
			orderBoard: 'centre, then corners, then edges',
			orderTree: 'children by first leaf, best first',
			evaluateBoard: 'lines still open to the AI minus',
			evaluateBoardScale: (scale: string) => `lines open to its opponent, times ${scale}`,
			evaluateTree: 'the value of the leaf reached',
			evaluateTreeHow: 'by following first children down',
			// Connect Four's helpers (games/connect4/view/listing-parts.ts).
			drop: "disc falls to the column's lowest gap",
			fourInRow: 'four of its discs in any line',
			emptyCount: 'more when the win comes sooner',
			canonicalMirror: 'lesser of board and its mirror',
			centreFirst: `open columns, ${CENTRE_ORDER}`,
			evaluateConnect4: 'lines of 4 cells open to a side',
			evaluateConnect4Weights: `worth ${WEIGHTS} with 1, 2, 3 of its discs;`,
			evaluateConnect4How: `the AI's minus its opponent's, within ±${EVALUATION_LIMIT}`
		},
		codeLanguage: 'Code language',
		codeLanguages: { js: 'JavaScript', python: 'Python', pseudo: 'Pseudocode' },

		// Step controls.
		stepping: 'Stepping',
		firstStep: 'First step',
		previousStep: 'Previous step',
		play: 'Play',
		pause: 'Pause',
		nextStep: 'Next step',
		lastStep: 'Last step',
		spaceKey: 'Space',
		withKey: (name: string, key: string) => `${name} (${key})`,
		step: 'Step',
		counter: (step: number, last: number) => `Step ${count(step)} of ${count(last)}`,
		valueText: (counter: string, detail: string) => `${counter}: ${detail}`,
		detailStart: 'start',
		detailResult: 'result',
		eventKinds: { enter: 'enter', try: 'try', receive: 'receive', return: 'return' },
		speed: 'Speed',
		playbackSpeed: 'Playback speed (steps per second)',
		perSecond: (speed: number) => `${speed}/s`,
		stepBy: 'Step by',
		byCall: 'By call',
		byEvent: 'By event',

		// Call stack.
		callStack: 'Call stack',
		/** After the heading, with its own leading space where the language puts one. */
		frames: (n: number) => ` (${n} ${n === 1 ? 'frame' : 'frames'})`,
		stackEmpty: 'Empty: the search has not started.',
		cell: (cell: number) => `cell ${cell}`,
		gameOver: 'game over',
		trying: (move: string) => `trying ${move}`,
		toTry: (moves: string) => `to try: ${moves}`,
		/** The first moves to try, then how many more (a wide node lists only the first). */
		moreMoves: (moves: string, more: number) => `${moves} … and ${count(more)} more`,
		/** Values received but not listed (only the latest are, and the best). */
		moreValues: (more: number) => `… and ${count(more)} more`,
		returns: (value: string) => `returns ${value}`,

		// Narration box.
		narrationRegion: 'What happens at this step',

		// Search status above the tree.
		ruleRegion: 'Alpha-beta rule at this step',
		eachCallWindow: 'Each call searches inside its window [α, β]',
		minimaxEveryCall: 'Minimax searches every call',
		minimaxMakes: (calls: number) => `Minimax makes ${count(calls)} calls here`,
		callsMade: (made: number, calls: number) =>
			`${count(made)} of ${count(calls)} ${calls === 1 ? 'call' : 'calls'}`,
		cutTally: (branches: number, saved: number) => `✂ ${branches} cut · ${count(saved)} saved`,

		// Go to a call.
		goToCall: 'Go to FC',
		go: 'Go',

		// Search progress.
		// Expected 0: the worker is still counting the calls (a fraction of a second as a rule).
		searching: (calls: number, expected: number) =>
			expected === 0
				? 'Counting the calls before searching…'
				: `Searching: ${count(calls)} of ${count(expected)} calls…`,
		searchProgress: 'Search progress',
		cancelSearch: 'Cancel search',

		// Tree toolbar and tree.
		treeView: 'Tree view',
		zoomIn: 'Zoom in',
		zoomOut: 'Zoom out',
		wholeTree: 'Whole tree',
		followRunning: 'Follow the running call',
		searchTree: (calls: number) => `Search tree: ${calls} calls; arrows move between nodes`,
		level: (depth: number) => `Level ${depth}`,

		// Cut marks on links.
		cutBy: (call: number, saved: number) =>
			`Cut by FC${call}: ${saved} ${saved === 1 ? 'call' : 'calls'} saved`,
		savedMark: (saved: number) => `${saved} saved`,

		// Pruned nodes.
		boardAfterCell: (cell: number) => `Board after cell ${cell}`,
		prunedNode: (node: number) => `Node ${node}`,
		withLetter: (name: string, letter: string) => `${name} (${letter})`,
		notReached: (name: string) => `${name}, not reached yet`,
		prunedBy: (name: string, call: number) => `${name}, pruned by FC${call}: never searched`,
		notSearched: 'not searched',

		// Fold badges.
		foldSubtree: (call: number) => `Fold FC${call}'s subtree`,
		openFolded: (call: number, calls: number) => `Open FC${call}: ${count(calls)} calls folded`,
		fold: '− fold',
		/** Under the folded count ("+54,720"), on a line of its own so the badge stays narrow. */
		foldedUnit: (calls: number): string => (calls === 1 ? 'call' : 'calls'),
		valueIs: (value: string) => `value ${value}`,

		// Boards.
		boardName: (rows: string, toMove: string) => `Board ${rows}, ${toMove} to move`,
		/** The ordered alpha-beta's order on the big board: small numbers on the empty cells. */
		boardOrder: (cells: readonly number[]) =>
			`; the small numbers give the order of the tries: cells ${cells.join(', ')}`,
		activeRegion: "The running call's position",
		alreadyOver: (value: string) => `The game is already over: ${value}`,
		plays: (mark: string, cell: number, value: string) => `${mark} plays cell ${cell} (${value})`,
		toMoveAtStart: (mark: string) => `${mark} to move · start`,
		tries: (call: number, mark: string, cell: number) => `FC${call}: ${mark} tries cell ${cell}`,
		got: (call: number, value: string, cell: number) => `FC${call} got ${value} from cell ${cell}`,
		atDepth: (call: number, depth: number) => `FC${call} · depth ${depth}`,
		toMove: (mark: string) => `${mark} to move`
	},
	{
		max: '极大',
		min: '极小',
		sideRole: (mark, role) => `${mark} ${role}`,

		listSeparator: '，',
		nodeNumber: (node) => `${node} 号节点`,
		depth: (depth) => `深度 ${depth}`,
		afterMove: (mark, cell) => `${mark} 下在 ${cell} 号格后`,
		childNumber: (child) => `第 ${child} 个子节点`,
		toMoveAs: (mark, role) => `轮到 ${mark} 走（${role}）`,
		boardRows: (rows) => `棋盘 ${rows}`,
		returned: (value) => `返回 ${value}`,
		notStarted: (call) => `FC${call}，尚未开始`,
		foldedBelow: (description, calls) => `${description}；其下折叠了 ${count(calls)} 次调用`,

		codeTitles: {
			boardMinimax: '井字棋上的极小化极大算法',
			boardAlphabeta: '井字棋上的 α-β 剪枝',
			treeMinimax: '博弈树上的极小化极大算法',
			treeAlphabeta: '博弈树上的 α-β 剪枝',
			boardMemo: '井字棋上带置换表的极小化极大算法',
			boardOrdered: '井字棋上先试好棋的 α-β 剪枝',
			boardTable: '井字棋上带置换表的 α-β 剪枝',
			treeMemo: '博弈树上带置换表的极小化极大算法',
			treeOrdered: '博弈树上先试好棋的 α-β 剪枝',
			treeTable: '博弈树上带置换表的 α-β 剪枝',
			connect4Minimax: '四子棋上的极小化极大算法',
			connect4Alphabeta: '四子棋上的 α-β 剪枝',
			connect4Memo: '四子棋上带置换表的极小化极大算法',
			connect4Ordered: '四子棋上先试中间列的 α-β 剪枝',
			connect4Table: '四子棋上带置换表的 α-β 剪枝'
		},
		codeComments: { draw: '平局', cut: '剪枝', leaf: '叶节点' },
		codeNoteColon: '：',
		codeNotes: {
			store: '把值存入表中，再返回它',
			canonical: '棋盘 8 种旋转镜像中最小的',
			orderBoard: '先中心，再四角，后四边',
			orderTree: '按第一个叶节点排序，好的在前',
			evaluateBoard: 'AI 仍可连成的线数',
			evaluateBoardScale: (scale) => `减去对手仍可连成的线数，再乘 ${scale}`,
			evaluateTree: '沿第一个子节点一路向下',
			evaluateTreeHow: '走到的叶节点的值',
			drop: '棋子落到该列最低的空格',
			fourInRow: '该方在某条线上连成四子',
			emptyCount: '空格数，赢得越早分越高',
			canonicalMirror: '棋盘与其镜像中较小的',
			centreFirst: `可下的列按 ${CENTRE_ORDER}`,
			evaluateConnect4: '对一方仍开放的四格线',
			evaluateConnect4Weights: `其中有 1、2、3 子记 ${WEIGHTS_ZH} 分；`,
			evaluateConnect4How: `AI 的减去对手的，限制在 ±${EVALUATION_LIMIT} 内`
		},
		codeLanguage: '代码语言',
		codeLanguages: { js: 'JavaScript', python: 'Python', pseudo: '伪代码' },

		stepping: '单步执行',
		firstStep: '第一步',
		previousStep: '上一步',
		play: '播放',
		pause: '暂停',
		nextStep: '下一步',
		lastStep: '最后一步',
		spaceKey: '空格',
		withKey: (name, key) => `${name} (${key})`,
		step: '步',
		counter: (step, last) => `第 ${count(step)} / ${count(last)} 步`,
		valueText: (counter, detail) => `${counter}：${detail}`,
		detailStart: '开始',
		detailResult: '结果',
		eventKinds: { enter: '进入', try: '尝试', receive: '接收', return: '返回' },
		speed: '速度',
		playbackSpeed: '播放速度（每秒步数）',
		perSecond: (speed) => `${speed} 步/秒`,
		stepBy: '单步方式',
		byCall: '按调用',
		byEvent: '按事件',

		callStack: '调用栈',
		frames: (n) => `（${n} 帧）`,
		stackEmpty: '空：搜索尚未开始。',
		cell: (cell) => `${cell} 号格`,
		gameOver: '终局',
		trying: (move) => `正在尝试 ${move}`,
		toTry: (moves) => `待尝试：${moves}`,
		moreMoves: (moves, more) => `${moves} …… 另有 ${count(more)} 个`,
		moreValues: (more) => `…… 另有 ${count(more)} 个`,
		returns: (value) => `返回 ${value}`,

		narrationRegion: '这一步发生了什么',

		ruleRegion: '本步的 α-β 剪枝规则',
		eachCallWindow: '每次调用都在自己的窗口 [α, β] 内搜索',
		minimaxEveryCall: '极小化极大算法搜索每一次调用',
		minimaxMakes: (calls) => `极小化极大算法在这里要做 ${count(calls)} 次调用`,
		callsMade: (made, calls) => `${count(made)} / ${count(calls)} 次调用`,
		cutTally: (branches, saved) => `✂ 剪枝 ${branches} 处 · 省去 ${count(saved)} 次`,

		goToCall: '跳转到调用编号',
		go: '跳转',

		searching: (calls, expected) =>
			expected === 0
				? '正在统计调用次数，然后搜索…'
				: `正在搜索：${count(calls)} / ${count(expected)} 次调用…`,
		searchProgress: '搜索进度',
		cancelSearch: '取消搜索',

		treeView: '树视图',
		zoomIn: '放大',
		zoomOut: '缩小',
		wholeTree: '显示整棵树',
		followRunning: '跟随正在运行的调用',
		searchTree: (calls) => `搜索树：${count(calls)} 次调用；用方向键在节点之间移动`,
		level: (depth) => `第 ${depth} 层`,

		cutBy: (call, saved) => `被 FC${call} 剪去：省去 ${count(saved)} 次调用`,
		savedMark: (saved) => `省去 ${count(saved)}`,

		boardAfterCell: (cell) => `${cell} 号格落子后的棋盘`,
		prunedNode: (node) => `${node} 号节点`,
		withLetter: (name, letter) => `${name}（${letter}）`,
		notReached: (name) => `${name}，尚未到达`,
		prunedBy: (name, call) => `${name}，被 FC${call} 剪去：从未搜索`,
		notSearched: '未搜索',

		foldSubtree: (call) => `折叠 FC${call} 的子树`,
		openFolded: (call, calls) => `展开 FC${call}：其下折叠了 ${count(calls)} 次调用`,
		fold: '− 折叠',
		foldedUnit: () => '次调用',
		valueIs: (value) => `值 ${value}`,

		boardName: (rows, toMove) => `棋盘 ${rows}，轮到 ${toMove} 走`,
		boardOrder: (cells) => `；小数字是尝试的先后：${cells.join('、')} 号格`,
		activeRegion: '当前调用的局面',
		alreadyOver: (value) => `对局已经结束：${value}`,
		plays: (mark, cell, value) => `${mark} 下在 ${cell} 号格（${value}）`,
		toMoveAtStart: (mark) => `轮到 ${mark} 走 · 开始`,
		tries: (call, mark, cell) => `FC${call}：${mark} 尝试 ${cell} 号格`,
		got: (call, value, cell) => `FC${call} 从 ${cell} 号格得到 ${value}`,
		atDepth: (call, depth) => `FC${call} · 深度 ${depth}`,
		toMove: (mark) => `轮到 ${mark} 走`
	}
);

/** The view area's messages in one language (the same as `Messages['view']`). */
export type ViewMessages = (typeof view)['en'];
