import { describe, expect, it } from 'vitest';

// Every route's universal load returns what SvelteKit takes as page data: nothing, or a plain
// object. Kit checks it only in `vite dev` (`npm start`), so a build and every browser test pass
// while the dev server answers `/` with a 500: +page.ts returned an array of game kinds so.

/** The route modules with a load, by file. */
const routes = import.meta.glob<{ load?: (event: unknown) => unknown }>(
	'/src/routes/**/+{page,layout}.ts'
);

/** Kit's rule (validate_load_response): null, undefined or an object whose prototype is Object's. */
function takenAsData(data: unknown): boolean {
	return data == null || Object.getPrototypeOf(data) === Object.prototype;
}

/** A load's event as prerendering gives it, for the address `path`. */
function event(path: string) {
	return {
		url: new URL(path, 'http://localhost'),
		params: {},
		route: { id: '/' },
		data: null,
		untrack: <T>(read: () => T) => read(),
		parent: async () => ({}),
		depends: () => {},
		setHeaders: () => {},
		fetch
	};
}

describe('route loads', () => {
	const files = Object.keys(routes);

	it('finds the routes', () => {
		expect(files).toEqual(
			expect.arrayContaining([
				'/src/routes/+layout.ts',
				'/src/routes/+page.ts',
				'/src/routes/compare/+page.ts',
				'/src/routes/practice/+page.ts'
			])
		);
	});

	it.each(files)('%s returns nothing or a plain object', async (file) => {
		const { load } = await routes[file]!();
		expect(load, `${file} has a load`).toBeTypeOf('function');
		for (const path of ['/', '/?game=connect4&moves=4453'])
			expect(takenAsData(await load!(event(path))), `${file} at ${path}`).toBe(true);
	});

	it('tells an array and a class from a plain object, as Kit does', () => {
		expect([takenAsData([1]), takenAsData(new Map()), takenAsData({ a: 1 })]).toEqual([
			false,
			false,
			true
		]);
	});
});
