import type { GameKind } from './game-module';
import { gameCatalogue } from './catalogue';
import { loadAllSearches } from './search-catalog';

/**
 * A game's code, loaded on first need into its entry of the games' catalogue, so a page carries
 * only the games it shows. Each registry adds, per kind of game, the parts it owns: the registry
 * (src/lib/registry) the rules and traits, the view registry the presenter and Svelte parts, the
 * practice registry the practice form; rules register before views.
 */
const games = gameCatalogue;

/** Adds a part of the kind `kind`: `fetch` imports its modules, `register` catalogues them. */
export function addGamePart<T>(
	kind: GameKind,
	fetch: () => Promise<T>,
	register: (fetched: T) => void
): void {
	games.addCode(kind, fetch, register);
}

/** The kinds some registry added parts for, in the registry's order. */
export function loadableGames(): readonly GameKind[] {
	return games.loadable();
}

/** Whether every part of `kind` is registered (a kind no registry knows counts as loaded). */
export function isGameLoaded(kind: GameKind): boolean {
	return games.isLoaded(kind);
}

/**
 * Loads the kinds named (a kind no registry knows is skipped: asking for its game reports it);
 * resolves once every part of each is registered, in the registry's order.
 */
export function loadGames(kinds: Iterable<GameKind>): Promise<void> {
	return games.load(kinds);
}

/** Loads every kind some registry knows (the CLI, the workers, the tests). */
export function loadAllGames(): Promise<void> {
	return games.load(games.loadable());
}

/** Loads every game's and every search's code (the CLI, the workers, the tests). */
export async function loadEverything(): Promise<void> {
	await Promise.all([loadAllGames(), loadAllSearches()]);
}
