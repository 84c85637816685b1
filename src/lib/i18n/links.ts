import { formatCount as count } from '$lib/engine/format';
import type { Lang } from './lang';
import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';
import { listEn } from './narration/english';

/** A search's size refused as too big (the engine's `searchTooBig` details). */
export interface RefusedSize {
	readonly calls: number;
	readonly exact: boolean;
	/** Stopped after `calls`: it makes more. */
	readonly atLeast: boolean;
	readonly ceiling: number;
}

/**
 * The search opened instead of one too big (`lower` when only its depth limit is lower), with
 * the calls it made.
 */
export interface UsedSearch {
	/** The search's name in each language (the catalogue names no search itself). */
	readonly name: Readonly<Record<Lang, string>>;
	readonly depthLimit: number | null;
	readonly lower: boolean;
	readonly calls: number;
}

const refusedCalls = (size: RefusedSize): string =>
	`${size.atLeast ? 'more than ' : size.exact ? '' : 'about '}${count(size.calls)}`;

const depthWords = (depth: number | null): string =>
	depth === null ? 'without a depth limit' : `at depth limit ${depth}`;

const usedSearch = (used: UsedSearch): string =>
	used.lower ? depthWords(used.depthLimit) : `with ${used.name.en} ${depthWords(used.depthLimit)}`;

const searchingInstead = (fallback: number | null): string =>
	fallback === null
		? 'searching without a depth limit'
		: `searching to this game's own depth limit, ${fallback}, instead`;

const en = {
	/** Follows a problem (it starts with a space in English). */
	showingArticleInstead: " Showing the article's board instead.",
	// Problems with the link's query (`value` is already quoted and shortened).
	tooLong: (name: string, length: number) =>
		`The link's "${name}" is ${count(length)} characters long, too long to read.`,
	notOneOf: (name: string, value: string, allowed: readonly string[], fallback: string) =>
		`The link's ${name}=${value} is not one of ${allowed.join(', ')}; using ${fallback}.`,
	/** The kinds of position a link names (`given`), and the one it opens (`used`). */
	positionsClash: (given: readonly string[], used: string) =>
		`The link gives more than one kind of position (${given.join(', ')}); using ${used}.`,
	// Each kind of position as the link's messages name it.
	boardInLink: 'a tic-tac-toe board',
	connect4InLink: 'Connect Four',
	treeInLink: 'a game tree',
	treeForms: (forms: readonly string[], chosen: string) =>
		`The link gives the tree in more than one form (${forms.join(', ')}); using ${chosen}.`,
	/** A `treez` that does not unpack. */
	treezUnreadable: "The link's treez cannot be read: it is not a tree packed by this page.",
	/** `limit`: the most characters of tree text read. */
	treezTooBig: (limit: number) =>
		`The link's treez unpacks to more than ${count(limit)} characters, past the largest tree; it is not read.`,
	/** `value` is already quoted and shortened. */
	badToMove: (value: string) =>
		`The link's toMove=${value} is not X or O; the side to move comes from the mark counts.`,
	/** What a link's refused Connect Four move string opens instead. */
	connect4Fallback: (moves: string) =>
		moves === ''
			? 'Opening the empty Connect Four board instead.'
			: `Opening the moves before it instead: ${moves}.`,
	/** Another kind's parameter on this kind's link (`game`: the kind shown, as `boardInLink`). */
	notForThisGame: (name: string, value: string, game: string) =>
		`The link's ${name}=${value} does not apply to ${game}; it is ignored.`,
	badStep: (value: string) => `The link's step=${value} is not a whole number; starting at step 0.`,
	/** A kind of moment `predict` names that the search shown has not (`kinds`: those it has). */
	predictKindAbsent: (kind: string, kinds: readonly string[]) =>
		`The link's predict=${kind} stops nowhere: this search's moments are ${kinds.join(', ')}.`,
	/** A step `predict` marks past the run's `last`. */
	predictStepPast: (step: number, last: number) =>
		`The link's predict=${step} stops nowhere: the last step is ${last}.`,
	/**
	 * `value` is already quoted and shortened; `fallback` is the game's own depth limit, searched
	 * instead (null: none, the search goes to the end).
	 */
	badDepth: (name: string, value: string, fallback: number | null) =>
		`The link's ${name}=${value} is not a whole number from 1 up, in digits 0-9; ${searchingInstead(fallback)}.`,
	/** A whole number too long to be any depth limit (past 2^53); as `badDepth`. */
	depthPastAny: (name: string, value: string, fallback: number | null) =>
		`The link's ${name}=${value} is far past the end of any game; ${searchingInstead(fallback)}.`,
	/** Symmetry asked of `algorithm`, which keeps no table; `tables`: the searches that keep one. */
	symmetryNeedsTable: (algorithm: string, tables: readonly string[]) =>
		`The link's symmetry=on needs a table of positions, and ${algorithm} keeps none (${listEn({ items: tables, hidden: 0 })} do); searching without it.`,
	optionDefault: 'Its default is used instead.',
	/** A link's depth limit past the page's for this game; `fallback` runs instead. */
	tooDeep: (value: number, deepest: number, fallback: number | null) =>
		`The link's depth limit ${value} is deeper than this page searches this game (at most ${deepest}); ${fallback === null ? 'searching to the end' : `using ${fallback}`} instead.`,
	/** A search the position cannot take (the engine's reason), and what is searched instead. */
	searchRefused: (reason: string) => `${reason} Searching without that option instead.`,
	/** A search the position cannot take at all (the engine's reason), and the one it takes. */
	searchSwitched: (reason: string, name: Readonly<Record<Lang, string>>) =>
		`${reason} Searching with ${name.en} instead.`,
	/** A depth limit the position cannot take (the engine's reason), and the game's own instead. */
	depthRefused: (reason: string, fallback: number) =>
		`${reason} Searching to this game's own depth limit, ${fallback}, instead.`,
	/**
	 * A link's search too big for a trace (its estimate, `refused`), and the smaller one the same
	 * position opens with instead (`used`: a lower depth limit, or another search).
	 */
	tooBigInstead: (refused: RefusedSize, used: UsedSearch) =>
		`The link's search would make ${refusedCalls(refused)} calls, more than the ${count(refused.ceiling)} a recorded trace may hold; showing the same position ${usedSearch(used)} instead (${count(used.calls)} calls).`,
	/** The reader cancelled a link's search: the same position at the game's own `depth` instead. */
	cancelledInstead: (depth: number) =>
		`The search was cancelled; showing the same position at depth limit ${depth} instead.`,
	/**
	 * The reader cancelled a first visit's link, no smaller depth of it searched at once: the
	 * article's board under the search `name` instead (`nodes`: the link's tree's, null for a
	 * game's position), and how to get back to the link.
	 */
	cancelledArticleInstead: (nodes: number | null, name: Readonly<Record<Lang, string>>) =>
		`The search was cancelled. No smaller depth of the link's ${nodes === null ? 'position' : `tree (${count(nodes)} nodes)`} opens at once, so the article's board is shown instead, under ${name.en}. Back opens the link again.`,
	badLang: (value: string) =>
		`The link's lang=${value} is not one of en, zh; using the language chosen before.`
};

export type LinkMessages = typeof en;

/**
 * What a view says of its link's problems and of a search it could not run as asked (refused
 * settings, a search too big): loaded with the first problem said (state/said-problems.svelte.ts).
 */
export const links = lazyCatalog(en, () => chineseOf('links'));
