import { MINUS } from '$lib/engine/format';

/** The listing's title, by language. */
export const TITLES: Readonly<Record<string, string>> = {
	en: 'Expectimax with bounds (Star1), written for any game',
	zh: '有界期望极大搜索（Star1，适用于任何游戏）'
};

/** The arithmetic of one outcome coming back to a chance node, as the note tells it. */
export interface BoundWords {
	/** The share of the probability searched ("2/3"), and the node's name. */
	readonly done: string;
	readonly name: string;
	/** "(3 + 12)/3": the weighted sum of the values so far; `left` the probability not searched. */
	readonly sum: string;
	readonly left: string;
	readonly low: string;
	readonly high: string;
	/** "at most" and "at least", worked out. */
	readonly upper: string;
	readonly lower: string;
	readonly alpha: string;
	readonly beta: string;
}

/** A bound as a product's factor: "(−10)" when negative (the minus sign, U+2212). */
const factor = (value: string): string => (value.startsWith(MINUS) ? `(${value})` : value);

interface NoteWords {
	/** Neither bound passes the window: the next outcome's window. */
	goOn(p: BoundWords & { next: string }): string;
	/** The upper bound is at or below alpha (`low`), or the lower at or above beta: the cut. */
	cut(p: BoundWords & { failsLow: boolean; moves: string }): string;
	/** A chance node that cut returns its bound. */
	returns(p: { name: string; bound: string; low: boolean; searched: number; of: number }): string;
}

export const NOTES: Readonly<Record<string, NoteWords>> = {
	en: {
		goOn: (p) =>
			`${p.done} of ${p.name}'s outcomes are in: it is worth at most ${p.sum} + ${p.left} × ${factor(p.high)} = ${p.upper}, above α = ${p.alpha}, and at least ${p.sum} + ${p.left} × ${factor(p.low)} = ${p.lower}, below β = ${p.beta}: the rest can still matter, and the next outcome is searched in [${p.next}].`,
		cut: (p) =>
			p.failsLow
				? `${p.done} of the outcomes give at most ${p.sum} + ${p.left} × ${factor(p.high)} = ${p.upper} ≤ α = ${p.alpha}: even if the rest were all worth ${p.high}, the choice above ${p.name} stands, so the rest cannot matter: cut ${p.moves}.`
				: `${p.done} of the outcomes give at least ${p.sum} + ${p.left} × ${factor(p.low)} = ${p.lower} ≥ β = ${p.beta}: even if the rest were all worth ${p.low}, the choice above ${p.name} stands, so the rest cannot matter: cut ${p.moves}.`,
		returns: (p) =>
			`${p.name} stops after ${p.searched} of its ${p.of} outcomes and returns ${p.bound}, a bound: its value is ${p.low ? 'at most' : 'at least'} that, which is all its caller needs to know.`
	},
	zh: {
		goOn: (p) =>
			`${p.name} 已得到 ${p.done} 的结果：它的值至多为 ${p.sum} + ${p.left} × ${factor(p.high)} = ${p.upper}，高于 α = ${p.alpha}；至少为 ${p.sum} + ${p.left} × ${factor(p.low)} = ${p.lower}，低于 β = ${p.beta}：其余结果仍然有影响，下一个结果在 [${p.next}] 中搜索。`,
		cut: (p) =>
			p.failsLow
				? `已得到 ${p.done} 的结果，值至多为 ${p.sum} + ${p.left} × ${factor(p.high)} = ${p.upper} ≤ α = ${p.alpha}：即使其余结果都取 ${p.high}，${p.name} 上一层的选择也不会变，所以其余结果无关紧要：剪掉${p.moves}。`
				: `已得到 ${p.done} 的结果，值至少为 ${p.sum} + ${p.left} × ${factor(p.low)} = ${p.lower} ≥ β = ${p.beta}：即使其余结果都取 ${p.low}，${p.name} 上一层的选择也不会变，所以其余结果无关紧要：剪掉${p.moves}。`,
		returns: (p) =>
			`${p.name} 在 ${p.of} 个结果中只搜索了 ${p.searched} 个就停止，返回界值 ${p.bound}：它的值${p.low ? '至多' : '至少'}为此，调用者只需知道这一点。`
	}
};
