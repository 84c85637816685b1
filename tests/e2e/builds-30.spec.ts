import { createServer, type Server } from 'node:http';
import {
	cpSync,
	existsSync,
	mkdtempSync,
	readFileSync,
	readdirSync,
	rmSync,
	statSync,
	writeFileSync
} from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { MESSAGES } from '$lib/i18n';
import { FULL_GAME_MINIMAX_CALLS } from '../articles';
import { counter, expect, test } from './fixtures';

// Two builds of the site served one after another on one address (issue 30, bug 2): a class
// visited build A, the site was deployed again as build B, a student reloads online (B's page,
// A's service worker still in charge, B's waiting), then the Wi-Fi drops. B's page must keep
// working offline: its search worker and its other page come from B's kept files.

test.use({ serviceWorkers: 'allow' });

/** Every file under `dir`, by its path relative to `dir`. */
function filesUnder(dir: string, prefix = ''): string[] {
	return readdirSync(join(dir, prefix)).flatMap((name) => {
		const path = join(prefix, name);
		return statSync(join(dir, path)).isDirectory() ? filesUnder(dir, path) : [path];
	});
}

/**
 * Build B: a copy of the built site (build A) as a new deployment makes it, every hashed file
 * under a new name (each reference rewritten) and a new version.
 */
function nextBuild(built: string): string {
	const dir = mkdtempSync(join(tmpdir(), 'minimax-lab-build-b-'));
	cpSync(built, dir, { recursive: true });
	const hashes = filesUnder(dir, '_app/immutable').map(
		(path) => /([A-Za-z0-9_-]{7})\.[a-z]+$/.exec(path)?.[1] ?? ''
	);
	const { version } = JSON.parse(readFileSync(join(dir, '_app/version.json'), 'utf8')) as {
		version: string;
	};
	const renamed = (text: string) =>
		hashes
			.filter((hash) => hash !== '')
			.reduce(
				(out, hash) => out.replaceAll(hash, `${hash}b`),
				text.replaceAll(version, `${version}1`)
			);
	for (const path of filesUnder(dir)) {
		const file = join(dir, path);
		const moved = join(dir, renamed(path));
		writeFileSync(moved, renamed(readFileSync(file, 'utf8')));
		if (moved !== file) rmSync(file);
	}
	return dir;
}

const TYPES: Record<string, string> = {
	'.html': 'text/html',
	'.js': 'text/javascript',
	'.css': 'text/css',
	'.json': 'application/json',
	'.svg': 'image/svg+xml'
};

/** A static host serving whichever build is deployed now, pages by their names (`/compare`). */
function host(): { server: Server; deploy: (dir: string) => void; origin: Promise<string> } {
	let deployed = '';
	const server = createServer((request, response) => {
		const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
		// A file of that name first (the autograder's `run_autograder` has no extension), else the page.
		const named =
			path !== '/' && existsSync(join(deployed, path)) && statSync(join(deployed, path)).isFile();
		const file =
			path === '/' ? 'index.html' : extname(path) === '' && !named ? `${path}.html` : path;
		try {
			const body = readFileSync(join(deployed, file));
			response.writeHead(200, {
				'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
				'cache-control': 'no-cache'
			});
			response.end(body);
		} catch {
			response.writeHead(404).end();
		}
	});
	const origin = new Promise<string>((resolve) =>
		server.listen(0, '127.0.0.1', () =>
			resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
		)
	);
	return { server, deploy: (dir) => (deployed = dir), origin };
}

/** The page's service workers: the one in charge, and one installed and waiting. */
const workers = (page: Page) =>
	page.evaluate(async () => {
		const registration = await navigator.serviceWorker.getRegistration();
		return {
			active: registration?.active?.scriptURL ?? null,
			waiting: registration?.waiting?.scriptURL ?? null,
			controller: navigator.serviceWorker.controller?.scriptURL ?? null
		};
	});

test("a newer build's page keeps working offline while the older build's worker is in charge", async ({
	page,
	context,
	errors
}) => {
	test.setTimeout(120_000);
	const buildA = 'build';
	const buildB = nextBuild(buildA);
	const site = host();
	try {
		const origin = await site.origin;
		const t = MESSAGES.en;
		site.deploy(buildA);
		await page.goto(`${origin}/`);
		await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
		await page.reload();
		await page.waitForSelector('body[data-hydrated="true"]');
		expect((await workers(page)).controller).not.toBeNull();

		site.deploy(buildB);
		await page.reload();
		await page.waitForSelector('body[data-hydrated="true"]');
		// B's worker installs (keeping B's files) and waits, as this tab still runs A's worker.
		await expect
			.poll(async () => (await workers(page)).waiting, { timeout: 30_000 })
			.not.toBeNull();

		await context.setOffline(true);
		await page.getByRole('combobox', { name: t.page.example }).selectOption('empty');
		await expect(counter(page)).toHaveText(t.view.counter(0, FULL_GAME_MINIMAX_CALLS + 1), {
			timeout: 30_000
		});
		await page.getByRole('link', { name: t.page.compare, exact: true }).click();
		await expect(page.getByText(t.compare.allDone)).toBeVisible({ timeout: 30_000 });

		// Had B's files not been kept, the page says what happened, and not "out of memory?".
		await page.evaluate(async () => {
			for (const name of await caches.keys()) await caches.delete(name);
		});
		await page.getByRole('link', { name: t.compare.back }).click();
		await page.getByRole('combobox', { name: t.page.example }).selectOption('empty');
		await expect(page.getByText(t.problems.codeOffline)).toBeVisible({ timeout: 30_000 });
		// The full browser logs the failed fetch of the worker's code (the headless shell does not):
		// the very failure this step makes, and the only error allowed.
		const failedFetch = 'console.error: Failed to load resource: net::ERR_FAILED';
		errors.splice(0, errors.length, ...errors.filter((error) => error !== failedFetch));
	} finally {
		site.server.close();
		rmSync(buildB, { recursive: true, force: true });
	}
});
