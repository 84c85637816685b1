import { withMinus } from '$lib/engine/format';
import type { Diagnosis, Facts, Finding, MistakeKind } from './kinds';

/**
 * A diagnosis in teaching terms, in English and Chinese: one sentence per kind, said alike by the
 * page and the command line (`--check FILE --explain`). Values as a person writes them (∞, −3).
 */

type Say = (call: number, facts: Facts) => string;

const value = (v: number | undefined): string =>
	v === undefined ? '?' : v === Infinity ? '∞' : v === -Infinity ? '−∞' : withMinus(String(v));
const pair = (w: readonly [number, number] | undefined): string =>
	w === undefined ? '[?]' : `[${value(w[0])}, ${value(w[1])}]`;
const move = (m: number | null | undefined): string => (m == null ? '?' : String(m));

const SCALES_EN: Readonly<Record<string, string>> = {
	article: '±10',
	unit: '±1',
	depth: 'wins counted down by depth'
};
const SCALES_ZH: Readonly<Record<string, string>> = {
	article: '±10',
	unit: '±1',
	depth: '按深度递减的胜负分'
};

const ENGLISH: Readonly<Record<MistakeKind, Say>> = {
	'window-not-passed': (c, f) =>
		`call ${c} is given the window ${pair(f.window)}, but its caller held ${pair(f.expectedWindow)} by then: pass alpha and beta on as they stand after each child returns, not the window the caller started with.`,
	'window-swapped': (c, f) =>
		`call ${c} is given alpha and beta the wrong way round, ${pair(f.window)} where its caller held ${pair(f.expectedWindow)}: pass them in the order the function takes them.`,
	'bound-kept-global': (c, f) =>
		`call ${c} works with the bound ${value(f.found)}, a value from call ${f.earlier ?? '?'}, which is not one of its callers: alpha and beta are shared by the whole search (a global) where each call needs its own.`,
	'min-max-swapped': (c, f) =>
		`call ${c} ${f.maximised === true ? 'maximises where it should minimise' : 'minimises where it should maximise'}: check which side each level plays (the flag or function its children get).`,
	order: (c, f) =>
		`call ${c} tries move ${move(f.move)} where ours tries ${move(f.expectedMove)}: try the moves in the game's order, or the two searches cannot be compared.`,
	'terminal-missed': (c, f) =>
		f.found === undefined
			? `call ${c} searches on from a position where the game is already over: test for the end of the game first.`
			: `call ${c} scores a finished position with the estimate (${value(f.found)}) instead of its result (${value(f.expected)}): test for the end of the game before the depth limit.`,
	'depth-off-by-one': (c, f) =>
		f.found === undefined
			? `call ${c}, at depth ${f.depth ?? '?'}, searches on past the depth limit ${f.limit ?? '?'}: the limit is counted one level late.`
			: `call ${c}, at depth ${f.depth ?? '?'}, stops before the depth limit ${f.limit ?? '?'}: the limit is counted one level early.`,
	'evaluated-early': (c, f) =>
		`call ${c}, at depth ${f.depth ?? '?'}, returns the estimate ${value(f.found)} before the depth limit: estimate a position only at the limit, and stop early only when the game is over.`,
	scale: (c, f) =>
		`your values are on another scale (${SCALES_EN[f.scoring ?? ''] ?? f.scoring}): call ${c} returns ${value(f.found)} where ours gives ${value(f.expected)}. A convention, not a mistake: the rest was compared on your scale.`,
	'fail-hard': (c, f) =>
		`call ${c} returns ${value(f.found)}, a bound of its window ${pair(f.window)}, where ours returns ${value(f.expected)}: your alpha-beta is fail-hard, ours fail-soft. Both are right; the rest was compared so.`,
	'fail-soft': (c, f) =>
		`call ${c} returns ${value(f.found)}, outside its window ${pair(f.window)}, where ours returns ${value(f.expected)}: another fail-soft value, which decides alike. The rest was compared so.`,
	'cut-rule': (c, f) =>
		f.rule === 'gt'
			? `call ${c} is searched though its caller's window is ${pair(f.window)}: your code cuts only when alpha > beta, ours when alpha ≥ beta. A convention: the rest was compared cutting on alpha > beta.`
			: `call ${c} cuts on the window ${pair(f.window)}: your code cuts when alpha ≥ beta, this comparison on alpha > beta. A convention: the rest was compared cutting on alpha ≥ beta.`,
	'no-prune': (c, f) =>
		`call ${c} searches on though its window ${pair(f.window)} is closed: your alpha-beta never cuts (it is minimax with two more arguments). Stop the loop once alpha ≥ beta.`,
	'tie-at-root': (_, f) =>
		`the root chooses move ${move(f.move)}, which ties with ours, ${move(f.expectedMove)} (both ${value(f.found)}): ours keeps the first best move. A convention, not a mistake.`,
	'extra-call': (c, f) =>
		f.earlier !== undefined
			? `call ${c} searches move ${move(f.move)} again, after call ${f.earlier}: search each move once and keep the value it returned.`
			: `call ${c} is a call our search does not make.`,
	'missing-call': (c, f) =>
		`call ${c} stops before move ${move(f.expectedMove)}, which ours searches next: check the loop over the moves (its bounds, an early return).`,
	'wrong-value': (c, f) =>
		f.move !== undefined
			? `the root chooses move ${move(f.move)} where ours chooses ${move(f.expectedMove)}.`
			: `call ${c} returns ${value(f.found)} where ours returns ${value(f.expected)}.`
};

const CHINESE: Readonly<Record<MistakeKind, Say>> = {
	'window-not-passed': (c, f) =>
		`FC${c} 得到的窗口是 ${pair(f.window)}，但那时它的父调用已是 ${pair(f.expectedWindow)}：每个子调用返回后，要把更新后的 α 和 β 传下去，而不是父调用开始时的窗口。`,
	'window-swapped': (c, f) =>
		`FC${c} 得到的 α 和 β 顺序反了：是 ${pair(f.window)}，而父调用的窗口是 ${pair(f.expectedWindow)}；请按函数参数的顺序传递。`,
	'bound-kept-global': (c, f) =>
		`FC${c} 用到的界 ${value(f.found)} 来自 FC${f.earlier ?? '?'}，而那不是它的上层调用：整个搜索共用了同一组 α 和 β（全局变量），每次调用应当有自己的一份。`,
	'min-max-swapped': (c, f) =>
		`FC${c} ${f.maximised === true ? '取了最大值，而这一层应取最小值' : '取了最小值，而这一层应取最大值'}：请检查每一层由哪一方走（传给子调用的标志或函数）。`,
	order: (c, f) =>
		`FC${c} 先试走法 ${move(f.move)}，而我们的搜索先试 ${move(f.expectedMove)}：请按游戏给出的顺序尝试走法，否则两次搜索无法对照。`,
	'terminal-missed': (c, f) =>
		f.found === undefined
			? `FC${c} 在已经终局的局面上继续搜索：请先判断对局是否结束。`
			: `FC${c} 用估值（${value(f.found)}）而不是对局结果（${value(f.expected)}）给终局局面打分：请在深度限制之前先判断对局是否结束。`,
	'depth-off-by-one': (c, f) =>
		f.found === undefined
			? `FC${c} 位于深度 ${f.depth ?? '?'}，超过深度限制 ${f.limit ?? '?'} 仍在搜索：深度限制多算了一层。`
			: `FC${c} 位于深度 ${f.depth ?? '?'}，在深度限制 ${f.limit ?? '?'} 之前就停止了：深度限制少算了一层。`,
	'evaluated-early': (c, f) =>
		`FC${c} 位于深度 ${f.depth ?? '?'}，在深度限制之前就返回了估值 ${value(f.found)}：只在深度限制处估值，只有对局结束时才提前停止。`,
	scale: (c, f) =>
		`你的分值用的是另一种刻度（${SCALES_ZH[f.scoring ?? ''] ?? f.scoring}）：FC${c} 返回 ${value(f.found)}，而我们的搜索得到 ${value(f.expected)}。这是约定不同，不是错误：其余部分按你的刻度比较。`,
	'fail-hard': (c, f) =>
		`FC${c} 返回 ${value(f.found)}，即它的窗口 ${pair(f.window)} 的边界，而我们的搜索返回 ${value(f.expected)}：你的 α-β 剪枝是“硬失败”的，我们的是“软失败”的。两者都对；其余部分照此比较。`,
	'fail-soft': (c, f) =>
		`FC${c} 返回 ${value(f.found)}，在它的窗口 ${pair(f.window)} 之外，而我们的搜索返回 ${value(f.expected)}：这是另一种“软失败”的值，决策相同。其余部分照此比较。`,
	'cut-rule': (c, f) =>
		f.rule === 'gt'
			? `FC${c} 的父调用窗口已是 ${pair(f.window)}，却仍被搜索：你的代码只在 α > β 时剪枝，我们的在 α ≥ β 时剪枝。这是约定不同：其余部分按 α > β 剪枝来比较。`
			: `FC${c} 在窗口 ${pair(f.window)} 处剪枝：你的代码在 α ≥ β 时剪枝，这次比较按 α > β。这是约定不同：其余部分按 α ≥ β 剪枝来比较。`,
	'no-prune': (c, f) =>
		`FC${c} 的窗口 ${pair(f.window)} 已经闭合，却仍在搜索：你的 α-β 剪枝从不剪枝（它只是多了两个参数的极小化极大）。请在 α ≥ β 时结束循环。`,
	'tie-at-root': (_, f) =>
		`根节点选了走法 ${move(f.move)}，它与我们选的 ${move(f.expectedMove)} 同分（都是 ${value(f.found)}）：我们保留第一个最佳走法。这是约定不同，不是错误。`,
	'extra-call': (c, f) =>
		f.earlier !== undefined
			? `FC${c} 再次搜索了走法 ${move(f.move)}，FC${f.earlier} 已经搜索过它：每个走法只搜索一次，并保留它返回的值。`
			: `FC${c} 是我们的搜索不会进行的调用。`,
	'missing-call': (c, f) =>
		`FC${c} 在走法 ${move(f.expectedMove)} 之前就停止了，而我们的搜索接着会搜索它：请检查遍历走法的循环（它的范围，或提前返回）。`,
	'wrong-value': (c, f) =>
		f.move !== undefined
			? `根节点选了走法 ${move(f.move)}，而我们的搜索选 ${move(f.expectedMove)}。`
			: `FC${c} 返回 ${value(f.found)}，而我们的搜索返回 ${value(f.expected)}。`
};

/** A finding's sentence in `lang` (`en` or `zh`). */
export function sentence(finding: Finding, lang: string): string {
	return (lang === 'zh' ? CHINESE : ENGLISH)[finding.kind](finding.call, finding.facts);
}

/**
 * The command line's explanation: its first line (`first mistake: <kind> at call N: …`, or for a
 * difference of convention alone `convention: …`), then one line per convention met besides.
 */
export function explain(diagnosis: Diagnosis, lang: string): string[] {
	const { kind, call, convention, conventions, referenceCall } = diagnosis;
	const head = convention ? 'convention' : 'first mistake';
	const ours = referenceCall === null ? [] : [`  our call: ${referenceCall}`];
	return [
		`${head}: ${kind} at call ${call}: ${sentence(diagnosis, lang)}`,
		...ours,
		...conventions.map(
			(other) => `  also (${other.kind}, call ${other.call}): ${sentence(other, lang)}`
		)
	];
}
