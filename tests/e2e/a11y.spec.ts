import type { Page } from '@playwright/test';
import { MESSAGES, type Lang } from '$lib/i18n';
import { connect4 } from '$lib/games/connect4/view/messages';
import { expect, open, settled, showLanguage, showTheme, test, rememberChoices } from './fixtures';
import { expectNoViolations, expectNoViolationsInEitherTheme, scopeIn } from './axe';
import { untranslated } from './texts';
import { VIEWS } from './views';

// axe-core on every view and state a class meets, in both languages, both themes and both
// widths (projector and phone); zero violations, each one listed if not. The walk also reads
// every word of each view in both languages (what languages.spec.ts checks on the other pages).

const PROJECTOR = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

/** The language a view is walked in first, where its colours are read in both themes. */
const FIRST_LANGUAGE: Lang = 'en';

/**
 * axe finds no violation on the page as it is now, in the light theme; then, in the dark theme
 * (switched in place, as the theme button does: only the colour variables on <html> change),
 * axe's colour rules pass too: they are the only ones a theme can fail. In the second language
 * the colours were read already (the same state and width, other words): the light theme's
 * other rules alone.
 */
async function bothThemes(page: Page, lang: Lang): Promise<void> {
	await showTheme(page, 'light');
	if (lang === FIRST_LANGUAGE) await expectNoViolationsInEitherTheme(page);
	else await expectNoViolations(page, 'structure');
}

/** Shows the page at `size`, as a resized window or a phone shows it, and lets it settle. */
async function showWidth(page: Page, size: typeof PROJECTOR): Promise<void> {
	await page.setViewportSize(size);
	await settled(page);
}

/** Connect Four's depth-limit view, as a class reads it: its "Why an estimate?" note open. */
const CONNECT4_ESTIMATE = '/?game=connect4&moves=434343&depth=2&by=event&step=6';

/** The practice page with windows, its typed-tree form open (drawn once first opened). */
const PRACTICE_TYPED = '/practice?windows=on';

/**
 * What a view shows open before it is walked, and what each language must say there: a part
 * opened in place, so the one load that walks the view scans it too (each view scanned once).
 */
const OPENED: Readonly<Record<string, (page: Page) => Promise<(lang: Lang) => Promise<void>>>> = {
	[CONNECT4_ESTIMATE]: async (page) => {
		const note = page.locator('details[data-note="connect4"]');
		await note.locator('> summary').click();
		return async (lang) => {
			await expect(note).toHaveAttribute('open', '');
			await expect(note).toContainText(connect4[lang].evaluationNote);
		};
	},
	[PRACTICE_TYPED]: async (page) => {
		const form = (lang: Lang) =>
			page.getByRole('textbox', { name: MESSAGES[lang].editors.nestedArray });
		await page.getByText(MESSAGES.en.practice.typeTree).click();
		await expect(form('en')).toBeVisible();
		return (lang) => expect(form(lang)).toBeVisible();
	}
};

/**
 * Opens `path` once, in English and the light theme (the page's own when none is remembered),
 * and walks it in place: each language (switched as the L key does, so every word must follow)
 * at the projector's width and at the phone's, in both themes (the second language in the light
 * one: see `bothThemes`). The layout follows the
 * window's width alone (no style asks for touch), so a narrowed window lays the page out as a
 * phone does; the phone's own gestures are phones.spec.ts's. One load serves all six scans.
 */
async function walk(page: Page, path: string): Promise<void> {
	await rememberChoices(page, 'light', 'en');
	await open(page, path);
	// Searches in a worker land and the camera comes to rest before the page is read.
	await settled(page);
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
	const opened = await OPENED[path]?.(page);
	const order: readonly [Lang, readonly (typeof PROJECTOR)[]][] = [
		[FIRST_LANGUAGE, [PROJECTOR, PHONE]],
		['zh', [PHONE, PROJECTOR]]
	];
	for (const [lang, sizes] of order)
		await test.step(lang, async () => {
			await showLanguage(page, lang);
			await settled(page);
			expect(await untranslated(page, lang), `every word translated, ${lang}`).toEqual([]);
			await opened?.(lang);
			for (const size of sizes)
				await test.step(`${size.width}×${size.height}`, async () => {
					await showWidth(page, size);
					await bothThemes(page, lang);
				});
		});
}

// One load, six axe runs (two of them the colour rules alone, two every rule but those), on a
// busy 2-core machine.
const WALK_TIMEOUT = 120_000;

for (const [name, path] of VIEWS)
	test(`no accessibility violations in either language, theme or width, every word translated: ${name}`, async ({
		page
	}) => {
		test.setTimeout(WALK_TIMEOUT);
		await walk(page, path);
	});

test('no accessibility violations in the editors and the share menu, en and zh', async ({
	page
}) => {
	await open(page);
	// Chinese, second, reads every rule but the colour ones: each state's colours in English.
	for (const lang of ['en', 'zh'] as const)
		await test.step(lang, async () => {
			const t = MESSAGES[lang];
			await showLanguage(page, lang);
			await page.getByRole('button', { name: t.page.edit }).click();
			await page.getByRole('dialog').locator('[data-edit-cell="0"]').click();
			await expectNoViolations(page, scopeIn(lang));
			await page.getByRole('button', { name: t.page.treeKind }).click();
			await page.getByRole('textbox', { name: t.editors.nestedArray }).fill('[[1,');
			await expectNoViolations(page, scopeIn(lang));
			await page.getByRole('button', { name: t.common.close }).click();
			await page.getByText(t.page.share).click();
			// Its items load when it first opens: checked once they are there.
			await expect(page.getByLabel(t.share.openTrace)).toBeAttached();
			await expectNoViolations(page, scopeIn(lang));
			await page.keyboard.press('Escape');
		});
});

// A phone's layout: the tree first, the bar folded behind Menu, one panel open below the tree.
test.describe('on a phone, 390×844', () => {
	test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
	test('no accessibility violations on a phone with the menu and each panel open, en and zh', async ({
		page
	}) => {
		// Each state's colours read in English; Chinese, the same states, every other rule. One
		// load: Chinese by L, in place (as the walk above switches), from the page as it opened.
		await open(page, '/?step=5&lang=en');
		for (const lang of ['en', 'zh'] as const)
			await test.step(lang, async () => {
				const t = MESSAGES[lang].page;
				await showLanguage(page, lang);
				const menu = page.getByRole('button', { name: t.menu });
				const panels = page.getByRole('group', { name: t.panels });
				// As it opened: the menu closed, the board the panel open.
				await expect(menu).toHaveAttribute('aria-expanded', 'false');
				await expect(panels.getByRole('button', { name: t.panelBoard })).toHaveAttribute(
					'aria-expanded',
					'true'
				);
				await menu.tap();
				await expectNoViolations(page, scopeIn(lang));
				for (const panel of [t.panelStack, t.panelCode]) {
					await panels.getByRole('button', { name: panel }).tap();
					await expectNoViolations(page, scopeIn(lang));
				}
				// Back as it opened, for the next language.
				await panels.getByRole('button', { name: t.panelBoard }).tap();
				await menu.tap();
			});
	});
});
