import { catalog } from '../catalog';
import { zh } from './chinese';
import type { Bounds } from './windows';

/**
 * The table searches in words (memo, alphabeta-table): a call answered from the table and where
 * its value came from, a stored bound narrowing a window or settling a call, and the bound type
 * a finished call files its value as. Calls and values arrive formatted ("FC5", "+10").
 */

/** Where a hit's or a read entry's value came from. */
export interface Entry {
	readonly name: string;
	readonly origin: string;
	readonly value: string;
	/** The symmetry that maps this position onto the stored one, as a phrase; null when the same. */
	readonly symmetry: string | null;
}

/** A stored bound read on entry (alphabeta-table). */
export interface BoundRead extends Entry {
	readonly bound: 'lower' | 'upper';
	readonly before: Bounds;
	readonly after: Bounds;
}

/** A bound that settled a call: its type and the window it was read against. */
export interface Settled {
	readonly bound: 'lower' | 'upper';
	readonly window: Bounds;
}

/** Why a finished call's value went into the table as what it did. */
export interface Filed {
	readonly name: string;
	readonly value: string;
	readonly bound: 'exact' | 'lower' | 'upper';
	readonly window: Bounds;
}

const sameEn = (p: Entry) =>
	p.symmetry === null ? 'this position' : `this position ${p.symmetry}, which is the same game`;

const en = {
	/** Enter of a hit under memo, or an exact entry under alphabeta-table. */
	hitEnter: (p: Entry & { depth: number }) =>
		`${p.name} starts at depth ${p.depth}. ${p.origin} already scored ${sameEn(p)}: the table holds ${p.value}, so ${p.name} searches nothing.`,
	/** Return of a hit (by call, the only step a hit gets): where its value came from. */
	hitReturn: (p: Entry & { settled: Settled | null }) =>
		`${p.name} returns ${p.value} straight from the table: ${p.origin} found it for ${sameEn(p)}.${p.settled === null ? '' : ` It is only ${p.settled.bound === 'lower' ? 'a lower' : 'an upper'} bound, but with alpha = ${p.settled.window.alpha}, beta = ${p.settled.window.beta} it leaves alpha ≥ beta, so it settles the call.`}`,
	/** Enter of a call a bound settles, before the bound is told. */
	boundStart: (p: { name: string; depth: number; window: Bounds }) =>
		`${p.name} starts at depth ${p.depth} with alpha = ${p.window.alpha}, beta = ${p.window.beta}.`,
	boundRead: (p: BoundRead & { settles: boolean; narrows: boolean }) =>
		`${p.origin} stored ${p.bound === 'lower' ? 'a lower' : 'an upper'} bound for ${sameEn(p)}: ${p.bound === 'lower' ? 'at least' : 'at most'} ${p.value}. ${
			!p.narrows
				? `That is no narrower than the window [${p.before.alpha}, ${p.before.beta}], so the search goes on.`
				: `${p.bound === 'lower' ? `Alpha rises from ${p.before.alpha}` : `Beta falls from ${p.before.beta}`}, so the window [${p.before.alpha}, ${p.before.beta}] becomes [${p.after.alpha}, ${p.after.beta}]${p.settles ? `: alpha ≥ beta, so the bound settles ${p.name} at ${p.value} without a search.` : ', and the search goes on inside it.'}`
		}`,
	/** Added to a searched call's return under alphabeta-table. */
	filed: (p: Filed) =>
		p.bound === 'exact'
			? `The table files ${p.value} as exact: it lies strictly between alpha ${p.window.alpha} and beta ${p.window.beta}, so every move was weighed.`
			: p.bound === 'lower'
				? `The table files ${p.value} as a lower bound (fail-high): it reached beta ${p.window.beta}, so the moves cut could only have raised it.`
				: `The table files ${p.value} as an upper bound (fail-low): it stayed at or under alpha ${p.window.alpha}, so the real value may be lower still.`,
	/** Added to a searched call's return under memo. */
	stored: (name: string) => `The table now remembers ${name}'s position and its value.`
};

const sameZh = (p: Entry) =>
	p.symmetry === null ? '这个局面' : zh`这个局面${p.symmetry}后的样子（同一局棋）`;

export const table = catalog(en, {
	hitEnter: (p) =>
		zh`${p.name} 开始执行，深度 ${p.depth}。${p.origin} 已经算过${sameZh(p)}：表中存着 ${p.value}，所以 ${p.name} 无需搜索。`,
	hitReturn: (p) =>
		zh`${p.name} 直接从表中返回 ${p.value}：这是 ${p.origin} 为${sameZh(p)}算出的值。${p.settled === null ? '' : zh`它只是${p.settled.bound === 'lower' ? '下界' : '上界'}，但在 α = ${p.settled.window.alpha}，β = ${p.settled.window.beta} 下它使 α ≥ β，足以判定这个调用。`}`,
	boundStart: (p) =>
		zh`${p.name} 开始执行，深度 ${p.depth}，α = ${p.window.alpha}，β = ${p.window.beta}。`,
	boundRead: (p) =>
		zh`${p.origin} 为${sameZh(p)}存过${p.bound === 'lower' ? '下界' : '上界'}：${p.bound === 'lower' ? '至少' : '至多'} ${p.value}。${
			!p.narrows
				? zh`它并不比窗口 [${p.before.alpha}, ${p.before.beta}] 更窄，所以继续搜索。`
				: zh`${p.bound === 'lower' ? zh`α 从 ${p.before.alpha} 升起` : zh`β 从 ${p.before.beta} 降下`}，窗口 [${p.before.alpha}, ${p.before.beta}] 变为 [${p.after.alpha}, ${p.after.beta}]${p.settles ? zh`：α ≥ β，仅凭这个界就判定 ${p.name} 的值为 ${p.value}，无需搜索。` : '，搜索在这个窗口内继续。'}`
		}`,
	filed: (p) =>
		p.bound === 'exact'
			? zh`表把 ${p.value} 存为精确值：它严格介于 α ${p.window.alpha} 与 β ${p.window.beta} 之间，每步棋都比较过了。`
			: p.bound === 'lower'
				? zh`表把 ${p.value} 存为下界（高于窗口）：它达到了 β ${p.window.beta}，被剪掉的棋只可能让它更高。`
				: zh`表把 ${p.value} 存为上界（低于窗口）：它不高于 α ${p.window.alpha}，真实值可能更低。`,
	stored: (name) => zh`表记下了 ${name} 的局面和它的值。`
});
