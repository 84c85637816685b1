import type { Page } from '@playwright/test';
import { MESSAGES, type Lang } from '$lib/i18n';
import { FULL_GAME_MINIMAX_CALLS } from '../articles';
import { counter, expect, open, settled, test } from './fixtures';
import { labelOverlaps } from './label-boxes';
import { TREE } from './views';

/**
 * No two of the tree's labels overlap (FC numbers, markers, move labels, scores, windows, cut
 * tallies, fold badges, level labels), on every kind of tree a class meets, at several steps and
 * zooms. `labelOverlaps` names the pairs that collide.
 */

/** The steps looked at in each view, and how many times to zoom in there after the fitted view. */
const SMALL_VIEWS: readonly {
	name: string;
	path: string;
	steps: readonly number[];
	presenting?: boolean;
}[] = [
	{ name: 'the article board, minimax', path: '/?by=event', steps: [0, 9, 21, 34] },
	{ name: 'the article board, alpha-beta', path: '/?algo=alphabeta&by=event', steps: [11, 27, 30] },
	{
		name: "article 004's tree, alpha-beta",
		path: `/?tree=${TREE}&algo=alphabeta&by=event`,
		steps: [12, 40, 66]
	},
	{
		name: "article 004's tree, alpha-beta, A–G letters",
		path: `/?tree=${TREE}&algo=alphabeta&by=event&letters=on`,
		steps: [23, 66]
	},
	{
		name: "article 004's tree, alpha-beta, A–G letters, in Chinese",
		path: `/?tree=${TREE}&algo=alphabeta&by=event&letters=on&lang=zh`,
		steps: [66]
	},
	{
		name: 'the article board, alpha-beta, presenting',
		path: '/?algo=alphabeta&by=event',
		steps: [30],
		presenting: true
	},
	{
		name: "article 004's tree, presenting",
		path: `/?tree=${TREE}&algo=alphabeta&by=event&letters=on`,
		steps: [40, 66],
		presenting: true
	},
	// Boards whose trees are too big to see whole: followed at the camera's own zoom.
	{ name: 'a board of 7,332 calls', path: '/?board=X...O....', steps: [5, 300, 7000] },
	{ name: 'a board of 59,704 calls', path: '/?board=X........', steps: [30_000, 59_000] },
	{ name: 'a board under alpha-beta', path: '/?board=X...O....&algo=alphabeta', steps: [5, 300] }
];

async function zoom(page: Page, button: 'zoomIn' | 'zoomOut', lang: Lang = 'en'): Promise<void> {
	await page.getByRole('button', { name: MESSAGES[lang].view[button] }).click();
	await settled(page);
}

async function expectNoOverlaps(page: Page, where: string): Promise<void> {
	await settled(page);
	expect(await labelOverlaps(page), where).toEqual([]);
}

for (const view of SMALL_VIEWS)
	test(`no labels overlap: ${view.name}`, async ({ page }) => {
		for (const step of view.steps) {
			await open(page, `${view.path}&step=${step}`);
			if (view.presenting) await page.keyboard.press('p');
			await expectNoOverlaps(page, `step ${step}`);
			const lang = view.path.includes('lang=zh') ? 'zh' : 'en';
			await zoom(page, 'zoomIn', lang);
			await expectNoOverlaps(page, `step ${step}, zoomed in once`);
			await zoom(page, 'zoomIn', lang);
			await expectNoOverlaps(page, `step ${step}, zoomed in twice`);
		}
	});

for (const lang of ['en', 'zh'] as const)
	test(`no labels overlap in the full game's folded window (${lang})`, async ({ page }) => {
		test.slow();
		const t = MESSAGES[lang];
		await open(page, `/?lang=${lang}`);
		await page.getByRole('combobox', { name: t.page.example }).selectOption('empty');
		await expect(counter(page)).toHaveText(t.view.counter(0, FULL_GAME_MINIMAX_CALLS + 1), {
			timeout: 15_000
		});
		const goTo = page.getByRole('textbox', { name: t.view.goToCall });
		const goToCall = async (call: number) => {
			await goTo.fill(String(call));
			await goTo.press('Enter');
			await expect(counter(page)).toHaveText(t.view.counter(call, FULL_GAME_MINIMAX_CALLS + 1));
		};
		await goToCall(2);
		await expectNoOverlaps(page, 'FC2');
		// A folded call opened: the window is laid out as a tidy tree from then on.
		await page
			.getByRole('button', { name: t.view.openFolded(3, `+8,231 ${t.view.foldedUnit(8231)}`) })
			.focus();
		await page.keyboard.press('Enter');
		await expectNoOverlaps(page, 'FC2 with FC3 opened');
		// The step, then one deep in the last corner; zooms add up from one to the next.
		for (const call of [300_000, 500_000]) {
			await goToCall(call);
			await expectNoOverlaps(page, `FC${call}`);
			await zoom(page, 'zoomOut', lang);
			await expectNoOverlaps(page, `FC${call}, zoomed out`);
			for (const times of [1, 2, 3]) {
				await zoom(page, 'zoomIn', lang);
				await expectNoOverlaps(page, `FC${call}, zoomed in ${times} times from there`);
			}
		}
	});

test('no labels overlap zoomed out as far as the camera goes', async ({ page }) => {
	await open(page, '/?board=X...O....&step=300');
	// From 0.85 to the lowest zoom, 0.2: levels 33 px apart, too close for two lines each.
	for (let times = 1; times <= 8; times++) {
		await zoom(page, 'zoomOut');
		await expectNoOverlaps(page, `zoomed out ${times} times`);
	}
	await expect(page.locator('.levels text').first()).toBeVisible();
});
