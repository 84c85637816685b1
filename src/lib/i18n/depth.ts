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
 * Messages of the depth limit: the search-options button, and an estimated call as the tree, the
 * call stack and the board panel show it (the options' form is search-options.ts's, the narration
 * at the limit narration/limit.ts's, the note on the horizon horizon.ts's).
 */
export const depth = lazyCatalog(en, () => chineseOf('depth'));
