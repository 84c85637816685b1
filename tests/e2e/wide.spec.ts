import { expectNoViolations } from './axe';
import { counter, expect, narration, open, settled, test, rememberChoices } from './fixtures';

// A root over 3,000 leaves (leaf k worth k mod 10): the call stack lists a bounded window of its
// values and moves and counts the rest, and the tree draws the children in view, not all 3,000.
// Leaf call c is received at event 4c - 4, so step 4c - 3 by event shows FC(c)'s value arriving.
const LEAVES = 3_000;
const FLAT = `[${Array.from({ length: LEAVES }, (_, leaf) => leaf % 10).join(',')}]`;
const at = (step: number, lang = '') => `/?tree=${FLAT}&by=event&step=${step}${lang}`;
const rootFrame = (page: import('@playwright/test').Page) => page.locator('[data-frame="1"]');

test('the call stack lists the best, a count and the latest 10 of 1,001 values', async ({
	page
}) => {
	await open(page, at(4 * 1002 - 3));
	await expect(counter(page)).toHaveText(
		`Step ${(4 * 1002 - 3).toLocaleString('en-US')} of 12,002`
	);
	const chips = rootFrame(page).locator('.got span');
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

test('the root lists its first 10 moves to try and counts the rest, in both languages', async ({
	page
}) => {
	await open(page, at(1));
	await expect(rootFrame(page).locator('.status')).toHaveText(
		'to try: #1, #2, #3, #4, #5, #6, #7, #8, #9, #10 … and 2,990 more'
	);
	await open(page, at(4 * 1002 - 3, '&lang=zh'));
	await expect(rootFrame(page).locator('.got span').nth(1)).toHaveText('…… 另有 990 个');
});

test('End and Home on 3,000 siblings', async ({ page }) => {
	await open(page, at(4 * 1002 - 3));
	await page.keyboard.press('End');
	await expect(counter(page)).toHaveText('Step 12,002 of 12,002');
	await expect(narration(page)).toContainText('is done with all 3,000 of its scores');
	await expect(rootFrame(page).locator('.got span')).toHaveCount(12);
	await page.keyboard.press('Home');
	await expect(counter(page)).toHaveText('Step 0 of 12,002');
});

for (const lang of ['en', 'zh'])
	for (const theme of ['light', 'dark'])
		test(`no accessibility violations with 3,000 siblings, ${theme} theme, ${lang}`, async ({
			page
		}) => {
			await rememberChoices(page, theme, lang);
			await open(page, at(4 * 1002 - 3));
			await settled(page);
			await expectNoViolations(page);
		});
