import { describe, expect, it } from 'vitest';
import { Catalogue, gameCatalogue, part, searchCatalogue } from '../../../src/lib/engine/catalogue';
import { gameModules } from '../../../src/lib/engine/game-catalog';
import { searchIds } from '../../../src/lib/engine/search-catalog';
import { gameEntries } from '../../../src/lib/games/entries';

const NAME = part<string>((key, known) => `No name of "${key}" (named: ${known.join(', ')}).`);
const SIZE = part<number>((key) => `No size of "${key}".`);

/** A promise and the hands that settle it, to choose the order fetches arrive in. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: () => void } {
	let resolve!: (value: T) => void;
	let reject!: () => void;
	const promise = new Promise<T>((yes, no) => {
		resolve = yes;
		reject = () => no(new Error('offline'));
	});
	return { promise, resolve, reject };
}

describe('a catalogue: entries by key, each with named parts', () => {
	it('reads each part of an entry apart, in the order keys were first named', () => {
		const catalogue = new Catalogue<string>();
		catalogue.set('b', NAME, 'bee');
		catalogue.set('a', SIZE, 1);
		catalogue.set('a', NAME, 'ay');
		catalogue.set('b', NAME, 'bea');
		expect(catalogue.keys(NAME)).toEqual(['b', 'a']);
		expect(catalogue.values(NAME)).toEqual(['bea', 'ay']);
		expect(catalogue.keys(SIZE)).toEqual(['a']);
		expect(catalogue.get('a', SIZE)).toBe(1);
		expect(catalogue.has('b', SIZE)).toBe(false);
		expect(catalogue.find('b', SIZE)).toBeUndefined();
		expect(() => catalogue.get('b', SIZE)).toThrow('No size of "b".');
		expect(() => catalogue.get('c', NAME)).toThrow('No name of "c" (named: b, a).');
	});

	it('loads a key’s code once, registering its pieces in the order added whichever arrives first', async () => {
		const catalogue = new Catalogue<string>();
		const first = deferred<string>();
		const second = deferred<number>();
		const registered: string[] = [];
		let fetches = 0;
		catalogue.addCode(
			'a',
			() => (fetches++, first.promise),
			(name) => (registered.push('name'), catalogue.set('a', NAME, name))
		);
		catalogue.addCode(
			'a',
			() => second.promise,
			(size) => (registered.push('size'), catalogue.set('a', SIZE, size))
		);
		expect(catalogue.loadable()).toEqual(['a']);
		expect(catalogue.isLoaded('a')).toBe(false);
		expect(catalogue.isLoaded('unknown')).toBe(true);
		const loads = [catalogue.load(['a', 'unknown']), catalogue.load(['a'])];
		second.resolve(3);
		first.resolve('ay');
		await Promise.all(loads);
		expect(registered).toEqual(['name', 'size']);
		expect(fetches).toBe(1);
		expect(catalogue.isLoaded('a')).toBe(true);
		expect(catalogue.get('a', NAME)).toBe('ay');
		await catalogue.load(['a']);
		expect(fetches).toBe(1);
	});

	it('fetches again after a fetch that failed', async () => {
		const catalogue = new Catalogue<string>();
		const fetched = [deferred<string>(), deferred<string>()];
		let fetches = 0;
		catalogue.addCode(
			'a',
			() => fetched[fetches++].promise,
			(name) => catalogue.set('a', NAME, name)
		);
		const failing = catalogue.load(['a']);
		fetched[0].reject();
		await expect(failing).rejects.toThrow('offline');
		expect(catalogue.isLoaded('a')).toBe(false);
		const retried = catalogue.load(['a']);
		fetched[1].resolve('ay');
		await retried;
		expect(fetches).toBe(2);
		expect(catalogue.get('a', NAME)).toBe('ay');
	});

	it('loads code added while a load was under way before that load resolves', async () => {
		// A page that fetches another page's chunk may run that page's registry then (issue 45).
		const catalogue = new Catalogue<string>();
		const name = deferred<string>();
		catalogue.addCode(
			'a',
			() => name.promise,
			(fetched) => catalogue.set('a', NAME, fetched)
		);
		const loading = catalogue.load(['a']);
		catalogue.addCode(
			'a',
			() => Promise.resolve(7),
			(size) => catalogue.set('a', SIZE, size)
		);
		name.resolve('ay');
		await loading;
		expect([catalogue.get('a', NAME), catalogue.get('a', SIZE)]).toEqual(['ay', 7]);
		expect(catalogue.isLoaded('a')).toBe(true);
	});
});

describe('the two catalogues the registry fills', () => {
	it('hold every game and every search the registry lists, in its order', () => {
		expect(gameEntries().map((entry) => entry.kind)).toEqual(['board', 'connect4', 'tree']);
		expect(gameModules().map((module) => module.kind)).toEqual(['board', 'connect4', 'tree']);
		expect(gameCatalogue.loadable()).toEqual(['board', 'connect4', 'tree']);
		expect(searchCatalogue.loadable()).toEqual(searchIds());
	});
});
