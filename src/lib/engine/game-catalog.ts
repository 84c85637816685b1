import { gameCatalogue as games, part } from './catalogue';
import {
	inputErrorsAsked,
	loadInputErrors,
	registerLaterInputErrors,
	type InputErrorMessagesByLang
} from './errors';
import type { Game } from './game';
import type { GameKind, GameModule, GameSource } from './game-module';
import { loadAllSearches } from './search-catalog';

/**
 * The games' modules, a part of each entry of the games' catalogue (engine/catalogue.ts), filled
 * once at start-up: every entry point (the page's root layout, each worker, the CLI, the unit
 * tests' setup, the bench) imports `src/lib/registry`, which adds each game's rules to load on
 * first need. The core asks here, by kind, and so imports no game.
 *
 * A game's code is loaded on first need into its entry, so a page carries only the games it
 * shows. Each registry adds, per kind of game, the parts it owns: the registry (src/lib/registry)
 * the rules and traits, the view registry the presenter and Svelte parts, the practice registry
 * the practice form; rules register before views.
 *
 * A game as people and links write it is a `GameSource` (each game module says how: a board's
 * cells, a Connect Four move string, a tree as JSON text or a random tree's recipe). Every view,
 * worker, link and file names its position this way; `gameFor` turns it into a `Game` once,
 * through the game's registered module.
 */
export type { GameKind, GameSource };

/** A game's rules: its module, loaded on first need with its traits (src/lib/registry/games.ts). */
const MODULE = part<GameModule>((kind, known) =>
	known.length === 0
		? `No game is registered (asked for "${kind}"): import 'src/lib/registry' at the entry point first.`
		: `No game "${kind}" is registered (registered: ${known.join(', ')}).`
);

/** Adds game modules to the catalogue; registering a kind again replaces its module. */
export function registerGames(list: readonly GameModule[]): void {
	for (const module of list) games.set(module.kind, MODULE, module);
}

/** Each game's input errors' sentences, by kind, until its code is first asked for. */
const errorsOf = new Map<GameKind, () => Promise<InputErrorMessagesByLang>>();

/** Adds the game `kind`'s errors' sentences, which load with the errors once its code is asked. */
export function addGameErrors(kind: GameKind, load: () => Promise<InputErrorMessagesByLang>): void {
	errorsOf.set(kind, load);
}

/** The registered modules, in the order they were registered. */
export function gameModules(): readonly GameModule[] {
	return games.values(MODULE);
}

/** Whether `kind` names a registered game (as a trace file's "game" object may not). */
export function isGameKind(kind: unknown): kind is GameKind {
	return typeof kind === 'string' && games.has(kind, MODULE);
}

/** The module of the game kind `kind`; throws when no such game is registered. */
export function gameModule(kind: string): GameModule {
	return games.get(kind, MODULE);
}

/** The module `game` belongs to, by its `kind`. */
export function moduleOf(game: Game): GameModule {
	return gameModule(game.kind);
}

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

/** What a game's links need beyond its rules, by kind (a tree's packer): `addLinkCode`. */
const LINK_CODE = new Map<GameKind, () => Promise<unknown>>();

/** Adds what the links of kind `kind` need loaded to be read and written, beyond its rules. */
export function addLinkCode(kind: GameKind, load: () => Promise<unknown>): void {
	LINK_CODE.set(kind, load);
}

/**
 * Loads the kinds named (a kind no registry knows is skipped: asking for its game reports it);
 * resolves once every part of each is registered, in the registry's order, and what their links
 * need with them unless `withLinkCode` is false (the practice page's own game: see
 * loadLinkedCode). A kind's errors' sentences join the errors' loaded on first need, so they load
 * beside its code in either order: with the next `loadInputErrors`, or with this load if a view
 * already asked for them.
 */
export async function loadGames(kinds: Iterable<GameKind>, withLinkCode = true): Promise<void> {
	const named = [...kinds];
	for (const kind of named) {
		const errors = errorsOf.get(kind);
		if (errors !== undefined) registerLaterInputErrors(errors);
		errorsOf.delete(kind);
	}
	// The code's own failure is the one reported: sentences that failed are tried again later.
	const sentences = inputErrorsAsked() ? loadInputErrors().catch(() => undefined) : null;
	const linkCode = withLinkCode ? named.map((kind) => LINK_CODE.get(kind)?.()) : [];
	await Promise.all([games.load(named), sentences, ...linkCode]);
}

/** Loads every game's and every search's code (the CLI, the workers, the tests). */
export async function loadEverything(): Promise<void> {
	await Promise.all([loadGames(loadableGames()), loadAllSearches()]);
	// Their errors' sentences, registered to load on first need as each game's code came.
	await loadInputErrors();
}

/** The game a source describes; throws `InputError` with the reason when it cannot be played. */
export function gameFor(source: GameSource): Game {
	return gameModule(source.kind).gameFor(source);
}

/** The source of a game already built, as its module writes it. */
export function sourceOf(game: Game): GameSource {
	return moduleOf(game).sourceOf(game);
}

/** The kind of a game already built. */
export function kindOf(game: Game): GameKind {
	return moduleOf(game).kind;
}

/**
 * Two sources name the same game the same way: the same kind, then as its module compares them
 * (field by field unless it says otherwise).
 */
export function sameSource(a: GameSource, b: GameSource): boolean {
	if (a.kind !== b.kind) return false;
	const module = gameModule(a.kind);
	if (module.sameSource) return module.sameSource(a, b);
	const fields = Object.keys(a) as (keyof GameSource)[];
	return (
		fields.length === Object.keys(b).length &&
		fields.every((field) => Object.hasOwn(b, field) && a[field] === b[field])
	);
}

/**
 * A game in a few English words, as the CLI names it: `board O.XX.X.OO`, with what is not the
 * default (`board X........ (AI O, depth scoring)`), `Connect Four 4453 (AI O)`, or `a tree of 26
 * nodes (root min)`.
 */
export function describeSource(game: Game): string {
	return moduleOf(game).describe(game);
}
