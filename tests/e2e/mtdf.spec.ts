import { expectNoViolations } from './axe';
import type { Page } from '@playwright/test';
import {
	counter,
	dragStep,
	expect,
	open,
	rememberChoices,
	settled,
	showLanguage,
	test,
	toolsOverControls
} from './fixtures';

// MTD(f) on the article's board, in one load: the pass table beside the tree (a row per pass,
// nothing told ahead), the start of pass 2 with its null window, the links from the driver
// labelled with their passes, the answer where the bounds meet, and axe in both languages.

const tally = (page: Page) => page.locator('.tally > span').first();

test('MTD(f) on the article board: each pass in the table and the tree, the bounds meeting, axe in both languages', async ({
	page
}) => {
	await rememberChoices(page, 'light', 'en');
	await open(page, '/?algo=mtdf');
	// The driver, pass 1 (4 calls) and pass 2 (6 calls); the table is kept across them.
	await expect(tally(page)).toHaveText('0 of 11 calls · table: 0 positions');
	// Three units (call, event, pass) in the row: the view tools keep off them.
	expect(await toolsOverControls(page)).toEqual([]);
	// A Chinese font draws the language button's "中文" two full glyphs wide (2em; CI has no such
	// font): the button grew 47 → 58 px and the view tools took a second row (issue 43).
	const font = await page.addStyleTag({
		content: '.tools .language > span { display: inline-block; min-width: 2em; }'
	});
	const rowTop = (selector: string) =>
		page.locator(`.controls-row ${selector}`).evaluate((node) => node.getBoundingClientRect().top);
	expect(await rowTop('.tools'), 'a Chinese font').toBeLessThan((await rowTop('.buttons')) + 20);
	await font.evaluate((node) => node.parentNode?.removeChild(node));
	const table = page.locator('[data-search-table]');
	await expect(table.locator('caption')).toHaveText('Passes');
	const rows = table.locator('tbody tr');
	await expect(rows).toHaveCount(2);
	await expect(rows.nth(1)).toHaveText('…'.repeat(7));
	// FC6 starts pass 2: pass 1 found +10 at least, so pass 2 asks above it.
	for (let step = 1; step <= 6; step++) await page.locator('body').press('ArrowRight');
	await expect(counter(page)).toHaveText('Step 6 of 12');
	await expect(rows.nth(0).locator('td')).toHaveText([
		'0',
		'[−10, 0]',
		'+10',
		'+10',
		'+∞',
		'4',
		'failed high'
	]);
	await expect(rows.nth(1)).toHaveAttribute('aria-current', 'step');
	await expect(page.locator('svg text').filter({ hasText: /^pass 1$/ })).toHaveCount(1);
	await expect(page.locator('svg text').filter({ hasText: /^pass 2$/ })).toHaveCount(1);
	await page.locator('body').press('End');
	await expect(tally(page)).toHaveText('11 of 11 calls · table: 7 positions');
	await expect(rows.nth(1).locator('td')).toHaveText([
		'+10',
		'[+10, +∞]',
		'+10',
		'+10',
		'+10',
		'6',
		'failed low'
	]);
	await expect(page.locator('.narration').first()).toContainText(
		'The bounds meet at +10: the minimax value. FC1 returns it with cell 4, after 2 passes.'
	);
	// Stepped by pass: the same moment of the run, counted in passes, each step one pass done.
	const byPass = page.getByRole('button', { name: 'By pass' });
	await byPass.click();
	await expect(byPass).toHaveAttribute('aria-pressed', 'true');
	await expect(counter(page)).toHaveText('Step 2 of 2');
	await page.locator('body').press('ArrowLeft');
	await expect(counter(page)).toHaveText('Step 1 of 2');
	await expect(page.locator('.counter small')).toHaveText('pass 1 done');
	await expect(page).toHaveURL(/by=pass&step=1/);
	await page.locator('body').press('End');
	await settled(page);
	await expectNoViolations(page);
	await showLanguage(page, 'zh');
	await expect(table.locator('caption')).toHaveText('各趟搜索');
	await expect(page.locator('svg text').filter({ hasText: /^第 2 趟$/ })).toHaveCount(1);
	await expectNoViolations(page, 'structure');

	// Presenting on a uniform tree, the pass table under the tree and Knuth and Moore's panel
	// left the tree 110 px of 720 (issue 43): Connect Four's threat two moves deep, in place.
	await test.step('presenting at 1280×720, the tree keeps its room beside the pass table', async () => {
		await showLanguage(page, 'en');
		await page.getByRole('combobox').first().selectOption('c4-threat');
		await page.locator('details.options > summary').click();
		await page.getByRole('combobox', { name: 'Depth limit' }).selectOption('2');
		await page.keyboard.press('Escape');
		await page.getByRole('button', { name: 'By call' }).click();
		await expect(page).toHaveURL(/moves=1443&.*depth=2/);
		await page.keyboard.press('p');
		for (const [lang, key] of [
			['en', null],
			['zh', 'l']
		] as const) {
			if (key) await page.keyboard.press(key);
			for (const step of [29, 32]) {
				await dragStep(page, step, lang);
				await settled(page);
				expect(await treeRoomProblems(page), `${lang}, step ${step}`).toEqual([]);
			}
		}
		await page.keyboard.press('p');
	});
});

/**
 * What squeezes the tree presenting: its panel under 17rem (two rows of Connect Four's cards at
 * the follow zoom), the current call's card not whole in it, a panel under it not on screen.
 */
function treeRoomProblems(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const problems: string[] = [];
		const tree = document.querySelector('.centre .tree')?.getBoundingClientRect();
		const card = document.querySelector('.centre .tree [data-call][data-state="active"]');
		const node = card?.getBoundingClientRect();
		if (!tree || !node) return ['no tree or no current call'];
		if (tree.height < 17 * 16) problems.push(`tree ${tree.height} px high`);
		if (node.top < tree.top - 1 || node.bottom > tree.bottom + 1)
			problems.push(`FC${card?.getAttribute('data-call')} at ${node.top}-${node.bottom} px`);
		for (const panel of document.querySelectorAll('.centre > :is(.minimal, .search-table)'))
			if (panel.getBoundingClientRect().bottom > innerHeight + 1) problems.push('panel off screen');
		return problems;
	});
}
