import type { Snippet } from 'svelte';
import type { Game, SearchId, SearchSettings } from '$lib/engine';
import type { SourceQuery } from '$lib/player';

/** SourceBar's props: the header's bar of what is shown (the example, the search, its options). */
export interface SourceBarProps {
	/** The position's game, and a line saying what is searched ("9 calls"). */
	game: Game;
	summary: string;
	/** The article's walkthrough letters can be shown (its example tree). */
	hasLetters: boolean;
	/** The search shown, and a choice of another (a call search or an iteration search). */
	algorithm: SearchId;
	onalgorithm: (algorithm: SearchId) => void;
	letters: boolean;
	/** An example, with the search it shows (a horizon example's depth limit too). */
	onexample: (source: SourceQuery, search: SearchSettings) => void;
	/** The search's own options beside the menu. */
	options: Snippet;
	onletters: (letters: boolean) => void;
	/** The compare view for this position. */
	compareHref: string;
	/** Practice on this position and search. */
	practiceHref: string;
	/** Opens the board and tree editors. */
	onedit: () => void;
	/** A student's trace is shown; `onprogram` offers to open one ("From your program"). */
	program: boolean;
	onprogram: () => void;
	/** More of the bar's controls (the share menu): on a phone they fold into the menu too. */
	children?: Snippet;
}
