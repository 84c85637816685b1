import type { Game, Position } from '$lib/engine';
import type { ViewMessages } from '$lib/i18n/view';

/**
 * Code listings as data: each line's text, tagged with its role when an event of the search can
 * land on it, so the player finds the running line by role, never by a hard-coded number. A
 * search writes its listing (`SearchRule.listing`, in its folder); a search of minimax's family
 * writes it over the pieces a game supplies here (`GamePieces`): the game's tests, its loop over
 * its moves and the notes on its helpers.
 */

/** The languages a listing is shown in: today's JavaScript, Python, and textbook pseudocode. */
export const CODE_LANGUAGES = ['js', 'python', 'pseudo'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/**
 * The languages besides JavaScript a listing of minimax's family is written in load on first
 * need (the first view's listing is JavaScript): how, the family's frame says
 * (`listingLanguagesFrom`); that they are in, the languages' module (`listingLanguagesIn`).
 */
let loadLanguages = (): Promise<unknown> => Promise.resolve();
let languagesIn = false;
export const listingLanguagesFrom = (load: () => Promise<unknown>) => void (loadLanguages = load);
export const listingLanguagesIn = () => void (languagesIn = true);

/** Whether a listing can be shown in `language` now. */
export const codeLanguageReady = (language: CodeLanguage): boolean =>
	language === 'js' || languagesIn;

/** Loads what a listing needs to be shown in `language` (nothing more for JavaScript). */
export async function loadCodeLanguage(language: CodeLanguage): Promise<void> {
	if (!codeLanguageReady(language)) await loadLanguages();
}

/** Full-line comments documenting a helper the listing calls (the catalog's `codeNotes`). */
export type CodeNote = keyof ViewMessages['codeNotes'];

/**
 * A line of code, tagged with its role when an event can land on it (a moment the player reads
 * from the trace, a game's test, or a role its search declares); or, with a note, a comment line
 * in the reader's language, its text the name of the helper it documents (empty on a note's
 * second line).
 */
export type Line = readonly [text: string, role?: string, note?: CodeNote];

/** A helper's name in `language`'s style: `fourInRow`, `four_in_row`, `FOUR-IN-ROW`. */
export function helperName(name: string, language: CodeLanguage): string {
	if (language === 'js') return name;
	const snake = name.replace(/[A-Z]/g, (capital) => `_${capital.toLowerCase()}`);
	return language === 'python' ? snake : snake.replace(/_/g, '-').toUpperCase();
}

/** A comment line documenting the helper `name` (empty: the note goes on from the line above). */
export const note = (key: CodeNote, name = ''): Line => [name, undefined, key];

/**
 * Each language's comment mark, spaced as its style guides want (PEP 8: two spaces, then #): the
 * panel puts it between a line and its comment, in every search's listing alike.
 */
export const COMMENT_MARKS: Readonly<Record<CodeLanguage, string>> = {
	js: ' // ',
	python: '  # ',
	pseudo: '  // '
};

/**
 * How a search of minimax's family is written over a game: returning a (score, move) pair, as a
 * board game's search does (AIMA's MINIMAX-SEARCH), or a value alone, as a search of a game tree
 * does (its children are its moves).
 */
export type ListingForm = 'pair' | 'value';

/** What a search's listing asks a game to write its pieces with. */
export interface PieceRequest {
	readonly language: CodeLanguage;
	/** A finished or estimated call's return of `value`, as the search writes it (stored or not). */
	readonly returns: (value: string) => string;
	/** The depth limit the listing shows; null: none (a game that always has one shows its own). */
	readonly limit: number | null;
	/** The loop takes the moves likely best first (the game's own helper orders them). */
	readonly ordered: boolean;
	/** The search keeps a table: the game documents `store` among its helpers. */
	readonly stores: boolean;
	/** The table's key is the least of the position's images (the game documents `canonical`). */
	readonly symmetry: boolean;
}

/** A game's pieces of a listing of minimax's family, in one code language. */
export interface GamePieces {
	/** The game's part of the listing's title key in the view catalog (`board`, `connect4`). */
	readonly title: string;
	/** Its word for a move, as the code names it: `cell`, `column`. */
	readonly move: string;
	/** Whether the function takes the call's depth (a depth limit, or scores by depth). */
	readonly depth: boolean;
	/** From the first test to the loop over moves (and, in a pair listing, the child it makes). */
	readonly tests: readonly Line[];
	/** The comment lines under the code. */
	readonly notes: readonly Line[];
	/** What the evaluation note multiplies by; absent: 1. */
	readonly scale?: string;
}

/**
 * The line a board game's finished position runs (the tests ask about the AI's opponent, the AI,
 * a full board): its test on entering, its return on leaving. The score's sign says which test
 * fired: below zero the opponent's line, above the AI's, zero a full board.
 */
export function boardTerminalRole(game: Game, position: Position, leaving: boolean): string {
	const score = game.score(position);
	if (score < 0) return leaving ? 'otherWin' : 'otherTest';
	if (score > 0) return leaving ? 'aiWin' : 'aiTest';
	return leaving ? 'draw' : 'fullTest';
}
