import { catalog } from './catalog';

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** A power as print writes it, "3²", "b*¹⁰": a projector reads a superscript, not a caret. */
export const power = (base: number | string, exponent: number): string =>
	`${base}${[...String(exponent)].map((digit) => SUPERSCRIPT[Number(digit)] ?? digit).join('')}`;

/** "1 leaf", "770 leaves", "42 game-over leaves": a count of leaves, singular for one. */
const leafCount = (n: number, kind = ''): string => `${n} ${kind}${n === 1 ? 'leaf' : 'leaves'}`;

/** A piece of a sentence, raised (an exponent) or not. */
export interface PowerPart {
	readonly text: string;
	readonly raised: boolean;
}

/**
 * A sentence's carets as print writes them: "b^⌈d/2⌉ + 1" is "b", "⌈d/2⌉" raised, " + 1". An
 * exponent is a bracketed ⌈…⌉ or ⌊…⌋, or a run of letters, digits and stars. Drawn with <sup>,
 * as no superscript exists for ⌈ or /.
 */
export function powerParts(sentence: string): PowerPart[] {
	const parts: PowerPart[] = [];
	let at = 0;
	for (const match of sentence.matchAll(/\^(⌈[^⌉]*⌉|⌊[^⌋]*⌋|[\p{L}\p{N}*]+)/gu)) {
		if (match.index > at) parts.push({ text: sentence.slice(at, match.index), raised: false });
		parts.push({ text: match[1], raised: true });
		at = match.index + match[0].length;
	}
	if (at < sentence.length) parts.push({ text: sentence.slice(at), raised: false });
	return parts;
}

/**
 * The note on depth limits (the horizon, the evaluation functions, the teaching example) and
 * Knuth and Moore's minimal tree beside a search on a uniform tree: both languages here, in the
 * chunk of the note and the tree that read them (neither is on the first view).
 */
const en = {
	// The note.
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
	// The minimal tree.
	minimalHeading: (b: number, d: number) =>
		`A uniform tree: ${b} ${b === 1 ? 'child' : 'children'} per node, ${d} ${d === 1 ? 'level' : 'levels'} deep`,
	/**
	 * Its leaves, and past a depth limit the two kinds the compare table counts apart, by the
	 * table's words: "examined 770 leaves: 42 game-over leaves and 728 estimated leaves".
	 */
	minimalLeaves: (searched: string, leaves: number, estimated: number) =>
		`${searched.charAt(0).toUpperCase()}${searched.slice(1)} examined ${leafCount(leaves)}${estimated === 0 ? '' : `: ${leafCount(leaves - estimated, 'game-over ')} and ${leafCount(estimated, 'estimated ')} (at the depth limit)`}`,
	minimalFull: (b: number, d: number, full: number) => `minimax: ${power(b, d)} = ${full}`,
	minimalBest: (b: number, high: number, low: number, figure: number) =>
		`the least alpha-beta can examine (Knuth–Moore): ${power(b, high)} + ${power(b, low)} − 1 = ${figure}`,
	/**
	 * AIMA's b*: `sum` is "1 + b* + b*²", the uniform tree as deep holding the search's calls;
	 * `rootInN` the figure when N counts the root's call as well, as some readers take it, or null
	 * where that reading would exceed the tree's own branching (minimax's 13 calls: 3.14 for b = 3).
	 */
	minimalBranching: (sum: string, calls: number, factor: string, rootInN: string | null) =>
		`effective branching factor: ${sum} = ${calls} calls (AIMA's N + 1, the root included) gives b* ≈ ${factor}${rootInN === null ? '' : ` (${rootInN} if N counts the root's call too: ${sum} = ${calls + 1})`}`,
	/** Between the figures, and after the heading and the last. */
	minimalSeparator: '; ',
	minimalStop: '. ',
	minimalNoteTitle: 'Why b^⌈d/2⌉ + b^⌊d/2⌋ − 1?',
	minimalNote:
		'With the best move always tried first, alpha-beta must still prove the value twice over: every move of the max player, each met by one reply (a strategy for min, the proof against max that it gets no more: b choices at each of max’s ⌈d/2⌉ levels, one reply at min’s), and every reply of the min player to one move of max (a strategy for max, the proof against min that it gets no less: b choices at min’s ⌊d/2⌋ levels). The two proofs share one leaf, the principal line: b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves, against b^d for minimax, so the same time searches about twice as deep. Ties let it cut even more, so the figure is exact for distinct leaves (the random tree’s “Distinct leaf values”). Odd and even depths differ: going from an even d to d + 1 multiplies only one of the two terms by b, going on to d + 2 the other, so the count grows by steps of unequal size, a factor of about √b a level on average.'
};

export const horizon = catalog(en, {
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
	minimalHeading: (b, d) => `均匀树：每个节点 ${b} 个子节点，深 ${d} 层`,
	minimalLeaves: (searched, leaves, estimated) =>
		`${searched}检查了 ${leaves} 个叶节点${estimated === 0 ? '' : `：${leaves - estimated} 个终局叶节点和 ${estimated} 个估值叶节点（在深度限制处）`}`,
	minimalFull: (b, d, full) => `极小化极大：${power(b, d)} = ${full}`,
	minimalBest: (b, high, low, figure) =>
		`α-β 剪枝最少要检查（高德纳与莫尔）：${power(b, high)} + ${power(b, low)} − 1 = ${figure}`,
	minimalBranching: (sum, calls, factor, rootInN) =>
		`有效分支因子：${sum} = ${calls} 次调用（即 AIMA 的 N + 1，含根节点），得 b* ≈ ${factor}${rootInN === null ? '' : `（若 N 也计入根节点的调用：${sum} = ${calls + 1}，得 ${rootInN}）`}`,
	minimalSeparator: '；',
	minimalStop: '。',
	minimalNoteTitle: '为什么是 𝑏^⌈𝑑/2⌉ + 𝑏^⌊𝑑/2⌋ − 1？',
	minimalNote:
		'即使每次都先试最好的走法，α-β 剪枝仍要做两份证明：查看极大方的每一步，每步只看一个应对（极小方的策略，即针对极大方的证明：它得不到更多；在极大方的 ⌈𝑑/2⌉ 层每层 𝑏 种选择，极小方每层只看一个应对），再查看极小方对极大方某一步的每个应对（极大方的策略，即针对极小方的证明：它压不到更低；在极小方的 ⌊𝑑/2⌋ 层每层 𝑏 种选择）。两份证明共用一个叶节点，即主变例：共 𝑏^⌈𝑑/2⌉ + 𝑏^⌊𝑑/2⌋ − 1 个叶节点，而极小化极大要 𝑏^𝑑 个，所以同样的时间大约能搜两倍深。有相等的值时还能剪得更多，所以这个数只在叶节点值互不相同时（随机树的“叶节点值互不相同”）恰好成立。奇偶深度不同：从偶数深度 𝑑 到 𝑑 + 1，只有一项乘以 𝑏，再到 𝑑 + 2 才轮到另一项，所以叶节点数按大小不等的台阶增长，平均每层约乘以 √𝑏。'
});
