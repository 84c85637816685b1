import { expectNoViolations } from './axe';
import type { Page } from '@playwright/test';
import {
	counter,
	expect,
	narration,
	open,
	rememberChoices,
	settled,
	showTheme,
	test
} from './fixtures';

// A root over 3,000 leaves (leaf k worth k mod 10): the call stack lists a bounded window of its
// values and moves and counts the rest, and the tree draws the children in view, not all 3,000.
// Leaf call c is received at event 4c - 4, so step 4c - 3 by event shows FC(c)'s value arriving.
const LEAVES = 3_000;
const FLAT = `[${Array.from({ length: LEAVES }, (_, leaf) => leaf % 10).join(',')}]`;
const at = (step: number) => `/?tree=${FLAT}&by=event&step=${step}`;
const rootFrame = (page: Page) => page.locator('[data-frame="1"]');

// One load of the 3,000 siblings at FC1001's value, everything checked in place: the call stack
// there, axe in English (the light theme, then the dark theme's colours) and in Chinese (L: the
// dark theme, then the light theme's colours, and the count); then End, Home and step 1.
test('3,000 siblings: the call stack lists the best, a count and the latest 10 of 1,001 values, in both languages; End and Home; the root lists its first 10 moves to try; no accessibility violations in either theme or language', async ({
	page
}) => {
	await rememberChoices(page, 'light', 'en');
	await open(page, at(4 * 1002 - 3));
	const chips = rootFrame(page).locator('.got span');
	await test.step('the call stack at FC1001', async () => {
		await expect(counter(page)).toHaveText(
			`Step ${(4 * 1002 - 3).toLocaleString('en-US')} of 12,002`
		);
		await expect(chips).toHaveCount(12);
		// The best (child 10's 9) came before the latest values: first, then the count.
		await expect(chips.nth(0)).toHaveText('#10 → 9');
		await expect(chips.nth(0)).toHaveClass(/best/);
		await expect(chips.nth(1)).toHaveText('… and 990 more');
		await expect(chips.nth(2)).toHaveText('#992 → 1');
		await expect(chips.nth(11)).toHaveText('#1001 → 0');
		// Links to the children on screen and a few beyond, nowhere near 3,000.
		expect(await page.locator('path.link').count()).toBeLessThan(100);
		expect(await page.locator('[data-call]').count()).toBeLessThan(100);
	});
	await settled(page);
	for (const [lang, themes] of [
		['en', ['light', 'dark']],
		['zh', ['dark', 'light']]
	] as const)
		await test.step(`no accessibility violations, ${lang}`, async () => {
			if (lang === 'zh') {
				await switchLanguage(page, 'zh');
				await expect(chips.nth(1)).toHaveText('…… 另有 990 个');
			}
			await expect(page.locator('html')).toHaveAttribute('data-theme', themes[0]);
			await expectNoViolations(page);
			await showTheme(page, themes[1]);
			await expectNoViolations(page, 'colours');
		});
	await switchLanguage(page, 'en');
	await test.step('End and Home on 3,000 siblings', async () => {
		await page.keyboard.press('End');
		await expect(counter(page)).toHaveText('Step 12,002 of 12,002');
		await expect(narration(page)).toContainText('is done with all 3,000 of its scores');
		await expect(chips).toHaveCount(12);
		await page.keyboard.press('Home');
		await expect(counter(page)).toHaveText('Step 0 of 12,002');
	});
	await test.step('the root lists its first 10 moves to try and counts the rest', async () => {
		await page.keyboard.press('ArrowRight');
		await expect(counter(page)).toHaveText('Step 1 of 12,002');
		await expect(rootFrame(page).locator('.status')).toHaveText(
			'to try: #1, #2, #3, #4, #5, #6, #7, #8, #9, #10 … and 2,990 more'
		);
	});
});

/** L switches the language in place, as a reader does. */
async function switchLanguage(page: Page, lang: 'en' | 'zh'): Promise<void> {
	await page.keyboard.press('l');
	await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
}
