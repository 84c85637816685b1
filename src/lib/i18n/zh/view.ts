import { formatCount as count } from '$lib/engine/format';
import type { ViewMessages } from '../view';

/** Counts grouped as in English (549,946), in both languages. */

/** Connect Four's code notes (see view.ts: written out, held to the rules by a test). */
const CENTRE_ORDER = '4 3 5 2 6 1 7';
const WEIGHTS_ZH = '1、3、9';
const EVALUATION_LIMIT = 90;

/** view.ts's messages in Chinese, loaded when the page first speaks Chinese. */
export const view: ViewMessages = {
	max: '极大',
	min: '极小',
	chance: '机会',
	sideRole: (mark, role) => `${mark} ${role}`,

	listSeparator: '，',
	nodeNumber: (node) => `n${node}`,
	depth: (depth) => `深度 ${depth}`,
	afterMove: (mark, cell) => `${mark} 下在 ${cell} 号格后`,
	childNumber: (child) => `第 ${child} 个子节点`,
	toMoveAs: (mark, role) => `轮到 ${mark} 走（${role}）`,
	boardRows: (rows) => `棋盘 ${rows}`,
	returned: (value) => `返回 ${value}`,
	notStarted: (call) => `FC${call}，尚未开始`,
	chanceLabel: (label, moves) => `${label}；机会节点，它的 ${moves} 种走法的概率各为 1/${moves}`,
	chanceWeightedLabel: (label, weights) => `${label}；机会节点，各走法的概率依次为 ${weights}`,
	foldedBelow: (description, calls) => `${description}；其下折叠了 ${count(calls)} 次调用`,
	probeMark: '试探',
	researchMark: '重搜',
	probeLabel: '用零窗口的试探',
	researchLabel: '同一走法的重新搜索',

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
	moreNarration: '更多',
	moreNarrationName: '更多：这一步的完整解说',
	wholeNarration: '这一步的完整解说',

	ruleRegion: '本步的 α-β 剪枝规则',
	eachCallWindow: '每次调用都在自己的窗口 [α, β] 内搜索',
	eachCallWindowBrief: '每次调用在 [α, β] 内搜索',
	minimaxEveryCall: '极小化极大算法搜索每一次调用',
	minimaxMakes: (calls) => `极小化极大算法在这里要做 ${count(calls)} 次调用`,
	callsMade: (made, calls) => `${count(made)} / ${count(calls)} 次调用`,
	cutTally: (branches, saved) => `✂ 剪枝 ${branches} 处 · 省去 ${count(saved)} 次`,
	researchTally: (researches) => `↻ 重新搜索 ${count(researches)} 次`,

	goToCall: '跳转到调用编号',
	goToCallShort: '调用',
	go: '跳转',

	searching: (calls, expected) =>
		expected === 0
			? '正在统计调用次数，然后搜索…'
			: `正在搜索：${count(calls)} / ${count(expected)} 次调用…`,
	iterating: (done, total) => `正在运行迭代：${count(done)} / ${count(total)} 次…`,
	searchProgress: '搜索进度',
	cancelSearch: '取消搜索',

	treeView: '树视图',
	zoomIn: '放大',
	zoomOut: '缩小',
	wholeTree: '显示整棵树',
	followRunning: '跟随正在运行的调用',
	pathStrip: '到正在运行的调用的路径',
	centreOn: (name) => `将 ${name} 移到中央`,
	searchTree: (calls) => `搜索树：${count(calls)} 次调用；用方向键在节点之间移动`,
	level: (depth) => `第 ${depth} 层`,
	chanceLevel: '机会',

	cutBy: (call, saved) => `被 FC${call} 剪去：省去 ${count(saved)} 次调用`,
	savedMark: (saved) => `省去 ${count(saved)}`,
	eachChance: (probability) => `各 ${probability}`,

	boardAfterCell: (cell) => `${cell} 号格落子后的棋盘`,
	prunedNode: (node) => `${node} 号节点`,
	withLetter: (name, letter) => `${name}（${letter}）`,
	notReached: (name) => `${name}，尚未到达`,
	prunedBy: (name, call) => `${name}，被 FC${call} 剪去：从未搜索`,
	notSearched: '未搜索',

	foldSubtree: (call) => `折叠 FC${call} 的子树`,
	openFolded: (call, shown) => `${shown}：展开 FC${call} 的折叠子树`,
	fold: '− 折叠',
	foldedUnit: () => '次调用',
	valueIs: (value) => `值 ${value}`,

	boardName: (rows, toMove) => `棋盘 ${rows}，轮到 ${toMove} 走`,
	boardOrder: (cells) => `；小数字是尝试的先后：${cells.join('、')} 号格`,
	activeRegion: '当前调用的局面',
	alreadyOver: (value) => `对局已经结束：${value}`,
	chanceRoot: (mark, value) => `${mark} 随机走棋：这个局面的平均值为 ${value}`,
	plays: (mark, cell, value) => `${mark} 下在 ${cell} 号格（${value}）`,
	toMoveAtStart: (mark) => `轮到 ${mark} 走 · 开始`,
	tries: (call, mark, cell) => `FC${call}：${mark} 尝试 ${cell} 号格`,
	got: (call, value, cell) => `FC${call} 从 ${cell} 号格得到 ${value}`,
	atDepth: (call, depth) => `FC${call} · 深度 ${depth}`,
	atLevel: (call, level) => `FC${call} · 第 ${level} 层`,
	toMove: (mark) => `轮到 ${mark} 走`
};
