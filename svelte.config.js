import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { relative } from 'node:path';

/** Each component's scoping class so far, by the class: two components never share one. */
const scoped = new Map();

/**
 * A component's scoping class: `s` and five base-36 digits of its path's hash, where Svelte's own
 * is `svelte-` and the hash of its styles (13 characters, on each element the page draws and in
 * each rule: `/`'s scripts and styles each 0.2 KB gzipped lighter). Two components' classes the
 * same would let one's styles reach the other's elements: the build stops, naming both.
 */
function cssHash({ filename, css, hash }) {
	const file = filename ? relative(process.cwd(), filename).replaceAll('\\', '/') : css;
	const name = `s${hash(file).padStart(5, '0').slice(-5)}`;
	const other = scoped.get(name);
	if (other !== undefined && other !== file)
		throw new Error(`${file} and ${other} would share the scoping class ${name}`);
	scoped.set(name, file);
	return name;
}

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	// No `window.__svelte.v` version marker in the page's scripts: nothing reads it (issue 45).
	compilerOptions: { discloseVersion: false, cssHash },
	kit: {
		// Every route is prerendered (see src/routes/+layout.ts), so no SPA fallback is needed.
		adapter: adapter({ pages: 'build', assets: 'build', strict: true }),
		// The service worker is registered by the layout once the page has hydrated and the main
		// thread is idle (worker-when-idle.ts), not at the load event, which at 4x CPU comes before
		// hydration: the first view needs none of it (issue 45).
		serviceWorker: { register: false }
	}
};

export default config;
