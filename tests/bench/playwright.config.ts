import { defineConfig } from '@playwright/test';
import base, { fullChromium } from '../../playwright.config';

// The browser half of `npm run bench` (tests/bench/run.ts sets BENCH_PORT, BENCH_OUT and
// BENCH_QUICK): step timings on the built site, written to a JSON file, never asserted. It serves
// the build on its own port, never reusing a server, so an end-to-end run elsewhere in the tree
// (port 4173) and this bench cannot serve each other's build.
const port = Number(process.env.BENCH_PORT ?? 4179);

export default defineConfig({
	...base,
	testDir: '.',
	testMatch: '*.pw.ts',
	outputDir: '../../test-results/bench',
	reporter: 'line',
	workers: 1,
	use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
	// Figures of the browser a class runs (the end-to-end specs mostly drive its headless shell).
	projects: [{ name: 'chromium', use: fullChromium }],
	webServer: {
		// Vite itself, not through npx, so stopping the server stops vite. The flat tree's link is
		// 200 kB, past Node's 16 kB default for a request's headers.
		command: `node --max-http-header-size=1048576 node_modules/vite/bin/vite.js preview --port ${port} --strictPort --host 127.0.0.1`,
		cwd: '../..',
		url: `http://127.0.0.1:${port}`,
		reuseExistingServer: false,
		timeout: 60_000
	}
});
