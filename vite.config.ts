import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [sveltekit()],
	test: {
		include: ['tests/unit/**/*.test.ts'],
		// Registers the games (src/lib/registry), as every entry point of the program does.
		setupFiles: ['tests/unit/setup.ts'],
		environment: 'node'
	}
});
