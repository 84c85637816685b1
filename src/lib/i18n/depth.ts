import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';
import { whereEn as where } from './narration/english';

const en = {
	// The search-options control beside the search menu.
	options: 'Search options',
	optionsShort: 'Options',
	/** Read before "Options" by a screen reader, not shown: the button's full name. */
	optionsPrefix: 'Search ',
	/** The button's state, after its name: "Options: depth 2, best first". */
	optionsState: (
		limit: number | null,
		symmetry: boolean,
		order: string,
		cut: string,
		declared: readonly string[] = []
	) =>
		[
			limit === null ? null : `depth ${limit}`,
			symmetry ? 'symmetry' : null,
			order === 'best' ? 'best first' : order === 'worst' ? 'worst first' : null,
			cut === 'gt' ? 'cut α > β' : null,
			...declared
		]
			.filter((part) => part !== null)
			.join(', '),
	// The move order and the cut rule (the step-through page's options, the compare view).
	order: 'Move order',
	orderNames: {
		given: 'As given (the game’s order)',
		best: 'Best first (true minimax values)',
		worst: 'Worst first'
	} as Readonly<Record<string, string>>,
	/** A search that takes no order and says nothing of its own about it. */
	orderWhyNot: (search: string) =>
		`${search} tries moves in an order of its own: choose Alpha-beta to try the best or worst order.`,
	cutRule: 'Cut the remaining moves once',
	cutNames: {
		ge: 'α ≥ β (AIMA, the default)',
		gt: 'α > β only: never on equality (CS188)'
	} as Readonly<Record<string, string>>,
	cutWhyNot: 'Only the searches with a window [α, β] (alpha-beta and its variants) cut.',
	/** The compare view: what the order and cut rule apply to. */
	compareOrderNote:
		'The order applies to every search but Ordered alpha-beta (its own order); the cut rule to the searches with a window.',
	depthLimit: 'Depth limit',
	noLimit: 'Off (search to the end)',
	limitTo: (limit: number) => `${limit} ${limit === 1 ? 'move' : 'moves'} deep`,
	symmetry: 'Treat rotations and reflections of a board as the same position',
	symmetryWhyNot: (board: boolean): string =>
		board
			? 'Only the searches with a table (Minimax + table, Alpha-beta + table) can use this: it changes how the table looks positions up.'
			: 'A game tree has no board to rotate or reflect.',
	aboutDepth: 'About depth limits',
	/** Beside the narration at an estimated call: opens the note on depth limits. */
	whyEstimate: 'Why an estimate?',

	// An estimated call: its value, and as its card, the stack and the board panel say it.
	estimate: (value: string) => `≈ ${value}`,
	estimatedLabel: (description: string, limit: number) =>
		`${description}; at the depth limit ${limit}, its value is an estimate`,
	atLimit: (limit: number) => `depth limit ${limit}: estimated`,

	// The narration at the limit (events.ts) and each game's evaluation, worded.
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
		`${p.name} is at the depth limit: it returns the evaluation function's estimate, ${p.value}.`,
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

export type DepthMessages = typeof en;

/**
 * Messages of the depth limit: the search-options control, an estimated call as the tree, the
 * call stack and the board panel show it, and the narration at the limit (the note on the
 * horizon is horizon.ts's).
 */
export const depth = lazyCatalog(en, () => chineseOf('depth'));
