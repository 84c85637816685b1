import type { GameKind } from './game-module';
import type { SearchId } from './search-catalog';

/**
 * The program's two catalogues, one of games (by kind) and one of searches (by id), which the
 * registries fill at start-up and every layer below them reads by key, so that no reader imports
 * the modules themselves. An entry holds named parts: what its module declares, set when the
 * registry lists it, and the parts loaded on first need (a game's rules, traits, presenter,
 * views and practice form; a search's rule and own view). The engine names none of the parts'
 * types: each is declared, with its type, where that type is known (`Part`), and read there
 * through a typed accessor (`traitsOf`, `presenterFor`, `searchRule`, …).
 */

/**
 * A part an entry may hold, typed by what it holds, declared beside its type; the part itself is
 * its name in every entry. `missing` is the sentence reading it throws when the entry has none
 * (which registry to import), given the keys whose entries have it.
 */
export interface Part<T> {
	readonly missing: (key: string, known: readonly string[]) => string;
	/** Never set: carries the part's type to `Catalogue.get`. */
	readonly type?: T;
}

/** A new part, holding values of type `T`. */
export function part<T>(missing: (key: string, known: readonly string[]) => string): Part<T> {
	return { missing };
}

/**
 * Entries by key, each with its parts, and the code of each key loaded on first need (dynamic
 * import). Setting a part again replaces it; reading a part no entry holds throws the part's
 * `missing` sentence. Entries keep the order their keys were first named (the registry's).
 *
 * A key's code is a list of fetches (each a dynamic import) with how to register what each
 * fetched. `load` fetches every one of the keys asked in parallel, then registers them in the
 * order the keys were first added and, within a key, in the order its code was added, so the
 * parts are set in one order whichever module arrives first.
 */
export class Catalogue<K extends string> {
	readonly #entries = new Map<K, Map<Part<unknown>, unknown>>();
	readonly #code = new Map<K, Code[]>();
	/** Each key's code being fetched or fetched (a failed fetch is forgotten, to try again). */
	readonly #fetching = new Map<K, Promise<unknown[]>>();
	readonly #loaded = new Set<K>();

	set<T>(key: K, part: Part<T>, value: T): void {
		let entry = this.#entries.get(key);
		if (entry === undefined) {
			entry = new Map();
			this.#entries.set(key, entry);
		}
		entry.set(part, value);
	}

	/** Whether the entry `key` holds `part`. */
	has(key: string, part: Part<unknown>): boolean {
		return this.#entries.get(key as K)?.has(part) === true;
	}

	/** The `part` of the entry `key`; throws when it holds none. */
	get<T>(key: string, part: Part<T>): T {
		if (this.has(key, part)) return this.find(key, part) as T;
		throw new Error(part.missing(key, this.keys(part)));
	}

	/** The `part` of the entry `key`, or undefined when it holds none. */
	find<T>(key: string, part: Part<T>): T | undefined {
		return this.#entries.get(key as K)?.get(part) as T | undefined;
	}

	/** The keys whose entries hold `part`, in the order they were first named. */
	keys(part: Part<unknown>): readonly K[] {
		return [...this.#entries.keys()].filter((key) => this.has(key, part));
	}

	/** Every entry's `part`, in the order their keys were first named (those without it left out). */
	values<T>(part: Part<T>): readonly T[] {
		return this.keys(part).map((key) => this.get(key, part));
	}

	/**
	 * Adds code of `key` loaded on first need: `fetch` imports its modules, `register` sets the
	 * parts they hold. Code added after `key` was loaded is loaded on the next `load`.
	 */
	addCode<T>(key: K, fetch: () => Promise<T>, register: (fetched: T) => void): void {
		const list = this.#code.get(key) ?? [];
		list.push({ fetch, register: register as (fetched: unknown) => void });
		this.#code.set(key, list);
		this.#loaded.delete(key);
		this.#fetching.delete(key);
	}

	/** The keys with code to load, in the order first added. */
	loadable(): readonly K[] {
		return [...this.#code.keys()];
	}

	/** Whether all the code of `key` is registered (a key with none counts as loaded). */
	isLoaded(key: K): boolean {
		return this.#loaded.has(key) || !this.#code.has(key);
	}

	/** Loads the code of the keys asked (one with none is skipped); cheap when it already is. */
	async load(keys: Iterable<K>): Promise<void> {
		const asked = new Set(keys);
		const wanted = this.loadable().filter((key) => asked.has(key) && !this.isLoaded(key));
		const fetched = await Promise.all(wanted.map((key) => this.#fetch(key)));
		wanted.forEach((key, index) => {
			// A call that resumed first has registered it already.
			if (this.#loaded.has(key)) return;
			const list = this.#code.get(key) ?? [];
			fetched[index].forEach((module, at) => list[at].register(module));
			if (fetched[index].length === list.length) this.#loaded.add(key);
		});
		// Code added while these were fetched (a registry a fetched chunk carried) is loaded too.
		if (wanted.some((key) => !this.isLoaded(key))) await this.load(wanted);
	}

	#fetch(key: K): Promise<unknown[]> {
		const begun = this.#fetching.get(key);
		if (begun !== undefined) return begun;
		const fetch = Promise.all((this.#code.get(key) ?? []).map((code) => code.fetch()));
		this.#fetching.set(key, fetch);
		fetch.catch(() => this.#fetching.delete(key));
		return fetch;
	}
}

/** One piece of a key's code: how to fetch it, and how to register what was fetched. */
interface Code {
	readonly fetch: () => Promise<unknown>;
	readonly register: (fetched: unknown) => void;
}

/** The games, by kind (engine/game-catalog.ts, games/, components/game-views.ts, practice/forms.ts read parts of it). */
export const gameCatalogue = new Catalogue<GameKind>();

/** The searches, by id (engine/search-catalog.ts, player/run.ts, ui/run-views.ts read parts of it). */
export const searchCatalogue = new Catalogue<SearchId>();
