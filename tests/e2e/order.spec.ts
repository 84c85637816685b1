import type { Page } from '@playwright/test';
import { AIMA_TREE } from '$lib/games/tree/entry';
import { expectNoViolations } from './axe';
import { expect, narration, open, settled, showLanguage, test } from './fixtures';

// The move order and the cut rule on the step-through page, and Knuth and Moore's figure beside
// a uniform tree: AIMA's Figure 5.2 under alpha-beta examines 7 leaves as given, 5 best first
// (the figure, 3 + 3 − 1) and 9 worst first, each chosen in the search options of one page load.

const optionsButton = (page: Page) => page.locator('details.options > summary');
const figure = (page: Page, name: string) =>
	page.locator(`[data-minimal-tree] [data-figure="${name}"]`);

async function chooseOrder(page: Page, label: string): Promise<void> {
	const options = page.locator('details.options');
	if ((await options.getAttribute('open')) === null) await optionsButton(page).click();
	await page.getByRole('combobox', { name: 'Move order' }).selectOption({ label });
}

test("AIMA's Figure 5.2 in the given, best and worst order: 7, 5 and 9 leaves, against Knuth and Moore's 5", async ({
	page
}) => {
	await open(page, `/?tree=${encodeURIComponent(AIMA_TREE)}&algo=alphabeta`);
	await expect(figure(page, 'leaves')).toHaveText('Alpha-beta examined 7 leaves');
	await expect(figure(page, 'full')).toHaveText('minimax: 3^2 = 9');
	await expect(figure(page, 'knuth-moore')).toContainText('3^1 + 3^1 − 1 = 5');

	await chooseOrder(page, 'Best first (true minimax values)');
	await expect(figure(page, 'leaves')).toHaveText('Alpha-beta examined 5 leaves');
	await expect(page).toHaveURL(/order=best/);
	await expect(optionsButton(page)).toContainText('best first');
	await expect(narration(page)).toContainText('Moves are tried best first');

	await chooseOrder(page, 'Worst first');
	await expect(figure(page, 'leaves')).toHaveText('Alpha-beta examined 9 leaves');
	await expect(page).toHaveURL(/order=worst/);

	// The strict cut rule: the listing tests alpha > beta, and the link keeps it.
	await page.getByRole('combobox', { name: 'Cut the remaining moves once' }).selectOption('gt');
	await expect(page).toHaveURL(/cut=gt/);
	await expect(page.getByText('if (alpha > beta) break;')).toBeVisible();

	await settled(page);
	await expectNoViolations(page);
	await showLanguage(page, 'zh');
	await expect(figure(page, 'leaves')).toContainText('检查了 9 个叶节点');
	await settled(page);
	await expectNoViolations(page);
});
