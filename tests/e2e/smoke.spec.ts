import { expect, test } from '@playwright/test';

test('home page renders and hydrates without errors', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
	page.on('console', (msg) => {
		if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
	});

	await page.goto('/');
	await page.waitForSelector('body[data-hydrated="true"]');

	await expect(page).toHaveTitle('Minimax Lab');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Minimax Lab');
	expect(errors).toEqual([]);
});
