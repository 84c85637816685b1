import type { Component } from 'svelte';
import type { SearchId, Game, GameKind, GameSource } from '$lib/engine';
import { gameCatalogue, part } from '$lib/engine/catalogue';
import type { Localized, Messages } from '$lib/i18n';
import type { PracticeQuery } from './link';

/**
 * What the practice page must know about one kind of game: whether a position is small enough
 * to work out by hand, and the exercise it opens on it. The page asks these and nothing else;
 * trees and boards differ only behind them.
 */
export interface PracticeForm {
	/**
	 * Why this position cannot be practised under `algorithm` (too big to work out by hand, or
	 * an exercise this kind has not for that search), or null when it can.
	 */
	refusal(game: Game, algorithm: SearchId): Localized | null;
	/** The exercise on `game` as `query` sets it, with empty answers. */
	open(game: Game, query: PracticeQuery): PracticeSheet;
	/**
	 * Where this is the practice page's own game (trees): the controls of an exercise drawn from
	 * a recipe (a random tree's seed, depth and branching), on the practice bar.
	 */
	readonly RecipeControls?: Component<{
		query: PracticeQuery;
		onchange: (query: PracticeQuery) => void;
	}>;
	/** Where this is the practice page's own game: a position typed in (a tree's nested arrays). */
	readonly TypedInput?: Component<{
		algorithm: SearchId;
		onpractise: (source: GameSource) => void;
	}>;
}

/** A verdict as the page keeps it: how many answers were judged, and how many are right. */
interface Tally {
	readonly right: number;
	readonly total: number;
	readonly errors: readonly unknown[];
}

/**
 * One exercise and the student's answers on it (Svelte state): checking, a hint, the solution.
 * Its parts draw it: the answer boxes on the position, the verdict with each error's link, and
 * the printed worksheet where the kind has one. Each part is handed the sheet that carries it
 * (and narrows it back to its own kind).
 */
export interface PracticeSheet {
	readonly algorithm: SearchId;
	/** The last check's verdict; null before any. */
	readonly result: Tally | null;
	/** What the last hint or "show the solution" did, for the status line. */
	readonly note: Localized | null;
	/**
	 * Graded work: the verdict names each wrong answer and why in general terms, never the right
	 * value, and offers no hint (the page shows neither a solution nor the search).
	 */
	readonly graded: boolean;
	/**
	 * The window on entry may be asked for (a toggle the page offers): this kind has it, and the
	 * exercise's search gives its calls windows.
	 */
	readonly offersWindows: boolean;
	/** The task, in the page's language. */
	task(t: Messages): string;
	/** A warning about the printed worksheet (trees too wide to write on at paper size), or null. */
	printNote(t: Messages): string | null;
	/** Why there is nothing to work out (the position's game is over), or null. */
	gameOver(t: Messages): string | null;
	/** The exercise on a position still in play, offered where this one's game is over. */
	positionInPlay(query: PracticeQuery): PracticeQuery;
	/** The source menu's name for a position of this kind opened from a link. */
	fromLink(t: Messages): string;
	check(): Tally;
	/** Fills in the first answer that is wrong or missing (none on graded work). */
	hint(): void;
	/** Fills in every answer. */
	solve(): void;
	clear(): void;
	readonly Answer: Component<{ sheet: PracticeSheet }>;
	readonly Verdict: Component<{ sheet: PracticeSheet }>;
	/** The printed worksheet, or null where this kind prints none. */
	readonly Worksheet: Component<{ sheet: PracticeSheet; query: PracticeQuery }> | null;
}

/**
 * Each kind's practice form, a part of its entry in the games' catalogue added at start-up by
 * the practice registry (src/lib/view-registry/practice.ts), the one place that imports every
 * game's practice parts.
 */
const FORM = part<PracticeForm>(
	(kind) =>
		`No practice form of game "${kind}" is registered: import 'src/lib/view-registry/practice' first.`
);

/** Adds a kind's practice form; registering a kind again replaces its form. */
export function registerPracticeForm(kind: GameKind, form: PracticeForm): void {
	gameCatalogue.set(kind, FORM, form);
}

/** The practice form of the kind `kind` (the practice page's own game's, for its controls). */
export function practiceFormOf(kind: GameKind): PracticeForm {
	return gameCatalogue.get(kind, FORM);
}

/** The practice form for a game's kind. */
export function practiceFor(game: Game): PracticeForm {
	// Looked up by the kind the game carries, as the engine's catalogue does: not a question
	// about which game it is, whose answer the caller would act on.
	return gameCatalogue.get(game.kind, FORM);
}
