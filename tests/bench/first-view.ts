import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from '@playwright/test';

/**
 * The first view of a page of the built site, loaded cold (a fresh browser context: no cache, no
 * service worker): which JavaScript files it requested with no input (module workers included),
 * and how long it took to hydrate. Hydration is the moment the page sets
 * `document.body.dataset.hydrated` in its onMount (seen by a MutationObserver installed before
 * any of the page's scripts), in ms from navigation start.
 */
export interface FirstViewLoad {
	/**
	 * Paths of the same-origin .js files requested, sorted: on a plain load, every one up to the
	 * page settling (`SETTLE_MS`); on a throttled one, up to hydration.
	 */
	scripts: string[];
	hydrateMs: number;
}

/**
 * Sizes of JavaScript files of the build in KB of 1,024 bytes (as issue 25 gives them): raw, and
 * gzipped (zlib's default level, 6).
 */
export interface JsSize {
	files: number;
	KB: number;
	gzipKB: number;
}

/**
 * A phone on a slow connection, as the issue gives it: 1.6 Mbit/s down, 750 kbit/s up and 150 ms
 * of latency on every request (Lighthouse's "slow 4G"), in bytes a second as the DevTools
 * protocol takes them. The build is served compressed, as a class's server sends it.
 */
export const SLOW_NETWORK = {
	offline: false,
	latency: 150,
	downloadThroughput: (1.6 * 1024 * 1024) / 8,
	uploadThroughput: (750 * 1024) / 8
} as const;

/**
 * How a load is held back: the CPU's slowdown (1: none), and the slow network or none; and the
 * window's size (a desk's 1280×720 unless given).
 */
export interface Throttling {
	cpuRate?: number;
	slowNetwork?: boolean;
	timeoutMs?: number;
	viewport?: { readonly width: number; readonly height: number };
}

/**
 * A plain load has settled once, after hydration and the network going quiet, no script has been
 * asked for in this long and no request is in flight. Parts a page loads a little after hydrating
 * with no input (a phone's narration box sized from every telling, a part loaded when the page
 * is idle) are counted then: waiting only for the network to go quiet missed them on a busy
 * machine (a phone's `/` read 118.2 KB gzipped so, 132.7 after 5 s).
 */
export const SETTLE_MS = 2_000;
/** Past this long after the network first went quiet, still unsettled, a plain load fails. */
export const SETTLE_CAP_MS = 30_000;

export async function loadFirstView(
	browser: Browser,
	baseURL: string,
	path: string,
	{
		cpuRate = 1,
		slowNetwork = false,
		timeoutMs = 60_000,
		viewport = { width: 1280, height: 720 }
	}: Throttling = {}
): Promise<FirstViewLoad> {
	const context = await browser.newContext({
		baseURL,
		viewport: { ...viewport },
		serviceWorkers: 'block'
	});
	try {
		const page = await context.newPage();
		const origin = new URL(baseURL).origin;
		const scripts = new Set<string>();
		const inFlight = new Set<Request>();
		let lastScriptAt = 0;
		context.on('request', (request) => {
			inFlight.add(request);
			const url = new URL(request.url());
			if (url.origin !== origin || !url.pathname.endsWith('.js')) return;
			scripts.add(url.pathname);
			lastScriptAt = Date.now();
		});
		const landed = (request: Request) => void inFlight.delete(request);
		context.on('requestfinished', landed);
		context.on('requestfailed', landed);
		await page.addInitScript(() => {
			const marked = window as unknown as { __hydrated?: Promise<number> };
			marked.__hydrated = new Promise((resolve) => {
				const seen = new MutationObserver(() => {
					if (document.body?.dataset.hydrated !== 'true') return;
					resolve(performance.now());
					seen.disconnect();
				});
				seen.observe(document, {
					subtree: true,
					attributes: true,
					attributeFilter: ['data-hydrated']
				});
			});
		});
		if (cpuRate !== 1 || slowNetwork) {
			const cdp = await context.newCDPSession(page);
			if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
			if (slowNetwork) {
				await cdp.send('Network.enable');
				await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
			}
		}
		await page.goto(path);
		// Awaited in the page's own world: waitForSelector would first evaluate Playwright's injected
		// script in the page, ~37 ms of the main thread at 4x CPU, often while the page hydrates
		// (the load event comes before it), and count it as the page's.
		const hydrateMs = await page.evaluate(
			(ms) =>
				Promise.race([
					(window as unknown as { __hydrated: Promise<number> }).__hydrated,
					new Promise<number>((_, reject) =>
						setTimeout(() => reject(new Error(`not hydrated within ${ms} ms`)), ms)
					)
				]),
			timeoutMs
		);
		// The files a page requests are listed from a plain load; a throttled one is timed alone.
		// The wait comes after the hydration time is read, so it is never part of it.
		if (cpuRate === 1 && !slowNetwork) {
			await page.waitForLoadState('networkidle', { timeout: timeoutMs });
			const quiet = Date.now();
			const cap = quiet + SETTLE_CAP_MS;
			while (inFlight.size > 0 || Date.now() - Math.max(quiet, lastScriptAt) < SETTLE_MS) {
				if (Date.now() > cap)
					throw new Error(
						`${path}: scripts still loading ${SETTLE_CAP_MS} ms after the network went quiet`
					);
				await page.waitForTimeout(100);
			}
		}
		return { scripts: [...scripts].sort(), hydrateMs: Math.round(hydrateMs) };
	} finally {
		await context.close();
	}
}

/** The sizes of the build's files at these paths (URL paths under build/). */
export function jsSize(buildDir: string, paths: readonly string[]): JsSize {
	let raw = 0;
	let gzip = 0;
	for (const path of paths) {
		const bytes = readFileSync(join(buildDir, decodeURIComponent(path)));
		raw += bytes.length;
		gzip += gzipSync(bytes).length;
	}
	const KB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
	return { files: paths.length, KB: KB(raw), gzipKB: KB(gzip) };
}

export const median = (values: readonly number[]) => {
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length === 0
		? Number.NaN
		: sorted.length % 2
			? sorted[middle]
			: Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};
