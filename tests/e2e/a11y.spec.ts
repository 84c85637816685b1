import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

// axe-core on every view and state a class meets; zero violations, each one listed if not.
const TREE = encodeURIComponent('[[[[3,17],[2,12]],[[15],[25,0]]],[[[2,5],[3]],[[2,14]]]]');

async function expectNoViolations(page: Page): Promise<void> {
	const { violations } = await new AxeBuilder({ page }).analyze();
	const found = violations.map(
		(violation) =>
			`${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`
	);
	expect(found).toEqual([]);
}

const VIEWS: [string, string][] = [
	['the article board at the start', '/'],
	['the article board at FC5, with its note', '/?step=5'],
	['alpha-beta on the board at the cut', '/?algo=alphabeta&by=event&step=27'],
	[
		'article 004 at the G cut, with letters',
		`/?tree=${TREE}&algo=alphabeta&by=event&step=23&letters=on`
	],
	['the full game, folded', '/?board=.........&step=5'],
	['the compare view', '/compare?board=X...O....'],
	['the compare view, depth-aware scores', '/compare?scoring=depth'],
	['a broken link', '/?board=XXXX.....&step=abc']
];

for (const theme of ['light', 'dark'])
	for (const [name, path] of VIEWS) {
		test(`no accessibility violations: ${name}, ${theme} theme`, async ({ page }) => {
			// The theme is a remembered choice, so it is set before the page reads it.
			await page.addInitScript(
				(chosen) => localStorage.setItem('minimax-lab-theme', chosen),
				theme
			);
			await open(page, path);
			// Let searches from the worker and the first frames land.
			await page.waitForTimeout(500);
			await expectNoViolations(page);
		});
	}

test('no accessibility violations in the editors and the share menu', async ({ page }) => {
	await open(page);
	await page.getByRole('button', { name: 'Edit…' }).click();
	await page.getByRole('dialog').locator('[data-edit-cell="0"]').click();
	await expectNoViolations(page);
	await page.getByRole('button', { name: 'Game tree' }).click();
	await page.getByRole('textbox', { name: 'Nested array (leaves are numbers)' }).fill('[[1,');
	await expectNoViolations(page);
	await page.getByRole('button', { name: 'Close' }).click();
	await page.getByText('Share').click();
	await expectNoViolations(page);
});
