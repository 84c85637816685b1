import type { GameKind, GameSource } from '$lib/engine';
import { gameCatalogue, part } from '$lib/engine/catalogue';
import type { Localized } from '$lib/i18n';
import type { page } from '$lib/i18n/page';
import type { GameDeclaration } from './declaration';
import type { GameExample } from './presenter';

/**
 * What the page knows of a game before its code is loaded (src/lib/engine/loading.ts): enough
 * to list it in the Example menu and the position dialog, and to tell a link that names it. Each
 * game's `entry.ts` holds it as plain data, so every page carries every game's entry and only
 * the code of the games it shows.
 */
export interface GameEntry {
	readonly kind: GameKind;
	/** The link's parameters that name a position of this kind (its link form's `parameters`). */
	readonly linkParameters: readonly string[];
	/**
	 * The parameters only a recipe of this kind takes (a random tree's `branching`): a link giving
	 * one names the recipe, its `linkParameters` too where a search's option shares the name.
	 */
	readonly recipeParameters?: readonly string[];
	/** The name of this kind on the position dialog's buttons. */
	readonly editorLabel: keyof (typeof page)['en'] & `${string}Kind`;
	/** The position the editor starts from when the one on screen is of another kind. */
	readonly editorStart: GameSource;
	/** Its examples in the Example menu. */
	readonly examples: readonly GameExample[];
	/**
	 * Where this game is the one the practice page sets its exercises on (trees; another opens
	 * only from a link): the exercise it starts on. Its traits' `practice` sets the others.
	 */
	readonly practiceStart?: GameSource;
}

/** A game's declaration, the part of its entry in the games' catalogue set when the registry lists it. */
const ENTRY = part<GameDeclaration>(
	(kind) => `No game "${kind}" is listed: import 'src/lib/registry' at the entry point first.`
);

/** Adds games' declarations (registry/games.ts); listing a kind again replaces its own. */
export function registerGameEntries(list: readonly GameDeclaration[]): void {
	for (const entry of list) gameCatalogue.set(entry.kind, ENTRY, entry);
}

/** Every game's declaration, in the registry's order (the first is the default game). */
export function gameEntries(): readonly GameDeclaration[] {
	return gameCatalogue.values(ENTRY);
}

/** The declaration of the kind `kind`; throws when none is listed. */
function gameEntryOf(kind: GameKind): GameDeclaration {
	return gameCatalogue.get(kind, ENTRY);
}

/** The kinds whose parameters a link carries, in the registry's order. */
export function kindsNamedIn(has: (name: string) => boolean): GameKind[] {
	return gameEntries()
		.filter((entry) => entry.linkParameters.some(has))
		.map((entry) => entry.kind);
}

/** Every kind's examples, in menu order. */
export function everyExample(): GameExample[] {
	return gameEntries()
		.flatMap((entry) => entry.examples)
		.sort((a, b) => a.rank - b.rank);
}

/** What the page says when the code of the kind `kind` could not be fetched, naming the game. */
export function gameNotLoaded(kind: GameKind): Localized {
	const { editorLabel } = gameEntryOf(kind);
	return (t) => t.problems.gameNotLoaded(t.page[editorLabel]);
}
