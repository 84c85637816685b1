import { lazyCatalog } from '../catalog';
import { chineseOf } from '../languages';
import type { Bounds } from './windows';

/**
 * The way back between two by-call steps, in one sentence: which values went up to whom, and
 * the cuts made on the way. The player decides how much to tell (in full, in brief, or only the
 * cuts at the last step); these only word it.
 */

const en = {
	cutBy: (p: { moves: string; window: Bounds | null }) =>
		`cut ${p.moves}${p.window ? ` (alpha ${p.window.alpha} ${p.window.closed ?? '≥'} beta ${p.window.beta})` : ''}`,
	cutAt: (p: { name: string; cut: string }) => `${p.name} ${p.cut}`,
	/** A call below the top of a long way back that averaged: "FC14 returned its expected value, …". */
	returnedAt: (p: { name: string; back: string }) => `${p.name} ${p.back}`,
	/**
	 * A chance node's sum worked out, in brief: "FC14's (10 + 12) / 2 = 11"; `estimate`, an average
	 * of estimates rounded: "FC2's (5 + 7 − 134) / 3 ≈ −40.7".
	 */
	worked: (p: { name: string; sum: string; score: string; estimate: boolean }) =>
		`${p.name}'s ${p.sum} ${p.estimate ? '≈' : '='} ${p.score}`,
	wentBack: (p: { first: string; score: string; up: string }) =>
		`${p.first}'s ${p.score} went back to ${p.up}`,
	wentBackAlone: (went: string) => `${went}.`,
	/**
	 * A call's return told by its move, as the next sibling starts, no call named: "−14 came back
	 * from column 1.", "3 came back from n8."
	 */
	cameBack: (p: { move: string; score: string }) => `${p.score} came back from ${p.move}.`,
	/**
	 * What a call did on the way back, after "which" (a chance node: its sum worked out, `sum`,
	 * "≈" its rounded value where it averaged estimates).
	 */
	back: (p: {
		cut: string | null;
		maximizing: boolean;
		sum: string | null;
		score: string;
		up: string;
		estimate: boolean;
	}) =>
		`${p.cut === null ? '' : `${p.cut} and `}returned its ${p.sum !== null ? `expected value, ${p.sum} ${p.estimate ? '≈' : '='}` : `${p.maximizing ? 'highest' : 'lowest'} score,`} ${p.score}, to ${p.up}`,
	/** A call that chose its value its search's own way (negamax), after "which". */
	chose: (p: { chose: string; up: string }) => `${p.chose}, to ${p.up}`,
	chain: (p: { went: string; backs: readonly string[] }) =>
		`${p.went}${p.backs.map((back) => `, which ${back}`).join('')}.`,
	manyBack: (p: { went: string; count: number; top: string; back: string; also: string | null }) =>
		`${p.went}; ${p.count} calls then finished in turn up to ${p.top}, which ${p.back}.${p.also === null ? '' : ` On the way, ${p.also}.`}`,
	briefBack: (p: {
		first: string;
		score: string;
		up: string;
		cutters: string | null;
		sums: string | null;
	}) =>
		`${p.first}'s ${p.score} went back up to ${p.up}${p.cutters === null ? '' : `, cutting in ${p.cutters}`}${p.sums === null ? '' : `; the expected values on the way: ${p.sums}`}.`,
	lastBack: (cuts: string) => `On the way back, ${cuts}.`
};

export type SummariesMessages = typeof en;

export const summaries = lazyCatalog(en, () => chineseOf('summaries'));
