import type { Page } from '@playwright/test';
import type { Lang } from '$lib/i18n';
import { expectNoViolations, scopeIn } from './axe';
import {
	counter,
	expect,
	narration,
	open,
	openLink,
	settled,
	showLanguage,
	showTheme,
	test
} from './fixtures';
import { TREE } from './views';

/**
 * Presenting as it is: axe on the light theme in `lang`, then the dark theme's colours in place;
 * in Chinese, after English, the light theme's rules but the colour ones.
 */
async function presentedWithoutViolations(page: Page, lang: Lang): Promise<void> {
	await test.step(`no accessibility violations presenting, either theme, ${lang}`, async () => {
		await showTheme(page, 'light');
		// The language changes in place (L), as a presenter would switch it.
		await showLanguage(page, lang);
		// Presenting frames the tree afresh: axe reads it once the camera is at rest.
		await settled(page);
		await expectNoViolations(page, scopeIn(lang));
		// A theme changes the colour variables only: the dark theme's colours are what is left,
		// read once (a language changes the words, not the colours).
		if (lang === 'zh') return;
		await showTheme(page, 'dark');
		await expectNoViolations(page, 'colours');
		await showTheme(page, 'light');
	});
}

test('presentation mode: the tree, the board and the narration, stepped by a clicker; no accessibility violations presenting the board', async ({
	page
}) => {
	await openLink(page, '/?step=4');
	await page.keyboard.press('p');
	await expect(page.locator('main.app')).toHaveClass(/presenting/);
	await expect(page.locator('main > header')).toBeHidden();
	await expect(page.locator('.code')).toBeHidden();
	await expect(page.getByRole('region', { name: 'Call stack' })).toBeHidden();
	await expect(narration(page)).toBeVisible();
	await expect(page.getByRole('img', { name: /^Board / }).first()).toBeVisible();
	// A clicker sends Page Down and Page Up.
	await page.keyboard.press('PageDown');
	await expect(counter(page)).toHaveText('Step 5 of 10');
	await expect(narration(page)).toContainText('FC5');
	// The board presented at FC5, in either language and theme.
	for (const lang of ['en', 'zh'] as const) await presentedWithoutViolations(page, lang);
	await showLanguage(page, 'en');
	await page.keyboard.press('PageUp');
	await page.keyboard.press('PageUp');
	await expect(counter(page)).toHaveText('Step 3 of 10');
	await page.getByRole('button', { name: 'Exit presentation (P)' }).click();
	await expect(page.locator('main.app')).not.toHaveClass(/presenting/);
	await expect(page.locator('.code')).toBeVisible();
});

test('the shortcut list opens with ? and closes with Escape; the dark theme is remembered', async ({
	page
}) => {
	await open(page);
	await test.step('the shortcut list opens with ? and closes with Escape', async () => {
		await page.keyboard.press('?');
		const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
		await expect(list).toBeVisible();
		for (const key of [
			'→  or  Page Down',
			'←  or  Page Up',
			'Home / End',
			'Space',
			'P',
			'T',
			'?',
			'R, → or Page Down',
			'Esc'
		])
			await expect(list.getByRole('rowheader', { name: key, exact: true })).toHaveCount(1);
		// Keys in the list do not step the search behind it.
		await page.keyboard.press('ArrowRight');
		await expect(counter(page)).toHaveText('Step 0 of 10');
		await page.keyboard.press('Escape');
		await expect(list).toBeHidden();
		await page.getByRole('button', { name: 'Keyboard shortcuts (?)' }).click();
		await expect(list).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(list).toBeHidden();
	});

	await test.step('the dark theme is remembered', async () => {
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
		await page.keyboard.press('t');
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
		await expect(page.getByRole('button', { name: 'Dark theme (T)' })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await page.reload();
		await page.waitForSelector('body[data-hydrated="true"]');
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
	});
});

test('no accessibility violations presenting article 004 at the G cut, either theme, en and zh', async ({
	page
}) => {
	await openLink(page, `/?tree=${TREE}&algo=alphabeta&by=event&step=23&letters=on`);
	await page.keyboard.press('p');
	await expect(page.locator('main.app')).toHaveClass(/presenting/);
	for (const lang of ['en', 'zh'] as const) await presentedWithoutViolations(page, lang);
});

test('tree nodes can be focused and read, and the arrows walk the tree', async ({ page }) => {
	// The link's step is shown once the page has opened it (CI 30d read FC4 "not started").
	await openLink(page, '/?step=10');
	const focused = () =>
		page.evaluate(() => ({
			call: document.activeElement?.getAttribute('data-call') ?? null,
			name: document.activeElement?.getAttribute('aria-label') ?? ''
		}));
	// The running call is the tree's one Tab stop.
	await expect(page.locator('[data-call="1"]')).toHaveAttribute('tabindex', '0');
	await page.locator('[data-call="5"]').focus();
	await page.keyboard.press('ArrowUp');
	expect((await focused()).call).toBe('1');
	await page.keyboard.press('ArrowDown');
	expect((await focused()).call).toBe('2');
	await page.keyboard.press('ArrowDown');
	await page.keyboard.press('ArrowRight');
	const fc4 = await focused();
	expect(fc4.call).toBe('4');
	expect(fc4.name).toBe(
		'FC4, depth 2, after O in cell 6, X to move (max), board O X X / X . X / O O O, returned −10'
	);
	// Walking the tree does not step the search.
	await expect(counter(page)).toHaveText('Step 10 of 10');
});
