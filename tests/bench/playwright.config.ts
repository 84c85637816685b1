import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

// The browser half of `npm run bench`: step timings on the built site, printed, never asserted.
export default defineConfig({
	...base,
	testDir: '.',
	testMatch: '*.pw.ts',
	timeout: 120_000,
	reporter: 'line',
	// Serve the built site from the project's root, not from this folder.
	webServer: { ...(base.webServer as object), cwd: '../..' } as typeof base.webServer
});
