import { existsSync } from 'node:fs';
import { register } from 'node:module';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHECK_GAPS } from './tests/e2e/timing';

// The app's modules the specs import are compiled by esbuild, not Playwright's Babel (the why is in
// transpile.mjs). The config is loaded before any spec, in the runner and in each worker.
register('./tests/e2e/transpile.mjs', import.meta.url, {
	data: { source: new URL('./src/', import.meta.url).href }
});

// E2E_PORT: another port, for a second checkout testing on the same machine.
const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * Specs that measure the page's own timing (the longest gap between frames while a big position
 * opens) or load millions of calls: where their limits are checked, they run last, one test at
 * a time, with no other test sharing the machine's cores, so a figure is the page's and not a
 * neighbour's.
 */
const TIMED = ['**/gaps.spec.ts', '**/scale.spec.ts'];

/** E2E_WORKERS as Playwright takes it: a count ("1") is a number, a share ("50%") stays text. */
function workers(chosen: string | undefined): number | string {
	if (chosen === undefined || chosen === '') return '100%';
	return /^\d+$/.test(chosen) ? Number(chosen) : chosen;
}

/** Debian's Chromium: the full browser (what a class runs) and its old headless shell. */
const FULL_BROWSER = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Playwright downloads no browser here: it drives the system (Debian) Chromium at `path`. */
export function chromiumAt(path: string): PlaywrightTestConfig['use'] {
	return {
		...devices['Desktop Chrome'],
		viewport: { width: 1280, height: 720 },
		launchOptions: {
			executablePath: path,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync'
			]
		}
	};
}

/**
 * The browser a class runs: what frame timings (gaps.spec.ts) and the bench measure.
 * CHROMIUM_PATH overrides both browsers.
 */
export const fullChromium = chromiumAt(process.env.CHROMIUM_PATH ?? FULL_BROWSER);

/**
 * Every other spec drives the headless shell (Debian's chromium-headless-shell, the same
 * Chromium without the full browser's window machinery, as Playwright's own headless runs use):
 * a page costs it some 40% of the CPU the full browser spends (ten loads of FC5: 10 core-s
 * against 26), the most of `npm test` on two cores. Without it, the full browser.
 */
const testChromium = chromiumAt(
	process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER)
);

export default defineConfig({
	testDir: 'tests/e2e',
	forbidOnly: !!process.env.CI,
	// CI (`.ci/run`) runs on a shared 2-core machine: a test failing once is run once more, and
	// the run names it as flaky (Playwright's summary, repeated by `.ci/run`); locally, never.
	retries: process.env.CI ? 1 : 0,
	// A machine that cannot serve or draw the pages fails every test only at its timeout: on CI the
	// run stops after a few failures, well inside CI's own time limit, so its summary names the cause.
	maxFailures: process.env.CI ? 6 : 0,
	globalTimeout: process.env.CI ? 40 * 60_000 : 0,
	// Two workers share the cores (and CI's neighbours): a test with several loads or axe runs
	// takes up to twice its time alone. Every expectation keeps its own timeout.
	timeout: 60_000,
	reporter: 'list',
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		// A trace costs a quarter of a test's time (a DOM snapshot at every action): only a retry
		// records one (CI retries once), or ask with `--trace on`.
		trace: 'on-first-retry',
		// The site's service worker keeps pages offline; tests see the network as it is (and
		// page.route sees every request) unless they are about offline use (offline.spec.ts).
		serviceWorkers: 'block',
		// The camera jumps where it would glide (a quarter second of frames drawn at every step a
		// test takes: a tenth or more of a walk's CPU); what a test reads waits for it to rest
		// either way. framing.spec.ts, the camera's own, keeps the glides.
		reducedMotion: 'reduce'
	},
	// Every core the machine has (2 on CI), each test on its own (every test opens its own page);
	// E2E_WORKERS overrides, e.g. E2E_WORKERS=1 to see one test's timing alone.
	fullyParallel: true,
	workers: workers(process.env.E2E_WORKERS),
	// Where gap limits are checked (CHECK_GAPS: outside CI), the timed specs are a project of
	// their own: the full browser, after every other test, alone. On CI they only print their
	// figures, so they are specs like the others: the same project, workers and headless shell
	// (their CPU 124 -> 89 s; no second pair of workers and browsers to start, 4 s more).
	projects: CHECK_GAPS
		? [
				{ name: 'chromium', testIgnore: TIMED, use: testChromium },
				{
					name: 'timed',
					testMatch: TIMED,
					use: fullChromium,
					// After every other test, alone: one worker, in file order. Run one of these
					// files alone with `--no-deps` (else every other test runs first).
					dependencies: ['chromium'],
					workers: 1,
					fullyParallel: false
				}
			]
		: [{ name: 'chromium', use: testChromium }],
	// Serves the BUILT site (build/): run `npm run build` first (`npm test` does), with sirv
	// (scripts/serve-build.mjs): up in a tenth of a second, not the 1-3 s of Vite and SvelteKit
	// loading for `vite preview`, and files sent uncompressed, sparing the browser the unzipping
	// (a tenth of a page load's CPU). A class's server compresses: the bench, which times that,
	// keeps `vite preview`.
	webServer: {
		command: `node scripts/serve-build.mjs --port ${port} --host 127.0.0.1`,
		url: `http://127.0.0.1:${port}`,
		reuseExistingServer: !process.env.CI,
		timeout: 60_000
	}
});
