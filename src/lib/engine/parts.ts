/**
 * Code loaded on first need (dynamic import), by key: a game's kind, a search's id. Each part
 * of a key says how to fetch its modules and how to register what they hold in their
 * catalogues. `load` fetches every part of the keys asked in parallel, then registers them in
 * the order the keys were first added and, within a key, in the order its parts were added, so
 * a catalogue lists its entries in one order whichever module arrives first.
 */
export class PartLoader<K extends string> {
	readonly #parts = new Map<K, Part[]>();
	/** Each key's parts being fetched or fetched (a failed fetch is forgotten, to try again). */
	readonly #fetching = new Map<K, Promise<unknown[]>>();
	readonly #loaded = new Set<K>();

	/** Adds a part of `key`; one added after `key` was loaded is loaded on the next `load`. */
	add<T>(key: K, fetch: () => Promise<T>, register: (fetched: T) => void): void {
		const list = this.#parts.get(key) ?? [];
		list.push({ fetch, register: register as (fetched: unknown) => void });
		this.#parts.set(key, list);
		this.#loaded.delete(key);
		this.#fetching.delete(key);
	}

	/** The keys with parts, in the order first added. */
	keys(): readonly K[] {
		return [...this.#parts.keys()];
	}

	/** Whether every part of `key` is registered (a key with no parts counts as loaded). */
	isLoaded(key: K): boolean {
		return this.#loaded.has(key) || !this.#parts.has(key);
	}

	/** Loads the keys asked (one with no parts is skipped); cheap when they already are. */
	async load(keys: Iterable<K>): Promise<void> {
		const asked = new Set(keys);
		const wanted = this.keys().filter((key) => asked.has(key) && !this.isLoaded(key));
		const fetched = await Promise.all(wanted.map((key) => this.#fetch(key)));
		wanted.forEach((key, index) => {
			// A call that resumed first has registered it already.
			if (this.#loaded.has(key)) return;
			const list = this.#parts.get(key) ?? [];
			list.forEach((part, at) => part.register(fetched[index][at]));
			this.#loaded.add(key);
		});
	}

	#fetch(key: K): Promise<unknown[]> {
		const begun = this.#fetching.get(key);
		if (begun !== undefined) return begun;
		const fetch = Promise.all((this.#parts.get(key) ?? []).map((part) => part.fetch()));
		this.#fetching.set(key, fetch);
		fetch.catch(() => this.#fetching.delete(key));
		return fetch;
	}
}

/** One part of a key's code: how to fetch it, and how to register what was fetched. */
interface Part {
	readonly fetch: () => Promise<unknown>;
	readonly register: (fetched: unknown) => void;
}
