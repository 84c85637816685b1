/**
 * A catalogue a registry fills at start-up and every layer below it reads by key (a game's kind,
 * a search's id), so that no reader imports the modules themselves. Registering a key again
 * replaces its entry; reading a key never registered throws `missing`'s sentence, which says
 * which registry the entry point forgot to import.
 */
export class Catalogue<T> {
	readonly #entries = new Map<string, T>();
	readonly #missing: (key: string, known: readonly string[]) => string;

	constructor(missing: (key: string, known: readonly string[]) => string) {
		this.#missing = missing;
	}

	set(key: string, entry: T): void {
		this.#entries.set(key, entry);
	}

	has(key: string): boolean {
		return this.#entries.has(key);
	}

	/** The entry under `key`; throws when there is none. */
	get(key: string): T {
		const entry = this.#entries.get(key);
		if (entry !== undefined) return entry;
		throw new Error(this.#missing(key, this.keys()));
	}

	/** The keys, in the order they were first registered. */
	keys(): readonly string[] {
		return [...this.#entries.keys()];
	}

	/** The entries, in the order their keys were first registered. */
	values(): readonly T[] {
		return [...this.#entries.values()];
	}
}
