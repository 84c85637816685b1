import type { Page } from '@playwright/test';
import { FULL_GAME_ALPHABETA_CALLS, FULL_GAME_MINIMAX_CALLS } from '../articles';
import { counter, expect, grouped, open, test } from './fixtures';

/**
 * Lets the test hold the page's big searches: while `holdSearches(page, true)`, a worker's
 * result (its `done` message) never reaches the page, so the search stays running until it is
 * cancelled, however fast the machine (the full game records in about a third of a second).
 */
async function holdableSearches(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const hold = { on: false };
		Object.assign(window, { searchHold: hold });
		window.Worker = class extends Worker {
			override set onmessage(handler: ((event: MessageEvent) => void) | null) {
				super.onmessage =
					handler &&
					((event: MessageEvent) => {
						if (hold.on && (event.data as { kind?: string } | null)?.kind === 'done') return;
						handler.call(this, event);
					});
			}
			override get onmessage(): ((event: MessageEvent) => void) | null {
				return super.onmessage;
			}
		};
	});
}

const holdSearches = (page: Page, on: boolean) =>
	page.evaluate((on) => {
		(window as unknown as { searchHold: { on: boolean } }).searchHold.on = on;
	}, on);

const cancelSearch = (page: Page) => page.getByRole('button', { name: 'Cancel search' });

test.beforeEach(async ({ page }) => {
	await holdableSearches(page);
	await open(page);
});

test('after Cancel search the menus name the position shown, and can choose again', async ({
	page
}) => {
	const example = page.getByRole('combobox', { name: 'Example' });
	await holdSearches(page, true);
	await example.selectOption('empty');
	await cancelSearch(page).click();
	await expect(page.getByRole('alert')).toContainText('The search was cancelled');
	await expect(counter(page)).toHaveText('Step 0 of 10');
	await expect(example).toHaveValue('board');
	// The full game can be chosen again from the menu.
	await holdSearches(page, false);
	await example.selectOption('empty');
	await expect(counter(page)).toHaveText(`Step 0 of ${grouped(FULL_GAME_MINIMAX_CALLS + 1)}`, {
		timeout: 15_000
	});
	await expect(example).toHaveValue('empty');

	// The Search menu likewise: minimax from alpha-beta's full game, cancelled.
	const search = page.getByRole('combobox', { name: 'Search' });
	await search.selectOption('alphabeta');
	const alphaBetaSteps = `Step 0 of ${grouped(FULL_GAME_ALPHABETA_CALLS + 1)}`;
	await expect(counter(page)).toHaveText(alphaBetaSteps);
	await holdSearches(page, true);
	await search.selectOption('minimax');
	await cancelSearch(page).click();
	await expect(page.getByRole('alert')).toContainText('The search was cancelled');
	await expect(search).toHaveValue('alphabeta');
	await expect(counter(page)).toHaveText(alphaBetaSteps);
});

test('choosing another example while the full game is searched opens it, saying nothing', async ({
	page
}) => {
	const example = page.getByRole('combobox', { name: 'Example' });
	await holdSearches(page, true);
	await example.selectOption('empty');
	await expect(cancelSearch(page)).toBeVisible();
	await example.selectOption('tree');
	await expect(page.locator('[data-call]')).toHaveCount(17);
	await expect(example).toHaveValue('tree');
	await expect(cancelSearch(page)).toHaveCount(0);
	// Long enough for a stray message to land; none does.
	await page.waitForTimeout(500);
	await expect(page.getByRole('alert')).toHaveCount(0);
});
