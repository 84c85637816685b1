import type { Page } from '@playwright/test';
import { MESSAGES } from '$lib/i18n';
import { FULL_GAME_ALPHABETA_CALLS, FULL_GAME_MINIMAX_CALLS } from '../articles';
import { activeNode, counter, expect, grouped, open, test } from './fixtures';

// The service worker keeps the built site: after one visit the page opens, searches (in its Web
// Worker), steps and compares with the network off, in both languages.

// The other specs block service workers (playwright.config.ts); these are about one.
test.use({ serviceWorkers: 'allow' });

/** Opens `path` and waits until the service worker controls the page, reloading it once. */
async function visitOnce(page: Page, path: string): Promise<void> {
	await open(page, path);
	await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
	await page.reload();
	await page.waitForSelector('body[data-hydrated="true"]');
	expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

// One visit (in English) keeps the whole site, both languages' messages included: the page then
// opens, searches, steps and compares offline in each language.
test('after one visit, the full game opens, steps and compares offline, en and zh', async ({
	page,
	context
}) => {
	await visitOnce(page, '/');
	await context.setOffline(true);
	expect(await page.evaluate(() => navigator.onLine)).toBe(false);

	for (const lang of ['en', 'zh'] as const)
		await test.step(`${lang}: the full game opens, steps and compares offline`, async () => {
			const t = MESSAGES[lang];
			const query = lang === 'zh' ? '?lang=zh' : '';
			// The English page reloads; the Chinese one is a link with a query, the cached page all
			// the same.
			if (lang === 'en') {
				await page.reload();
				await page.waitForSelector('body[data-hydrated="true"]');
			} else await open(page, `/${query}`);
			await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
			await page.getByRole('combobox', { name: t.page.example }).selectOption('empty');
			// 549,946 calls: searched in the Web Worker, whose bundle came from the cache.
			await expect(counter(page)).toHaveText(t.view.counter(0, FULL_GAME_MINIMAX_CALLS + 1), {
				timeout: 30_000
			});
			await expect(page.locator('.summary')).toContainText(grouped(FULL_GAME_MINIMAX_CALLS));
			for (let step = 1; step <= 3; step++) {
				await page.keyboard.press('ArrowRight');
				await expect(activeNode(page)).toHaveAttribute('data-call', String(step));
			}
			await expect(counter(page)).toHaveText(t.view.counter(3, FULL_GAME_MINIMAX_CALLS + 1));

			// A link with a query (the address kept in step has one) is the cached page all the same.
			await open(page, `/compare?board=.........${lang === 'zh' ? '&lang=zh' : ''}`);
			await expect(page.getByText(t.compare.allDone)).toBeVisible({ timeout: 30_000 });
			await expect(page.locator('td[data-algorithm="alphabeta"][data-metric="calls"]')).toHaveText(
				grouped(FULL_GAME_ALPHABETA_CALLS)
			);
			await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
		});

	// A static host serves a page under its other names too (issue 30); offline they are the
	// same kept pages.
	await test.step('the pages under their other names: /compare/, /practice.html, /index.html', async () => {
		// Chinese, the language the last step chose and the device remembers.
		const t = MESSAGES.zh;
		await open(page, '/compare/?board=X...O....');
		await expect(page.getByText(t.compare.allDone)).toBeVisible({ timeout: 30_000 });
		await open(page, '/practice.html');
		await expect(page.getByRole('heading', { level: 1 })).toContainText(t.practice.heading);
		await open(page, '/index.html?step=2');
		await expect(counter(page)).toHaveText(t.view.counter(2, 10));
	});
});

// Issue 45: the worker's start and its install (every file of the build) wait until the page has
// hydrated and gone idle. Registered at the load event, as SvelteKit does, they came before the
// hydration on a slow phone and shared its cores and its connection.
test('the service worker is registered once, after the page has hydrated', async ({ page }) => {
	await page.addInitScript(() => {
		const calls: string[] = [];
		(window as unknown as { registeredWhen: string[] }).registeredWhen = calls;
		const register = ServiceWorkerContainer.prototype.register;
		ServiceWorkerContainer.prototype.register = function (...args) {
			calls.push(document.body?.dataset.hydrated ?? 'not hydrated');
			return register.apply(this, args);
		};
	});
	await open(page, '/');
	await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
	expect(
		await page.evaluate(() => (window as unknown as { registeredWhen: string[] }).registeredWhen)
	).toEqual(['true']);
});
