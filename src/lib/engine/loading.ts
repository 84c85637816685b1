import type { GameKind } from './game-module';

/**
 * Loading a game's code on first need (dynamic import), so a page carries only the games it
 * shows. Each registry adds, per kind of game, the parts it owns: the registry (src/lib/registry)
 * the rules and traits, the view registry the presenter and Svelte parts, the practice registry
 * the practice form. `loadGames` fetches every part of the kinds asked in parallel, then
 * registers them in the order the registries added them (rules before views), once each.
 */

/** One part of a kind's code: how to fetch it, and how to register what was fetched. */
interface GamePart {
	readonly fetch: () => Promise<unknown>;
	readonly register: (parts: unknown) => void;
}

const parts = new Map<GameKind, GamePart[]>();
/** Each kind's parts being fetched or fetched. */
const fetching = new Map<GameKind, Promise<unknown[]>>();
const loaded = new Set<GameKind>();

/**
 * Adds a part of the kind `kind`: `fetch` imports its modules, `register` puts them in their
 * catalogues. A part added after the kind was loaded is loaded on the next `loadGames`.
 */
export function addGamePart<T>(
	kind: GameKind,
	fetch: () => Promise<T>,
	register: (parts: T) => void
): void {
	const list = parts.get(kind) ?? [];
	list.push({ fetch, register: register as (parts: unknown) => void });
	parts.set(kind, list);
	loaded.delete(kind);
	fetching.delete(kind);
}

/** The kinds some registry added parts for, in the order first added. */
export function loadableGames(): readonly GameKind[] {
	return [...parts.keys()];
}

/** Whether every part of `kind` is registered (a kind no registry knows counts as loaded). */
export function isGameLoaded(kind: GameKind): boolean {
	return loaded.has(kind) || !parts.has(kind);
}

/**
 * Loads the kinds named (a kind no registry knows is skipped: asking for its game reports it);
 * resolves once every part of each is registered. Cheap when they already are. Kinds are
 * registered in the registry's order, whichever is fetched first, so a catalogue lists its
 * games in one order on every page, worker and test.
 */
export async function loadGames(kinds: Iterable<GameKind>): Promise<void> {
	const asked = new Set(kinds);
	const wanted = loadableGames().filter((kind) => asked.has(kind) && !isGameLoaded(kind));
	const fetched = await Promise.all(wanted.map(fetchKind));
	wanted.forEach((kind, index) => {
		// A call that resumed first has registered it already.
		if (loaded.has(kind)) return;
		const list = parts.get(kind) ?? [];
		list.forEach((part, at) => part.register(fetched[index][at]));
		loaded.add(kind);
	});
}

/** Loads every kind some registry knows (the CLI, the workers, the tests). */
export function loadAllGames(): Promise<void> {
	return loadGames(loadableGames());
}

/** Fetches every part of `kind`, once (a failed fetch is forgotten, so it can be tried again). */
function fetchKind(kind: GameKind): Promise<unknown[]> {
	const begun = fetching.get(kind);
	if (begun !== undefined) return begun;
	const fetch = Promise.all((parts.get(kind) ?? []).map((part) => part.fetch()));
	fetching.set(kind, fetch);
	fetch.catch(() => fetching.delete(kind));
	return fetch;
}
