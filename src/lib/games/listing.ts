import type { SearchId, GameKind, SearchSettings } from '$lib/engine';
import { isWindowed, searchDescriptor } from '$lib/engine/search-catalog';
import type { ViewMessages } from '$lib/i18n/view';

/**
 * Code listings as data: each line's text, tagged with its role when an event of the search can
 * land on it, so the player finds the running line by role, never by a hard-coded number.
 */

/** The languages a listing is shown in: today's JavaScript, Python, and textbook pseudocode. */
/**
 * What a search's listing is made of. Every listing starts from one of two: minimax's (memo adds
 * its table to it) or, for a search with a window, alpha-beta's (ordering and the table add to
 * it). Then a table of scores (memo) or of bounds (alphabeta-table), keyed by the least of the
 * board's images (symmetry), likely-best moves first, and a depth limit with its evaluation.
 */
export interface ListingShape {
	/** The search carries a window [alpha, beta] (alpha-beta's listing), else minimax's. */
	readonly windowed: boolean;
	readonly table: 'scores' | 'bounds' | null;
	readonly symmetry: boolean;
	readonly ordered: boolean;
	readonly limit: number | null;
}

export function listingShape(search: SearchSettings): ListingShape {
	const { algorithm } = search;
	const descriptor = searchDescriptor(algorithm);
	const table = descriptor.table ?? null;
	return {
		windowed: isWindowed(algorithm),
		table,
		symmetry: table !== null && search.symmetry,
		ordered: descriptor.ordered === true,
		limit: search.depthLimit
	};
}

/** The listing's title key for a search on a kind of game (each kind has a title per search). */
export function listingTitle(
	kind: GameKind,
	shape: ListingShape
): keyof ViewMessages['codeTitles'] {
	const search = shape.ordered
		? 'Ordered'
		: shape.table === 'scores'
			? 'Memo'
			: shape.table === 'bounds'
				? 'Table'
				: !shape.windowed
					? 'Minimax'
					: 'Alphabeta';
	return `${kind}${search}`;
}

/** The plain listing of search `algorithm`'s kind: no table, no order, no limit. */
export const plainShape = (algorithm: SearchId): ListingShape => ({
	windowed: isWindowed(algorithm),
	table: null,
	symmetry: false,
	ordered: false,
	limit: null
});

/** A cache key naming everything a listing's text depends on. */
export function shapeKey(shape: ListingShape): string {
	return [shape.windowed, shape.table, shape.symmetry, shape.ordered, shape.limit].join(':');
}

export const CODE_LANGUAGES = ['js', 'python', 'pseudo'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** What a line does. */
export type Role =
	| 'otherTest'
	| 'otherWin'
	| 'aiTest'
	| 'aiWin'
	| 'fullTest'
	| 'draw'
	| 'leafTest'
	| 'leaf'
	| 'moves'
	| 'call'
	| 'keep'
	| 'cut'
	| 'returnBest'
	// The searches with a table: the look-up, the answer from an exact entry, the store on the
	// way out; alphabeta-table's bounds narrowing alpha or beta, and the answer from a bound.
	| 'lookup'
	| 'hit'
	| 'store'
	| 'narrowAlpha'
	| 'narrowBeta'
	| 'boundHit'
	// A depth limit: the test, and the estimate returned at the limit.
	| 'depthTest'
	| 'estimate'
	// The ordered search's loop over likely-best moves first.
	| 'order'
	// A chance node (expectimax): its loop, its call, adding a child's value, the average returned.
	| 'chanceMoves'
	| 'chanceCall'
	| 'chanceAdd'
	| 'chanceReturn'
	// A chance node with bounds (Star1) stopping: its value at most alpha, or at least beta.
	| 'failLow'
	| 'failHigh'
	// A deepening driver: its loop, an iteration's call, the aspiration test, the re-search, the
	// driver's return.
	| 'deepen'
	| 'iterate'
	| 'failTest'
	| 'research'
	| 'deepened';

/** Full-line comments documenting a helper the listing calls (the catalog's `codeNotes`). */
export type CodeNote = keyof ViewMessages['codeNotes'];

/**
 * A line of code, tagged with its role when an event can land on it; or, with a note, a
 * comment line in the reader's language, its text the name of the helper it documents (empty on
 * a note's second line).
 */
export type Line = readonly [text: string, role?: Role, note?: CodeNote];

/** A comment line documenting the helper `name` (empty: the note goes on from the line above). */
export const note = (key: CodeNote, name = ''): Line => [name, undefined, key];

export interface CodeLayout {
	/** The listing's title, by its key in the view catalog. */
	readonly title: keyof ViewMessages['codeTitles'];
	/** What goes between a line and its comment's words: the language's comment mark. */
	readonly commentMark: string;
	readonly lines: readonly string[];
	readonly roles: readonly (Role | undefined)[];
	/** Lines that are whole comments: the note each says, in the reader's language. */
	readonly notes: readonly (CodeNote | undefined)[];
	/** What the evaluation note multiplies by (a tenth of the least win on boards). */
	readonly scale?: string;
}

/**
 * Each language's comment mark, spaced as its style guides want (PEP 8: two spaces, then #): the
 * panel puts it between a line and its comment, in a game's listing and a search module's alike.
 */
export const COMMENT_MARKS: Readonly<Record<CodeLanguage, string>> = {
	js: ' // ',
	python: '  # ',
	pseudo: '  // '
};

export function codeLayout(
	title: CodeLayout['title'],
	language: CodeLanguage,
	lines: readonly Line[],
	scale?: string
): CodeLayout {
	return {
		title,
		commentMark: COMMENT_MARKS[language],
		lines: Object.freeze(lines.map(([text]) => text)),
		roles: Object.freeze(lines.map(([, role]) => role)),
		notes: Object.freeze(lines.map(([, , key]) => key)),
		...(scale === undefined ? {} : { scale })
	};
}
