import type { Page } from '@playwright/test';
import { expectNoViolations, scopeIn } from './axe';
import { counter, editPosition, expect, showLanguage } from './fixtures';

/**
 * Expectimax with bounds (Ballard's Star1) on the page, checked within searches.spec.ts's loads:
 * on the article's board its one cut (cell 4 reaches the bound 10, so cell 6 is cut as alpha-beta
 * cuts), drawn and told, with axe in both languages; on a tree without bounds its refusal, the page
 * keeping what it had; and on AIMA's Figure 5.2 given the bounds [0, 15], a chance node's cut with
 * the bound arithmetic in the note.
 */

const search = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const tally = (page: Page) => page.locator('.tally');

/** Picks a search in the Search menu, as a teacher does (no page load). */
export async function pickSearch(page: Page, algorithm: string): Promise<void> {
	await search(page).selectOption(algorithm);
	await expect(page).toHaveURL(new RegExp(`algo=${algorithm}(&|$)`));
}

/** At the last step of the article's board: one step back is FC5's, where cell 6 is cut. */
export async function boundedCutShown(page: Page, calls: number): Promise<void> {
	await page.keyboard.press('ArrowLeft');
	await expect(counter(page)).toHaveText(`Step ${calls} of ${calls + 1}`);
	await expect(page.locator('[data-pruned]')).toHaveCount(1);
	await expect(page.locator('.narration')).toContainText('cell 6 is pruned');
	for (const lang of ['en', 'zh'] as const) {
		await showLanguage(page, lang);
		await expectNoViolations(page, scopeIn(lang));
	}
	await showLanguage(page, 'en');
	await page.keyboard.press('ArrowRight');
	await expect(counter(page)).toHaveText(`Step ${calls + 1} of ${calls + 1}`);
}

/** On a tree stating no bounds the search is refused with the reason; expectimax stays. */
export async function boundedRefused(page: Page, calls: number): Promise<void> {
	await search(page).selectOption('expectimax-bounded');
	await expect(page.getByRole('alert')).toContainText('this tree states none');
	await expect(search(page)).toHaveValue('expectimax');
	await expect(tally(page)).toContainText(`of ${calls} calls`);
}

/** AIMA's Figure 5.2 with "bounds": [0, 15]: 12 calls, FC6 stops after 2 of its 3 outcomes. */
export const BOUNDED_AIMA = '{"bounds":[0,15],"children":[[3,12,8],[2,4,6],[14,5,2]]}';

/** The tree typed in the editor, searched with bounds, stepped to FC8, whose value makes FC6 stop. */
export async function chanceCutShown(page: Page): Promise<void> {
	await editPosition(page, 'Game tree');
	const dialog = page.getByRole('dialog', { name: 'Your own position' });
	await dialog
		.getByRole('textbox', { name: 'Nested array (leaves are numbers)' })
		.fill(BOUNDED_AIMA);
	await dialog.getByRole('button', { name: 'Search this tree' }).click();
	await expect(dialog).toBeHidden();
	await pickSearch(page, 'expectimax-bounded');
	await expect(tally(page)).toContainText('0 of 12 calls');
	for (let step = 0; step < 8; step++) await page.keyboard.press('ArrowRight');
	await expect(counter(page)).toHaveText('Step 8 of 13');
	await expect(tally(page)).toContainText('8 of 12 calls');
	await expect(page.locator('[data-pruned]')).toHaveCount(1);
	await expect(
		page.getByText(/^2\/3 of the outcomes give at most \(2 \+ 4\)\/3 \+ 1\/3 × 15 = 7 ≤ α = 23\/3/)
	).toBeVisible();
	await showLanguage(page, 'zh');
	await expect(page.getByText(/剪掉第三个子节点/)).toBeVisible();
	await expectNoViolations(page);
	await showLanguage(page, 'en');
}
