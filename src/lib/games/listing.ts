import { isWindowed, type Algorithm } from '$lib/engine';
import type { ViewMessages } from '$lib/i18n/view';

/**
 * Code listings as data: each line's text, tagged with its role when an event of the search can
 * land on it, so the player finds the running line by role, never by a hard-coded number.
 */

/** The languages a listing is shown in: today's JavaScript, Python, and textbook pseudocode. */
/**
 * The two listings every search starts from: minimax's (memo adds its table to it) and
 * alpha-beta's (ordering and the table add to it).
 */
export type ListingFamily = 'minimax' | 'alphabeta';

export function listingFamily(algorithm: Algorithm): ListingFamily {
	return isWindowed(algorithm) ? 'alphabeta' : 'minimax';
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
	| 'returnBest';

/** A line of code, tagged with its role when an event can land on it. */
export type Line = readonly [text: string, role?: Role];

export interface CodeLayout {
	/** The listing's title, by its key in the view catalog. */
	readonly title: keyof ViewMessages['codeTitles'];
	/** What goes between a line and its comment's words: the language's comment mark. */
	readonly commentMark: string;
	readonly lines: readonly string[];
	readonly roles: readonly (Role | undefined)[];
}

/** Each language's comment mark, spaced as its style guides want (PEP 8: two spaces, then #). */
const COMMENT_MARKS: Record<CodeLanguage, string> = {
	js: ' // ',
	python: '  # ',
	pseudo: '  // '
};

export function codeLayout(
	title: CodeLayout['title'],
	language: CodeLanguage,
	lines: readonly Line[]
): CodeLayout {
	return {
		title,
		commentMark: COMMENT_MARKS[language],
		lines: Object.freeze(lines.map(([text]) => text)),
		roles: Object.freeze(lines.map(([, role]) => role))
	};
}
