import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	// No `window.__svelte.v` version marker in the page's scripts: nothing reads it (issue 45).
	compilerOptions: { discloseVersion: false },
	kit: {
		// Every route is prerendered (see src/routes/+layout.ts), so no SPA fallback is needed.
		adapter: adapter({ pages: 'build', assets: 'build', strict: true })
	}
};

export default config;
