import { expect, test } from '@playwright/test';

test('the built site runs the engine on the article board without errors', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
	page.on('console', (msg) => {
		if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
	});

	await page.goto('/');
	await page.waitForSelector('body[data-hydrated="true"]');

	await expect(page).toHaveTitle('Minimax Lab');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Minimax Lab');
	await expect(
		page.getByRole('img', { name: 'Board O . X / X . X / . O O, X to move' })
	).toBeVisible();
	const cells = page.locator('[data-cell]');
	await expect(cells).toHaveText(['O', '', 'X', 'X', '', 'X', '', 'O', 'O']);

	const minimax = page.locator('tr[data-algorithm="minimax"]');
	await expect(minimax.locator('[data-metric="calls"]')).toHaveText('9');
	await expect(minimax.locator('[data-metric="move"]')).toHaveText('cell 4');
	await expect(minimax.locator('[data-metric="score"]')).toHaveText('+10');
	const alphabeta = page.locator('tr[data-algorithm="alphabeta"]');
	await expect(alphabeta.locator('[data-metric="calls"]')).toHaveText('8');
	await expect(alphabeta.locator('[data-metric="cut"]')).toHaveText('1');
	expect(errors).toEqual([]);
});
