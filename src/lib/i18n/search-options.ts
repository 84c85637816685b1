import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';

const en = {
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
	aboutDepth: 'About depth limits'
};

export type SearchOptionsMessages = typeof en;

/**
 * Messages of the search options' form (the step-through page's Options, loaded when it first
 * opens) and the compare view's order and cut rule: none is read by the first view.
 */
export const searchOptions = lazyCatalog(en, () => chineseOf('searchOptions'));
