import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		// Every route is prerendered (see src/routes/+layout.ts), so no SPA fallback is needed.
		adapter: adapter({ pages: 'build', assets: 'build', strict: true })
	}
};

export default config;
