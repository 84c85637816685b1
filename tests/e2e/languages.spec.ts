import type { Page } from '@playwright/test';
import { MESSAGES, type Lang } from '$lib/i18n';
import { shortcuts } from '$lib/i18n/shortcuts';
import { HAN } from '../latin';
import {
	counter,
	expect,
	narration,
	open,
	openLink,
	openHeld,
	seenParts,
	stepsRead,
	test,
	UNSEEN
} from './fixtures';
import { readPageTexts, untranslated, untranslatedOf } from './texts';
import { TREE } from './views';
import { ALGORITHMS } from '$lib/registry';

const zh = MESSAGES.zh;

/** The language is a remembered choice, so it is set before the page reads it. */
async function speak(page: Page, lang: Lang): Promise<void> {
	await page.addInitScript((chosen) => localStorage.setItem('minimax-lab-lang', chosen), lang);
}

// Every view a class meets, in both languages: every word translated. The walk shares each
// view's loads with axe's (a11y.spec.ts).

// One load of each tree in Chinese: every step of it read; on the article board, at its last
// step, the dialogs, menus, editors and messages too.
test('zh: every step of the article board and of article 004 under alpha-beta; the dialogs, menus, editors and messages', async ({
	page
}) => {
	await speak(page, 'zh');
	for (const path of ['/?by=event', `/?tree=${TREE}&algo=alphabeta&letters=on`]) {
		// Hydrated, the page may still be opening the link's view (by event: 34 steps, not the
		// article's 10 by call): its count is read once the view is the link's.
		await openLink(page, path);
		const [, last] = ((await counter(page).textContent()) ?? '').match(/\/ (\d+)/) ?? [];
		await test.step(`every step of ${path}`, async () => {
			// Every step by the arrow key, each read in the page once it shows (one evaluation).
			const reads = await stepsRead(page, 'ArrowRight', Number(last), readPageTexts, {
				alsoSkip: null,
				region: zh.view.narrationRegion
			});
			expect(reads.map(({ counter }) => counter)).toEqual(
				reads.map((_, step) => zh.view.counter(step, Number(last)))
			);
			for (const [step, { shown }] of reads.entries()) {
				expect(untranslatedOf(shown.texts, 'zh'), `${path} at step ${step}`).toEqual([]);
				// One narration, and it speaks Chinese.
				expect(shown.regions, `${path} at step ${step}`).toHaveLength(1);
				expect(shown.regions[0], `${path} at step ${step}`).toMatch(HAN);
			}
		});
		if (path === '/?by=event')
			await test.step('the dialogs, menus, editors and messages', () => dialogsInChinese(page));
	}
});

/** The shortcut list, the editors, the share menu, a refused trace file and presentation mode. */
async function dialogsInChinese(page: Page): Promise<void> {
	const check = async (where: string) => expect(await untranslated(page, 'zh'), where).toEqual([]);
	await page.keyboard.press('?');
	await expect(page.getByRole('dialog', { name: shortcuts.zh.title })).toBeVisible();
	await check('the shortcut list');
	await page.keyboard.press('Escape');

	await page.getByRole('button', { name: zh.page.edit }).click();
	const dialog = page.getByRole('dialog', { name: zh.page.ownPosition });
	// An impossible board: three X in a row and none for O.
	for (const cell of [0, 1, 2]) await dialog.locator(`[data-edit-cell="${cell}"]`).click();
	await check('the board editor with an impossible board');
	await dialog.getByRole('button', { name: zh.page.treeKind }).click();
	await dialog.getByRole('textbox', { name: zh.editors.nestedArray }).fill('[[1, 2], []]');
	await check('the tree editor with an empty list');
	await dialog.getByRole('spinbutton', { name: zh.editors.depth }).fill('40');
	await dialog.getByRole('button', { name: zh.editors.generate }).click();
	await check('the random tree form refusing a depth');
	await dialog.getByRole('button', { name: zh.common.close }).click();

	await page.getByText(zh.page.share).click();
	await expect(page.getByLabel(zh.share.openTrace)).toBeAttached();
	await check('the share menu');
	await page.getByLabel(zh.share.openTrace).setInputFiles({
		name: '笔记.json',
		mimeType: 'application/json',
		buffer: Buffer.from('{"algorithm": "minimax", "calls": 3}')
	});
	await expect(page.getByRole('alert')).toContainText('笔记.json');
	await check('a refused trace file');

	await page.keyboard.press('p');
	await expect(page.locator('main.app')).toHaveClass(/presenting/);
	await check('presentation mode');
}

test('L switches the language at any step; the choice is remembered and kept in the link', async ({
	page
}) => {
	await open(page, '/?algo=fast&step=5');
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	const problem = page.getByRole('alert').getByRole('listitem');
	const notOneOf = (lang: Lang) =>
		MESSAGES[lang].links.notOneOf('algo', '"fast"', ALGORITHMS, 'minimax');
	await expect(problem).toHaveText(notOneOf('en'));
	await expect(narration(page)).toContainText('FC5');

	await page.keyboard.press('l');
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
	// What is already on screen changes language too: the message, the narration, the counter.
	await expect(problem).toHaveText(notOneOf('zh'));
	await expect(narration(page, 'zh')).toContainText('FC5');
	await expect(narration(page, 'zh')).toContainText(HAN);
	await expect(counter(page)).toHaveText(/第 5 \/ 10 步/);
	await expect(page).toHaveURL(/lang=zh/);

	// Remembered: a plain address opens in Chinese. Its page is prerendered in English: on a phone
	// that showed, then every part moved as the page hydrated in Chinese (issue 43: the title, the
	// Menu button, the scrubber, the counter, the speed, the tally). Nothing seen before the page
	// is hydrated moves: a part is unseen until then, or where it stays.
	await page.setViewportSize({ width: 390, height: 844 });
	let prerendered: Record<string, string> = {};
	await openHeld(page, '/', async () => {
		prerendered = await seenParts(page);
	});
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
	await expect(narration(page, 'zh')).toHaveAttribute('style', /height: \d/);
	await expect(page.locator('.tree > svg')).toBeVisible();
	const hydrated = await seenParts(page);
	expect(Object.values(hydrated), 'every part shown once hydrated').not.toContain(UNSEEN);
	const seen = Object.keys(prerendered).filter((part) => prerendered[part] !== UNSEEN);
	expect(
		Object.fromEntries(seen.map((part) => [part, hydrated[part]])),
		'the parts seen before the page was hydrated, once hydrated in Chinese'
	).toEqual(Object.fromEntries(seen.map((part) => [part, prerendered[part]])));
	await page.setViewportSize({ width: 1280, height: 720 });
	await expect(page.getByRole('button', { name: zh.page.edit })).toBeVisible();

	// The switch names English in English, and takes the page back.
	await page.getByRole('button', { name: zh.common.switchLanguage }).click();
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	await expect(page.getByRole('button', { name: 'Edit…' })).toBeVisible();
	await expect(page).not.toHaveURL(/lang=/);
});

test('a link sets the language; one the page does not speak is reported', async ({ page }) => {
	await open(page, '/compare?lang=zh');
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
	await expect(page.getByText(zh.compare.allDone)).toBeVisible({ timeout: 15_000 });
	// The link back keeps the language.
	await expect(page.getByRole('link', { name: zh.compare.back })).toHaveAttribute(
		'href',
		/lang=zh/
	);
	// A language the page does not speak: said so, in the language chosen before.
	await open(page, '/?lang=fr&step=2');
	await expect(page.getByRole('alert')).toContainText('lang="fr"');
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
	await expect(counter(page)).toHaveText(/第 2 \/ 10 步/);
});
