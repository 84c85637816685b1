import { defineConfig, devices } from '@playwright/test';

// E2E_PORT: another port, for a second checkout testing on the same machine.
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
	testDir: 'tests/e2e',
	forbidOnly: !!process.env.CI,
	// CI (`.ci/run`) runs on a shared 2-core machine: a test failing once is run once more, and
	// the run names it as flaky (Playwright's summary, repeated by `.ci/run`); locally, never.
	retries: process.env.CI ? 1 : 0,
	reporter: 'list',
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		trace: 'retain-on-failure',
		// The site's service worker keeps pages offline; tests see the network as it is (and
		// page.route sees every request) unless they are about offline use (offline.spec.ts).
		serviceWorkers: 'block'
	},
	projects: [
		{
			name: 'chromium',
			use: {
				...devices['Desktop Chrome'],
				viewport: { width: 1280, height: 720 },
				launchOptions: {
					// Playwright downloads no browser here: drive the system (Debian) Chromium.
					executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
			}
		}
	],
	// Serves the BUILT site: run `npm run build` first (`npm test` does).
	webServer: {
		command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
		url: `http://127.0.0.1:${port}`,
		reuseExistingServer: !process.env.CI,
		timeout: 60_000
	}
});
