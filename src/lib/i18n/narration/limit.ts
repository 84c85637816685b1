import { lazyCatalog } from '../catalog';
import { chineseOf } from '../languages';
import { whereEn as where } from './english';

/**
 * The narration at the depth limit (player/narration/events.ts) and each game's evaluation,
 * worded: told past step 0 only, so it loads with that narration, not with the first view.
 */
const en = {
	/** `moves`: the moves from the root where they differ from the depth (a search under a driver). */
	enterAtLimit: (p: { name: string; depth: number; moves: number | null }) =>
		`${p.name} ${where(p, 'starts')}, which is the depth limit: it will try no move and estimate its position instead.`,
	returnAtLimit: (p: {
		name: string;
		depth: number;
		moves: number | null;
		evaluation: string;
		value: string;
	}) =>
		`${p.name} ${where(p, 'is')}, the depth limit: it stops and calls the evaluation function. ${p.evaluation} It returns ${p.value}, an estimate: what could follow lies beyond the search's horizon.`,
	/** The same told briefly, for a phone's box: the evaluation's arithmetic is left to the whole telling. */
	returnAtLimitBrief: (p: { name: string; value: string }) =>
		`${p.name} is at the depth limit and returns its estimate, ${p.value}.`,
	boardEvaluation: (p: {
		ai: string;
		aiLines: number;
		other: string;
		otherLines: number;
		scaled: boolean;
		value: string;
	}) =>
		`${p.ai} can still complete ${p.aiLines} ${p.aiLines === 1 ? 'line' : 'lines'} of three and ${p.other} ${p.otherLines}, so the estimate is ${p.scaled ? `(${p.aiLines} − ${p.otherLines}) × 0.1` : `${p.aiLines} − ${p.otherLines}`} = ${p.value}.`,
	/** AIMA's exercise 5.9 at the limit: n₂ lines with two of a side's marks, n₁ with one. */
	aimaEvaluation: (p: {
		ai: string;
		other: string;
		ai2: number;
		ai1: number;
		other2: number;
		other1: number;
		value: string;
	}) =>
		`AIMA's evaluation: ${p.ai} has ${p.ai2} open ${p.ai2 === 1 ? 'line' : 'lines'} with two marks and ${p.ai1} with one, ${p.other} ${p.other2} and ${p.other1}, so Eval = 3×${p.ai2} + ${p.ai1} − (3×${p.other2} + ${p.other1}) = ${p.value}.`,
	limitedOutcome: (limit: number) =>
		`an estimate from looking ${limit} ${limit === 1 ? 'move' : 'moves'} ahead, not a promise of how the game ends`,
	treeEvaluation: (p: { leaf: string; value: string }) =>
		`A tree has no evaluation of its own, so it takes the value of its first leaf below: ${p.leaf} is worth ${p.value}.`
};

export type LimitMessages = typeof en;

export const limitWords = lazyCatalog(en, () => chineseOf('limit'));
