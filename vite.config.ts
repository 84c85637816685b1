import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [sveltekit()],
	test: {
		include: ['tests/unit/**/*.test.ts'],
		setupFiles: ['tests/unit/setup.ts'],
		// A test is judged by its assertions, not its speed (speed belongs to `npm run bench`): on a
		// shared 2-core machine the heaviest tests take 4-6 s, around Vitest's 5 s default.
		testTimeout: 60_000,
		environment: 'node',
		// Every core: Vitest's default leaves one for itself (one worker on CI's two cores), while
		// its main process mostly waits on the workers.
		maxWorkers: '100%',
		// Threads, one module graph per worker: a file no longer pays its own import of the
		// registry, the presenters and the Chinese messages (setup 33 s down to 4 s, and a
		// fork's start per file). It holds because no test leaves module state to the next:
		// each that changes the language, a catalogue or a registry restores it in afterEach
		// (checked with --sequence.shuffle under several seeds).
		pool: 'threads',
		isolate: false
	}
});
