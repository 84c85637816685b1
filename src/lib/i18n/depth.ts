import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';

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
	atLimit: (limit: number) => `depth limit ${limit}: estimated`
};

export type DepthMessages = typeof en;

/**
 * Messages of the depth limit: the search-options control, and an estimated call as the tree, the
 * call stack and the board panel show it (the narration at the limit is narration/limit.ts's, the
 * note on the horizon horizon.ts's).
 */
export const depth = lazyCatalog(en, () => chineseOf('depth'));
