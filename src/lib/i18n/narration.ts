import { formatCount } from '$lib/engine';
import { catalog } from './catalog';

/**
 * The teacher's box, the alpha-beta rule line and the article notes, in every language. The
 * player's Narrator decides which facts to tell and when to shorten; these functions only word
 * them. Their parameters arrive formatted: call names ("FC3", "FC3 (node 4)"), values ("+10",
 * "-∞"), move lists ("cells 4 and 6").
 */

/** A list cut short to fit the box: the items shown, and how many more were left out. */
export interface Listed {
	readonly items: readonly string[];
	readonly hidden: number;
}

/** A bound pair, formatted: alpha and beta as the values read. */
export interface Bounds {
	readonly alpha: string;
	readonly beta: string;
}

/** The move that led to a board call: who played and where. */
export interface Played {
	readonly player: string;
	readonly cell: number;
}

/** How a value changed its caller's window (`keep` split by the caller's side). */
export type WindowChange = 'raise-alpha' | 'lower-beta' | 'keep';

interface ChangeParams {
	readonly change: WindowChange;
	readonly maximizing: boolean;
	readonly value: string;
	/** The bound the value was weighed against. */
	readonly bound: string;
}

interface CutParams {
	readonly after: Bounds;
	/** The caller maximises: the bound that stops it is beta, held by the min side. */
	readonly maximizing: boolean;
	readonly maxSide: string;
	readonly minSide: string;
	/** The other side's bound, and the call that holds it (null: the opening ±∞). */
	readonly bound: string;
	readonly holder: string | null;
	readonly here: string;
	readonly moves: string;
	readonly count: number;
	readonly savings: string;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
const count = (n: number, one: string, many = `${one}s`) =>
	`${formatCount(n)} ${n === 1 ? one : many}`;

function listEn({ items, hidden }: Listed): string {
	const shown = hidden > 0 ? [...items, `${hidden} more`] : items;
	if (shown.length < 2) return shown.join('');
	return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

const upper = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

function changeEn({ change, maximizing, value, bound }: ChangeParams): string {
	if (change === 'raise-alpha')
		return `${value} is above alpha ${bound}, so alpha rises to ${value}`;
	if (change === 'lower-beta') return `${value} is below beta ${bound}, so beta falls to ${value}`;
	return maximizing
		? `${value} is not above alpha ${bound}, so the window stays`
		: `${value} is not below beta ${bound}, so the window stays`;
}

const OPENING_EN = ' Alpha-beta opens with alpha = -∞, beta = +∞.';
const OPENING_ZH = 'α-β 剪枝的初始窗口为 α = -∞，β = +∞。';

const en = {
	/** "a", "a and b", "a, b and c", "a, b and 3 more". */
	list: listEn,
	cells: (cells: Listed) =>
		`cell${cells.items.length + cells.hidden === 1 ? '' : 's'} ${listEn(cells)}`,
	nodes: (nodes: Listed) =>
		`node${nodes.items.length + nodes.hidden === 1 ? '' : 's'} ${listEn(nodes)}`,
	node: (number: number) => `node ${number}`,
	/** A tree call with its node: "FC3 (node 4)", "FC3 (A)". */
	named: (call: string, node: string) => `${call} (${node})`,
	/** A tree move: "its second child (node 16)". */
	child: (move: number, node: string) =>
		`its ${ORDINALS[move] ?? `number ${move + 1}`} child (${node})`,
	cell: (cell: number) => `cell ${cell}`,
	/** A board's side: "X (the AI)", "O (the human)". */
	side: (mark: string, ai: boolean) => `${mark} (the ${ai ? 'AI' : 'human'})`,
	/** A tree's side, where a cut explains who gains nothing. */
	treeSide: (maximizing: boolean): string => (maximizing ? 'max' : 'min'),
	aim: (maximizing: boolean): string => (maximizing ? 'maximises' : 'minimises'),
	window: (w: Bounds) => `alpha = ${w.alpha}, beta = ${w.beta}`,
	/** A score with the move it came from: "-10 (cell 1)". */
	scoreFrom: (score: string, move: string) => `${score} (${move})`,
	/** Sentences one after another. */
	sentences: (parts: readonly string[]) => parts.join(' '),

	// Step 0 and the last step.
	startTree: (p: { maximizing: boolean; alphaBeta: boolean }) =>
		`The search is about to start at the root (node 1), a ${p.maximizing ? 'max' : 'min'} node. Levels alternate: max nodes keep the highest value, min nodes the lowest.${p.alphaBeta ? OPENING_EN : ''}`,
	startBoard: (p: { player: string; ai: string; human: string; alphaBeta: boolean }) =>
		`The search is about to start on this board, ${p.player} to move. ${p.ai} is the AI and maximises (+10 is an ${p.ai} win); ${p.human} minimises (-10 is an ${p.human} win) and a draw is 0.${p.alphaBeta ? OPENING_EN : ''}`,
	alreadyOver: (p: { verdict: string; score: string }) =>
		`This game is already over: ${p.verdict}. There is nothing to search; the score is ${p.score}.`,
	/** The root's scores: listed, or (null) only counted. */
	done: (p: { name: string; count: number; received: string | null }) =>
		`${p.name} is done with ${p.received ?? `all ${p.count} of its scores`}.`,
	finishTree: (p: { score: string; maximizing: boolean; through: string }) =>
		`The root is worth ${p.score}, the ${p.maximizing ? 'highest' : 'lowest'} value, through ${p.through}.`,
	finishBoard: (p: { player: string; aim: string; cell: number; score: string; outcome: string }) =>
		`${p.player} ${p.aim}, so ${p.player} plays cell ${p.cell}, score ${p.score}: ${p.outcome}.`,
	draw: 'best play on both sides ends in a draw',
	forcedWin: (p: { ai: boolean; mark: string }) =>
		`${p.ai ? `the AI (${p.mark})` : `the human (${p.mark})`} can force a win`,
	/** What alpha-beta saved over the whole search; `saved` 0 when the drawn tree is unknown. */
	prunedTotal: (p: { cuts: number; saved: number; total: number }) =>
		`Alpha-beta pruned ${count(p.cuts, 'branch', 'branches')}${p.saved > 0 ? `, saving ${formatCount(p.saved)} of minimax's ${formatCount(p.total)} calls` : ''}.`,

	// A board's verdict.
	fullBoard: 'the board is full and nobody has three in a row. A draw',
	threeInRow: (p: { side: string; cells: string; mark: string }) =>
		`${p.side} has three in a row on ${p.cells}. ${p.mark} wins`,

	// Try and enter.
	tryChild: (p: { parent: string; move: number; child: string }) =>
		`${p.parent} tries its ${ORDINALS[p.move] ?? 'next'} child and calls ${p.child} to find out what it is worth.`,
	tryCell: (p: { parent: string; player: string; cell: number; child: string }) =>
		`${p.parent} puts ${p.player} in cell ${p.cell} and calls ${p.child} to find out what that move is worth.`,
	/** The call, its depth, and how play got there. */
	start: (p: { name: string; depth: number; root: boolean; after: Played | null }) =>
		`${p.name} starts at depth ${p.depth}${p.root ? ' on the starting position' : p.after ? ` after ${p.after.player} took cell ${p.after.cell}` : ''}`,
	enterLeaf: (start: string) => `${start}: a leaf, so there is nothing below to search.`,
	enterOver: (start: string) =>
		`${start}. The game on this board is over: no move to try, only a score to report.`,
	enterBoard: (p: {
		start: string;
		side: string;
		aim: string;
		single: boolean;
		moves: string;
		window: string | null;
	}) =>
		`${p.start}. ${p.side} moves and ${p.aim}; it ${p.single ? 'has a single move,' : 'will try, in order,'} ${p.moves}.${p.window === null ? '' : ` Window: ${p.window}.`}`,
	enterTree: (p: { start: string; maximizing: boolean; children: number; window: string | null }) =>
		`${p.start}. A ${p.maximizing ? 'max' : 'min'} node keeps ${p.maximizing ? 'the highest' : 'the lowest'} value; it will try ${p.children === 1 ? 'its only child' : `its ${p.children} children`}.${p.window === null ? '' : ` Window: ${p.window}.`}`,

	// Return.
	boardOver: (p: { name: string; after: Played | null; verdict: string; score: string }) =>
		`${p.name} looks at the board${p.after ? ` after ${p.after.player} took cell ${p.after.cell}` : ''}: ${p.verdict}, so ${p.name} returns ${p.score}.`,
	leafReturn: (p: { name: string; score: string }) =>
		`${p.name} is a leaf worth ${p.score}, so it returns ${p.score}.`,
	innerReturn: (p: {
		name: string;
		received: string;
		unsearched: string | null;
		aim: string;
		choice: string;
	}) =>
		`${p.name} has its scores: ${p.received}${p.unsearched === null ? '' : `; ${p.unsearched} never got searched`}. It ${p.aim}, so it returns ${p.choice}.`,
	/** The score a call picks, the move it came from, the tie rule when a tie happened. */
	choice: (p: { maximizing: boolean; score: string; from: string; tie: boolean }) =>
		`the ${p.maximizing ? 'highest' : 'lowest'}, ${p.score}, from ${p.from}${p.tie ? '; ties keep the first' : ''}`,
	/** At a return under alpha-beta: the caller's window, and whether alpha will meet beta. */
	ahead: (p: {
		caller: string;
		window: string;
		change: string;
		stop: (Bounds & { skip: string | null }) | null;
	}) => {
		const head = `Back in ${p.caller}, window ${p.window}: ${p.change}`;
		if (p.stop === null) return `${head}.`;
		const meet = `alpha ${p.stop.alpha} meets beta ${p.stop.beta}`;
		if (p.stop.skip === null) return `${head}, and ${meet}, though no moves are left there.`;
		return `${head}, and ${meet}: it will skip ${p.stop.skip}.`;
	},
	/** The value against the window: "2 is below beta +∞, so beta falls to 2". */
	change: changeEn,

	// Receive.
	got: (p: { parent: string; score: string; from: string }) =>
		`${p.parent} gets ${p.score} back from ${p.from}.`,
	bestSoFar: (p: { score: string; from: string }) => `Best so far: ${p.score}, from ${p.from}.`,
	changed: (change: string) => `${upper(change)}.`,
	windowNow: (window: string) => `Window now: ${window}.`,
	/** Alpha met beta: which bound came from where, why play never comes here, what is cut. */
	cut: (p: CutParams) => {
		const at = p.holder === null ? 'higher up' : `at ${p.holder}`;
		const here = `here at ${p.here}`;
		const why = p.maximizing
			? `${p.minSide} can already hold the score to ${p.bound} ${at}, and ${here} ${p.maxSide} gets at least ${p.after.alpha}, so ${p.minSide} gains nothing by letting play come here`
			: `${p.maxSide} can already get ${p.bound} ${at}, and ${here} ${p.minSide} can hold it to ${p.after.beta} or less, so ${p.maxSide} gains nothing by coming here`;
		const what = `${p.moves} ${p.count === 1 ? 'is' : 'are'} pruned`;
		return `Now alpha ${p.after.alpha} ≥ beta ${p.after.beta}: ${why}. So ${what}${p.savings}.`;
	},
	/** What a cut saved; `first` is minimax's first call cut, named when one branch is cut. */
	savings: (p: { saved: number; first: number | null }) => {
		const fc =
			p.first === null
				? ''
				: p.saved === 1
					? ` (minimax's FC${p.first})`
					: ` (minimax's FC${p.first}–FC${p.first + p.saved - 1})`;
		return `, saving ${count(p.saved, 'call')}${fc}`;
	},

	// The way back between two by-call steps.
	cutBy: (p: { moves: string; window: Bounds | null }) =>
		`cut ${p.moves}${p.window ? ` (alpha ${p.window.alpha} ≥ beta ${p.window.beta})` : ''}`,
	cutAt: (p: { name: string; cut: string }) => `${p.name} ${p.cut}`,
	wentBack: (p: { first: string; score: string; up: string }) =>
		`${p.first}'s ${p.score} went back to ${p.up}`,
	wentBackAlone: (went: string) => `${went}.`,
	/** What a call did on the way back, after "which". */
	back: (p: { cut: string | null; maximizing: boolean; score: string; up: string }) =>
		`${p.cut === null ? '' : `${p.cut} and `}returned its ${p.maximizing ? 'highest' : 'lowest'} score, ${p.score}, to ${p.up}`,
	chain: (p: { went: string; backs: readonly string[] }) =>
		`${p.went}${p.backs.map((back) => `, which ${back}`).join('')}.`,
	manyBack: (p: { went: string; count: number; top: string; back: string; also: string | null }) =>
		`${p.went}; ${p.count} calls then finished in turn up to ${p.top}, which ${p.back}.${p.also === null ? '' : ` On the way, ${p.also}.`}`,
	briefBack: (p: { first: string; score: string; up: string; cutters: string | null }) =>
		`${p.first}'s ${p.score} went back up to ${p.up}${p.cutters === null ? '' : `, cutting in ${p.cutters}`}.`,
	lastBack: (cuts: string) => `On the way back, ${cuts}.`,

	// The rule line above the tree, in symbols.
	ruleWindow: (p: { name: string; enter: boolean; window: string }) =>
		`${p.name} ${p.enter ? 'starts with' : 'will get'} window ${p.window}`,
	ruleChange: (p: { change: WindowChange; maximizing: boolean; value: string }) =>
		p.change === 'raise-alpha'
			? `${p.value} > α → α = ${p.value}`
			: p.change === 'lower-beta'
				? `${p.value} < β → β = ${p.value}`
				: p.maximizing
					? `${p.value} ≤ α → no change`
					: `${p.value} ≥ β → no change`,
	ruleStop: (p: Bounds & { cut: string | null }) =>
		` · α ${p.alpha} ≥ β ${p.beta}: ${p.cut === null ? 'nothing left' : `cut ${p.cut}`}`,
	rule: (p: { head: string; window: string; change: string; stop: string }) =>
		`${p.head} ${p.window}: ${p.change}${p.stop}`,

	/** The freeCodeCamp article's text names the wrong winner at FC5 and FC9. */
	articleNote: (p: { call: number; saidAi: boolean; mark: string; cells: string; score: string }) =>
		`Heads-up: the freeCodeCamp article's text calls FC${p.call} a win for the ${p.saidAi ? 'AI' : 'human'}, but ${p.mark} holds ${p.cells}, so ${p.score} (${p.saidAi ? 'a human win' : 'an AI win'}) is right.`
};

// Chinese.

const CJK = /[\u3400-\u9fff]/;
const LATIN = /[A-Za-z0-9αβ∞+\-[\]]/;
const FULL_WIDTH = /[\u3000-\u303f\uff00-\uffef“”]/;

/**
 * Joins two pieces of a Chinese sentence: one space where a Han character meets Latin text or
 * a number, none next to full-width punctuation or between Han characters.
 */
function glue(left: string, right: string): string {
	const head = left.trimEnd();
	const tail = right.trimStart();
	const a = head.at(-1) ?? '';
	const b = tail[0] ?? '';
	if (a === '' || b === '') return left + right;
	if (FULL_WIDTH.test(a) || FULL_WIDTH.test(b)) return head + tail;
	if ((CJK.test(a) && LATIN.test(b)) || (LATIN.test(a) && CJK.test(b))) return `${head} ${tail}`;
	if (CJK.test(a) && CJK.test(b)) return head + tail;
	return head.length < left.length || tail.length < right.length ? `${head} ${tail}` : head + tail;
}

/**
 * A Chinese sentence from a template: a space goes in wherever an inserted value meets a Han
 * character ("调用 FC3", "9 次调用"), none next to full-width punctuation ("（节点 4）").
 */
function zh(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
	return values.reduce<string>(
		(text, value, index) => glue(glue(text, String(value)), strings[index + 1] ?? ''),
		strings[0] ?? ''
	);
}

const DIGITS = '一二三四五六七八九十';
/** "第二个", "第 11 个": the child a move leads to, counted from one. */
const ordinalZh = (move: number) =>
	move < DIGITS.length ? `第${DIGITS[move]}个` : zh`第 ${move + 1} 个`;

function listZh({ items, hidden }: Listed): string {
	const shown = hidden > 0 ? [...items, zh`其余 ${hidden} 个`] : items;
	if (shown.length < 2) return shown.join('');
	return zh`${shown.slice(0, -1).join('、')}和${shown.at(-1) ?? ''}`;
}

function changeZh({ change, maximizing, value, bound }: ChangeParams): string {
	if (change === 'raise-alpha') return zh`${value} 大于 α = ${bound}，所以 α 升为 ${value}`;
	if (change === 'lower-beta') return zh`${value} 小于 β = ${bound}，所以 β 降为 ${value}`;
	return maximizing
		? zh`${value} 不大于 α = ${bound}，窗口不变`
		: zh`${value} 不小于 β = ${bound}，窗口不变`;
}

const playedZh = (after: Played) => zh`${after.player} 下在 ${after.cell} 号格后，`;
const maxMin = (maximizing: boolean) => (maximizing ? '极大' : '极小');
const highLow = (maximizing: boolean) => (maximizing ? '最高' : '最低');

export const narration = catalog(en, {
	list: listZh,
	cells: (cells: Listed) =>
		cells.hidden > 0
			? zh`${cells.items.join('、')} 号格等 ${cells.items.length + cells.hidden} 个格`
			: zh`${listZh(cells)} 号格`,
	nodes: (nodes: Listed) => zh`节点 ${listZh(nodes)}`,
	node: (number) => zh`节点 ${number}`,
	named: (call, node) => zh`${call}（${node}）`,
	child: (move, node) => zh`${ordinalZh(move)}子节点（${node}）`,
	cell: (cell) => zh`${cell} 号格`,
	side: (mark, ai) => zh`${mark}（${ai ? 'AI' : '人类'}）`,
	treeSide: (maximizing) => `${maxMin(maximizing)}方`,
	aim: (maximizing) => `取${maxMin(maximizing)}`,
	window: (w) => zh`α = ${w.alpha}，β = ${w.beta}`,
	scoreFrom: (score, move) => zh`${score}（${move}）`,
	sentences: (parts) => parts.reduce(glue, ''),

	startTree: (p) =>
		zh`搜索即将从根节点（节点 1）开始，它是${maxMin(p.maximizing)}节点。各层交替：极大节点取子节点中的最高值，极小节点取最低值。${p.alphaBeta ? OPENING_ZH : ''}`,
	startBoard: (p) =>
		zh`搜索即将在这个棋盘上开始，轮到 ${p.player} 走棋。${p.ai} 是 AI，取极大（+10 表示 ${p.ai} 获胜）；${p.human} 取极小（-10 表示 ${p.human} 获胜），平局为 0。${p.alphaBeta ? OPENING_ZH : ''}`,
	alreadyOver: (p) => zh`这局棋已经结束：${p.verdict}。无需搜索，分值为 ${p.score}。`,
	done: (p) =>
		p.received === null
			? zh`${p.name} 已收到全部 ${p.count} 个分值。`
			: zh`${p.name} 已收到全部分值：${p.received}。`,
	finishTree: (p) =>
		zh`根节点的值为 ${p.score}（${highLow(p.maximizing)}值），经由${p.through}取得。`,
	finishBoard: (p) =>
		zh`${p.player} ${p.aim}，所以 ${p.player} 下在 ${p.cell} 号格，分值为 ${p.score}：${p.outcome}。`,
	draw: '双方都走最佳时结果是平局',
	forcedWin: (p) => zh`${p.ai ? 'AI' : '人类'}（${p.mark}）可以强制获胜`,
	prunedTotal: (p) =>
		zh`α-β 剪枝共剪去 ${formatCount(p.cuts)} 个分支${p.saved > 0 ? zh`，省去了极小化极大算法 ${formatCount(p.total)} 次调用中的 ${formatCount(p.saved)} 次` : ''}。`,

	fullBoard: '棋盘已满且无人三子连线，是平局',
	threeInRow: (p) => zh`${p.side}在 ${p.cells}三子连成一线，${p.mark} 获胜`,

	tryChild: (p) => zh`${p.parent} 尝试${ordinalZh(p.move)}子节点，调用 ${p.child} 求出它的值。`,
	tryCell: (p) =>
		zh`${p.parent} 让 ${p.player} 下在 ${p.cell} 号格，调用 ${p.child} 求出这步棋的值。`,
	start: (p) =>
		p.root
			? zh`${p.name} 从初始局面开始执行，深度 ${p.depth}`
			: zh`${p.after ? playedZh(p.after) : ''}${p.name} 开始执行，深度 ${p.depth}`,
	enterLeaf: (start) => zh`${start}。这是叶节点，下面没有可搜索的了。`,
	enterOver: (start) => zh`${start}。这个棋盘上的对局已经结束：没有可走的棋，只需报告分值。`,
	enterBoard: (p) =>
		zh`${p.start}。${p.side}走棋，${p.aim}；${p.single ? '只有一步可走：' : '将依次尝试'}${p.moves}。${p.window === null ? '' : zh`窗口：${p.window}。`}`,
	enterTree: (p) =>
		zh`${p.start}。这是${maxMin(p.maximizing)}节点，取子节点中的${highLow(p.maximizing)}值；${p.children === 1 ? '将尝试它唯一的子节点' : zh`将尝试它的 ${p.children} 个子节点`}。${p.window === null ? '' : zh`窗口：${p.window}。`}`,

	boardOver: (p) =>
		zh`${p.after ? playedZh(p.after) : ''}${p.name} 查看棋盘：${p.verdict}，所以 ${p.name} 返回 ${p.score}。`,
	leafReturn: (p) => zh`${p.name} 是叶节点，值为 ${p.score}，所以返回 ${p.score}。`,
	innerReturn: (p) =>
		zh`${p.name} 已收到各个分值：${p.received}${p.unsearched === null ? '' : zh`；${p.unsearched} 没有被搜索`}。它${p.aim}，所以返回${p.choice}。`,
	choice: (p) =>
		zh`${highLow(p.maximizing)}分值 ${p.score}，来自${p.from}${p.tie ? '；分值相同时保留第一个' : ''}`,
	ahead: (p) => {
		const head = zh`回到 ${p.caller}，窗口 ${p.window}：${p.change}`;
		if (p.stop === null) return zh`${head}。`;
		const meet = zh`此时 α = ${p.stop.alpha} ≥ β = ${p.stop.beta}`;
		if (p.stop.skip === null) return zh`${head}，${meet}，不过那里已没有剩下的走法。`;
		return zh`${head}，${meet}，它将跳过 ${p.stop.skip}。`;
	},
	change: changeZh,

	got: (p) => zh`${p.parent} 从${p.from}收到 ${p.score}。`,
	bestSoFar: (p) => zh`目前最好的是 ${p.score}，来自${p.from}。`,
	changed: (change) => zh`${change}。`,
	windowNow: (window) => zh`窗口现为 ${window}。`,
	cut: (p) => {
		const at = p.holder === null ? '在更上层' : zh`在 ${p.holder} 处`;
		const why = p.maximizing
			? zh`${p.minSide}${at}已能把分值压到 ${p.bound}，而在 ${p.here} 这里，${p.maxSide}至少能得到 ${p.after.alpha}，所以${p.minSide}让棋局走到这里得不到任何好处`
			: zh`${p.maxSide}${at}已能得到 ${p.bound}，而在 ${p.here} 这里，${p.minSide}能把分值压到 ${p.after.beta} 或更低，所以${p.maxSide}走到这里得不到任何好处`;
		return zh`现在 α = ${p.after.alpha} ≥ β = ${p.after.beta}：${why}。于是 ${p.moves} 被剪去${p.savings}。`;
	},
	savings: (p) => {
		const range =
			p.first === null
				? ''
				: p.saved === 1
					? zh`（即极小化极大算法中的 FC${p.first}）`
					: zh`（即极小化极大算法中的 FC${p.first}–FC${p.first + p.saved - 1}）`;
		return zh`，省去 ${formatCount(p.saved)} 次调用${range}`;
	},

	cutBy: (p) =>
		zh`剪去了 ${p.moves}${p.window ? zh`（α = ${p.window.alpha} ≥ β = ${p.window.beta}）` : ''}`,
	cutAt: (p) => zh`${p.name} ${p.cut}`,
	wentBack: (p) => zh`${p.first} 的 ${p.score} 传回 ${p.up}`,
	wentBackAlone: (went) => zh`${went}。`,
	back: (p) =>
		zh`${p.cut === null ? '' : zh`${p.cut}，并`}把${highLow(p.maximizing)}分值 ${p.score} 返回给 ${p.up}`,
	chain: (p) => zh`${p.went}${p.backs.map((back) => zh`，后者${back}`).join('')}。`,
	manyBack: (p) =>
		zh`${p.went}；随后 ${p.count} 次调用依次结束，直到 ${p.top}，后者${p.back}。${p.also === null ? '' : zh`途中，${p.also}。`}`,
	briefBack: (p) =>
		zh`${p.first} 的 ${p.score} 一路传回 ${p.up}${p.cutters === null ? '' : zh`，途中 ${p.cutters} 发生了剪枝`}。`,
	lastBack: (cuts) => zh`返回途中，${cuts}。`,

	ruleWindow: (p) =>
		p.enter ? zh`${p.name} 以窗口 ${p.window} 开始` : zh`${p.name} 将获得窗口 ${p.window}`,
	ruleChange: (p) =>
		p.change === 'raise-alpha'
			? `${p.value} > α → α = ${p.value}`
			: p.change === 'lower-beta'
				? `${p.value} < β → β = ${p.value}`
				: p.maximizing
					? zh`${p.value} ≤ α → 不变`
					: zh`${p.value} ≥ β → 不变`,
	ruleStop: (p) =>
		zh` · α ${p.alpha} ≥ β ${p.beta}：${p.cut === null ? '已无剩余走法' : zh`剪去 ${p.cut}`}`,
	rule: (p) => zh`${p.head} 窗口 ${p.window}：${p.change}${p.stop}`,

	articleNote: (p) =>
		zh`注意：原教程文章的正文把 FC${p.call} 说成${p.saidAi ? 'AI' : '人类'}获胜，但 ${p.mark} 占据了 ${p.cells}，所以 ${p.score}（${p.saidAi ? '人类' : 'AI'}获胜）才是对的。`
});
