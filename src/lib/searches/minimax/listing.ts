import type { ModuleListing, SearchRule } from '$lib/engine';
import type { ListedRun } from '$lib/engine/search-catalog';
import {
	CODE_LANGUAGES,
	type CodeLanguage,
	type GamePieces,
	type Line,
	type ListingForm,
	type PieceRequest
} from '$lib/games/listing';
import { presenterFor } from '$lib/games/presenters';
import type { SearchWords } from '$lib/engine/search-catalog';

/**
 * Minimax's listing, and the frame the rest of its family writes theirs in (memo adds its table,
 * alpha-beta its window, and its variants their order or their table of bounds): written over
 * the pieces the game supplies (`GamePieces`: its tests, its loop over its moves, the notes on
 * its helpers), in JavaScript, Python 3 and textbook pseudocode (AIMA's style), line for line
 * what the engine does (fail-soft, ties kept by the earlier move, the table read before the tests
 * and written on every way out), so the highlighted line never disagrees with the tree or the
 * board beside it. A board's search returns its score and move, a tree's its value
 * (`ListingForm`); lines stay within the panel's 46 columns.
 */

/** How a form writes what the table and the way out need, in one language. */
export interface FormWords {
	/** The table's key: `key` (a board's, made first), `node` (a tree's node is its own). */
	readonly key: string;
	/** The best value so far: `best.score`, `best`, `v`. */
	readonly best: string;
	/** A call's result with `value`: `{ score: v }`, `v, None`, `v`. */
	result(value: string): string;
	/** A call's result with `value`, stored in the table on the way out. */
	stored(value: string): string;
}

/** Alpha-beta's window in one language: its parameters, and the narrowing after a child's value. */
export interface WindowLines {
	/** As the header and the call write them: `alpha, beta`, `α, β`. */
	readonly params: string;
	/** The window narrowed by the value kept, and the cut when it closes (in each form). */
	readonly narrow: Readonly<Record<ListingForm, readonly Line[]>>;
}

/** A table kept by a search of the family, in one language: its lookup and its store. */
export interface TableLines {
	/** After the key is made: the lookup, and the answers it gives before any test runs. */
	lookup(words: FormWords): readonly Line[];
	/** On the way out of a searched call, before its return: the store. */
	store(words: FormWords): readonly Line[];
}

/** What a search of the family declares its listing is: minimax's, with its additions. */
export interface FamilyListing {
	/** Its part of the title key (`Minimax`, `Memo`): the view catalog titles it per game. */
	readonly title: string;
	/** The function's name in each language. */
	readonly names: Readonly<Record<CodeLanguage, string>>;
	readonly window?: Readonly<Record<CodeLanguage, WindowLines>>;
	readonly table?: Readonly<Record<CodeLanguage, TableLines>>;
	/** The loop takes the moves likely best first. */
	readonly ordered?: boolean;
}

/** Minimax's names: the family's frame with nothing added. */
export const MINIMAX_NAMES: FamilyListing['names'] = {
	js: 'minimax',
	python: 'minimax',
	pseudo: 'MINIMAX'
};

/** How the family is written in one code language. */
export interface FamilyLanguage {
	/** What the table and the way out need, by form. */
	readonly words: Readonly<Record<ListingForm, FormWords>>;
	/** A board's table key, made before the lookup: the board itself, or the least of its images. */
	boardKey(symmetry: boolean): string;
	readonly writers: Readonly<Record<ListingForm, Writer>>;
}

/** A tree's words, the same in JavaScript and Python: the node is its own key, its value bare. */
export const TREE_WORDS: FormWords = {
	key: 'node',
	best: 'best',
	result: (value) => value,
	stored: (value) => `store(node, ${value})`
};

/**
 * The family's languages: JavaScript here, the others added when a listing is first shown in
 * them (languages.ts, with the board's): the first view's listing is JavaScript, minimax's
 * longest in every game (so the panel's height holds; the other searches' words bring them all).
 */
const LANGUAGES: Partial<Record<CodeLanguage, FamilyLanguage>> = {
	js: {
		words: {
			pair: {
				key: 'key',
				best: 'best.score',
				result: (value) => `{ score: ${value} }`,
				stored: (value) => `store(key, ${value})`
			},
			value: TREE_WORDS
		},
		boardKey: (symmetry) =>
			symmetry ? '  const key = canonical(board);' : '  const key = String(board);',
		writers: { pair: pairJs, value: valueJs }
	}
};

/** Adds the languages loaded later. */
export const addFamilyLanguages = (more: Partial<Record<CodeLanguage, FamilyLanguage>>) =>
	Object.assign(LANGUAGES, more);

/** What a writer puts together: the search's declaration in one language, the game's pieces. */
export interface Parts {
	readonly name: string;
	readonly window: WindowLines | undefined;
	readonly table: TableLines | undefined;
	readonly pieces: GamePieces;
	/** The table's key and lookup, before the tests. */
	readonly lookup: readonly Line[];
	/** The table's store on the way out (empty without a table). */
	readonly store: readonly Line[];
}

export type Writer = (parts: Parts) => readonly Line[];

/** The way out of a searched call: the table's store, then `returned`, lit itself without one. */
export const wayOut = (store: readonly Line[], table: TableLines | undefined, returned: string) => [
	...store,
	(table === undefined ? [returned, 'returnBest'] : [returned]) as Line
];

// ---- A board's search: it returns a (score, move) pair. ----

function pairJs({ name, window, table, pieces, lookup, store }: Parts): readonly Line[] {
	const { move, depth, tests, notes } = pieces;
	const call: readonly Line[] =
		window === undefined
			? depth
				? [[`    const { score } = ${name}(child, next,`, 'call'], ['      depth + 1);']]
				: [[`    const { score } = ${name}(child, next);`, 'call']]
			: [
					['    const { score } ='],
					...(depth
						? ([
								[`      ${name}(child, next, depth + 1,`, 'call'],
								[`        ${window.params});`]
							] as const)
						: ([[`      ${name}(child, next, ${window.params});`, 'call']] as const))
				];
	const header: readonly Line[] =
		window === undefined
			? [[`function ${name}(board, player${depth ? ', depth' : ''}) {`]]
			: [[`function ${name}(board, player${depth ? ', depth' : ''},`], [`    ${window.params}) {`]];
	return [
		...header,
		...lookup,
		...tests,
		...call,
		['    if (isMax ? score > best.score', 'keep'],
		['              : score < best.score)'],
		[`      best = { ${move}, score };`],
		...(window?.narrow.pair ?? []),
		['  }'],
		...wayOut(store, table, '  return best;'),
		['}'],
		...notes
	];
}

// ---- A tree's search: it returns a value. ----

function valueJs({ name, window, table, pieces, lookup, store }: Parts): readonly Line[] {
	const { depth, tests, notes } = pieces;
	const call: readonly Line[] =
		window === undefined
			? depth
				? [['    const score ='], [`      ${name}(child, !isMax, depth + 1);`, 'call']]
				: [[`    const score = ${name}(child, !isMax);`, 'call']]
			: depth
				? [
						['    const score ='],
						[`      ${name}(child, !isMax, depth + 1,`, 'call'],
						[`        ${window.params});`]
					]
				: [['    const score ='], [`      ${name}(child, !isMax, ${window.params});`, 'call']];
	const header: readonly Line[] =
		window === undefined
			? [[`function ${name}(node, isMax${depth ? ', depth' : ''}) {`]]
			: [[`function ${name}(node, isMax${depth ? ', depth' : ''},`], [`    ${window.params}) {`]];
	return [
		...header,
		...lookup,
		...tests,
		...call,
		['    if (isMax ? score > best : score < best)', 'keep'],
		['      best = score;'],
		...(window?.narrow.value ?? []),
		['  }'],
		...wayOut(store, table, '  return best;'),
		['}'],
		...notes
	];
}

const isLanguage = (language: string): language is CodeLanguage =>
	(CODE_LANGUAGES as readonly string[]).includes(language);

/**
 * The listing a search of the family declares, in `language` over the game of `run`: the game's
 * pieces asked with what the search needs of them, then the frame around them.
 */
function familyListing(
	declared: FamilyListing,
	language: string,
	run: ListedRun | undefined
): ModuleListing {
	if (run === undefined) throw new Error('A listing of minimax’s family is written over a game.');
	const lang = isLanguage(language) ? language : 'js';
	const written = LANGUAGES[lang];
	if (written === undefined) throw new Error(`Minimax's family is not loaded in ${lang}.`);
	const { game } = run;
	const presenter = presenterFor(game);
	const form = presenter.listingForm;
	const words = written.words[form];
	const table = declared.table?.[lang];
	const symmetry = table !== undefined && run.settings.symmetry;
	const request: PieceRequest = {
		language: lang,
		returns: table === undefined ? words.result : words.stored,
		limit: run.settings.depthLimit,
		ordered: declared.ordered === true,
		stores: table !== undefined,
		symmetry
	};
	const pieces = presenter.listingPieces(game, request);
	const lookup: readonly Line[] =
		table === undefined
			? []
			: [
					...(form === 'pair' ? [[written.boardKey(symmetry)] as const] : []),
					...table.lookup(words)
				];
	const lines = written.writers[form]({
		name: declared.names[lang],
		window: declared.window?.[lang],
		table,
		pieces,
		lookup,
		store: table === undefined ? [] : table.store(words)
	});
	return {
		titles: `${pieces.title}${declared.title}`,
		lines: Object.freeze(lines.map(([text]) => text)),
		roles: Object.freeze(lines.map(([, role]) => role)),
		notes: Object.freeze(lines.map(([, , key]) => key)),
		...(pieces.scale === undefined ? {} : { scale: pieces.scale })
	};
}

/** A search rule's `listing`: the family's listing it declares, over the game it runs on. */
export const writesFamilyListing =
	(declared: FamilyListing): NonNullable<SearchRule['listing']> =>
	(language, _depthLimit, _cut, run) =>
		familyListing(declared, language, run);

/** Minimax's own listing: the frame with nothing added. */
export const MINIMAX_LISTING: FamilyListing = { title: 'Minimax', names: MINIMAX_NAMES };

/** Minimax's words, loaded with its code on a page: its listing, in the languages loaded. */
export const words: SearchWords = {
	listing: writesFamilyListing(MINIMAX_LISTING),
	writes: (language) => !isLanguage(language) || LANGUAGES[language] !== undefined
};
