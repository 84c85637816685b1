import { catalog } from '../catalog';
import type { Bounds } from './windows';
import { highLow, zh } from './chinese';

/**
 * The way back between two by-call steps, in one sentence: which values went up to whom, and
 * the cuts made on the way. The player decides how much to tell (in full, in brief, or only the
 * cuts at the last step); these only word it.
 */

const en = {
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
	lastBack: (cuts: string) => `On the way back, ${cuts}.`
};

export const summaries = catalog(en, {
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
	lastBack: (cuts) => zh`返回途中，${cuts}。`
});
