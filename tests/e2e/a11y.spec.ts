import type { Page } from '@playwright/test';
import { MESSAGES } from '$lib/i18n';
import { expect, open, settled, showTheme, test, rememberChoices } from './fixtures';
import { expectNoViolations } from './axe';
import { untranslated } from './texts';
import { VIEWS } from './views';

// axe-core on every view and state a class meets, in both languages and both themes; zero
// violations, each one listed if not. The desktop walk also reads every word of each view in
// both languages (what languages.spec.ts checks on the other pages).
/**
 * Opens `path` once in each language, in the light theme: axe finds no violation; then the same
 * page in the dark theme (switched in place, as the theme button does: only the colour variables
 * change) passes axe's colour rules, the only ones a theme can fail. On the desktop each load also
 * reads every word (the language walk: the page speaks the language chosen, and nothing in it is
 * left untranslated; the light theme is the page's own when none is remembered).
 */
async function walk(page: Page, path: string, readWords: boolean): Promise<void> {
	for (const lang of ['en', 'zh'] as const)
		await test.step(lang, async () => {
			await rememberChoices(page, 'light', lang);
			await open(page, path);
			// Searches in a worker land and the camera comes to rest before the page is read.
			await settled(page);
			await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
			if (readWords) {
				await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
				expect(await untranslated(page, lang), `every word translated, ${lang}`).toEqual([]);
			}
			await expectNoViolations(page);
			await showTheme(page, 'dark');
			await expectNoViolations(page, 'colours');
		});
}

// Two loads and four axe runs a test, on a busy 2-core machine: time enough for them all.
const WALK_TIMEOUT = 120_000;

for (const [name, path] of VIEWS)
	test(`no accessibility violations in either theme or language, every word translated: ${name}`, async ({
		page
	}) => {
		test.setTimeout(WALK_TIMEOUT);
		await walk(page, path, true);
	});

for (const lang of ['en', 'zh'] as const)
	test(`no accessibility violations in the editors and the share menu, ${lang}`, async ({
		page
	}) => {
		const t = MESSAGES[lang];
		await page.addInitScript((chosen) => localStorage.setItem('minimax-lab-lang', chosen), lang);
		await open(page);
		await page.getByRole('button', { name: t.page.edit }).click();
		await page.getByRole('dialog').locator('[data-edit-cell="0"]').click();
		await expectNoViolations(page);
		await page.getByRole('button', { name: t.page.treeKind }).click();
		await page.getByRole('textbox', { name: t.editors.nestedArray }).fill('[[1,');
		await expectNoViolations(page);
		await page.getByRole('button', { name: t.common.close }).click();
		await page.getByText(t.page.share).click();
		await expectNoViolations(page);
	});

// A phone's layout: the tree first, the bar folded behind Menu, one panel open below the tree.
test.describe('on a phone, 390×844', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
	for (const [name, path] of VIEWS)
		test(`no accessibility violations on a phone, in either theme or language: ${name}`, async ({
			page
		}) => {
			test.setTimeout(WALK_TIMEOUT);
			await walk(page, path, false);
		});

	for (const lang of ['en', 'zh'] as const)
		test(`no accessibility violations on a phone with the menu and each panel open, ${lang}`, async ({
			page
		}) => {
			const t = MESSAGES[lang].page;
			await open(page, `/?step=5&lang=${lang}`);
			await page.getByRole('button', { name: t.menu }).tap();
			await expectNoViolations(page);
			const panels = page.getByRole('group', { name: t.panels });
			for (const panel of [t.panelStack, t.panelCode]) {
				await panels.getByRole('button', { name: panel }).tap();
				await expectNoViolations(page);
			}
		});
});
