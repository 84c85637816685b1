import type { Page } from '@playwright/test';
import { FULL_GAME_ALPHABETA_CALLS, FULL_GAME_MINIMAX_CALLS } from '../articles';
import { counter, expect, grouped, open, test } from './fixtures';

/** What the test sees of the page's search workers: whether each is ended, and what came late. */
interface SearchWorkers {
	/** Each search worker started, in order: true once the page has ended it. */
	ended: boolean[];
	/** Messages a search worker's handler was given after the page had ended that worker. */
	late: number;
}

/**
 * Lets the test hold the page's big searches: while `holdSearches(page, true)`, a worker's
 * result (its `done` message) never reaches the page, so the search stays running until it is
 * cancelled, however fast the machine (the full game records in about a third of a second).
 * It also keeps `searchWorkers`: which search workers the page has ended (`terminate`), and how
 * many messages reached the page from a worker it had ended.
 */
async function holdableSearches(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const hold = { on: false };
		const searchWorkers: SearchWorkers = { ended: [], late: 0 };
		Object.assign(window, { searchHold: hold, searchWorkers });
		window.Worker = class extends Worker {
			readonly #index: number | null;
			constructor(url: string | URL, options?: WorkerOptions) {
				super(url, options);
				this.#index = String(url).includes('search.worker')
					? searchWorkers.ended.push(false) - 1
					: null;
			}
			override terminate(): void {
				if (this.#index !== null) searchWorkers.ended[this.#index] = true;
				super.terminate();
			}
			override set onmessage(handler: ((event: MessageEvent) => void) | null) {
				super.onmessage =
					handler &&
					((event: MessageEvent) => {
						if (this.#index !== null && searchWorkers.ended[this.#index]) searchWorkers.late++;
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
	// The held full game's worker is ended, so nothing of it can land any more (and nothing it sent
	// after its end reached the page); then, two frames on (every update of the page applied),
	// no message is shown.
	const workers = () =>
		page.evaluate(() => (window as unknown as { searchWorkers: SearchWorkers }).searchWorkers);
	await expect.poll(async () => (await workers()).ended).toContain(true);
	await expect.poll(async () => (await workers()).ended.every(Boolean)).toBe(true);
	await page.evaluate(
		() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
	);
	expect((await workers()).late).toBe(0);
	expect(await page.getByRole('alert').count()).toBe(0);
});
