import type { Page } from '@playwright/test';
import { FULL_GAME_ALPHABETA_CALLS, FULL_GAME_MINIMAX_CALLS } from '../articles';
import { expect, grouped, open, test } from './fixtures';

const cell = (page: Page, algorithm: string, metric: string) =>
	page.locator(`td[data-algorithm="${algorithm}"][data-metric="${metric}"]`);

test('the empty board: the figures of the full game, read from the table', async ({ page }) => {
	await open(page, '/compare?board=.........');
	await expect(page.getByText('All searches done')).toBeVisible({ timeout: 15_000 });
	await expect(cell(page, 'minimax', 'calls')).toHaveText(grouped(FULL_GAME_MINIMAX_CALLS));
	await expect(cell(page, 'minimax', 'leaves')).toHaveText('255,168');
	await expect(cell(page, 'minimax', 'depth')).toHaveText('9');
	await expect(cell(page, 'alphabeta', 'calls')).toHaveText(grouped(FULL_GAME_ALPHABETA_CALLS));
	await expect(cell(page, 'memo', 'calls')).toHaveText('16,168');
	await expect(cell(page, 'memo', 'hits')).toHaveText('10,690'); // 16,168 calls − 5,478 positions
	await expect(cell(page, 'alphabeta-ordered', 'cutoffs')).not.toHaveText('0');
	await expect(cell(page, 'alphabeta', 'saving')).toHaveText('96.7%');
	for (const algorithm of ['minimax', 'alphabeta', 'memo', 'alphabeta-ordered']) {
		await expect(cell(page, algorithm, 'score')).toHaveText('0');
		await expect(cell(page, algorithm, 'ms')).toHaveText(/^\d+\.\d ms$/);
	}
	const chart = page.getByRole('img', { name: /^Calls per level/ });
	await expect(chart).toHaveAttribute(
		'aria-label',
		/Minimax: 1, 9, 72, 504, 3,024, 15,120, 54,720, 148,176, 200,448, 127,872;/
	);
});

test("the article's board, and depth-aware scoring kept in the address", async ({ page }) => {
	await open(page, '/');
	await page.getByRole('link', { name: 'Compare', exact: true }).click();
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page).toHaveURL(/\/compare/);
	await expect(cell(page, 'minimax', 'calls')).toHaveText('9');
	await expect(cell(page, 'alphabeta', 'calls')).toHaveText('8');
	await expect(cell(page, 'alphabeta', 'cutoffs')).toHaveText('1');
	await expect(cell(page, 'minimax', 'score')).toHaveText('+10');
	await page.getByRole('combobox', { name: 'Scores' }).selectOption('depth');
	await expect(page).toHaveURL(/scoring=depth/);
	await expect(page.getByText('Depth-aware scores make a quicker win worth more')).toBeVisible();
	// X wins at once with cell 4: 10 − 1 move = +9.
	await expect(cell(page, 'minimax', 'score')).toHaveText('+9');
	await page.getByRole('link', { name: 'Step through: Alpha-beta', exact: true }).click();
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('alphabeta');
});

test('a broken link opens the article board and says why', async ({ page }) => {
	await open(page, '/compare?board=XXXXXXXXX&scoring=huge');
	// The same codec and wording as the step-through page: the value quoted, the default named.
	await expect(page.getByRole('alert')).toContainText(
		'The link\'s scoring="huge" is not one of article, unit, depth; using article.'
	);
	await expect(page.getByRole('alert')).toContainText('Comparing on the article');
	await expect(cell(page, 'minimax', 'calls')).toHaveText('9');
});
