import type { Page } from '@playwright/test';
import { countSearch, type SearchSettings } from '$lib/engine';
import { boardGame } from '$lib/games/tictactoe/rules';
import { ARTICLE_BOARD } from '../articles';
import { counter, expect, open, test } from './fixtures';

// Every search the page knows, on the article's board: stepped to the end and back one call at a
// time, the tally's total equal to the engine's count of the same search (the CLI's `calls`).

const tally = (page: Page) => page.locator('.tally');

const SEARCHES: { query: string; settings: SearchSettings }[] = [
	{ query: 'algo=minimax', settings: { algorithm: 'minimax', depthLimit: null, symmetry: false } },
	{
		query: 'algo=alphabeta',
		settings: { algorithm: 'alphabeta', depthLimit: null, symmetry: false }
	},
	{ query: 'algo=memo', settings: { algorithm: 'memo', depthLimit: null, symmetry: false } },
	{
		query: 'algo=memo&symmetry=on',
		settings: { algorithm: 'memo', depthLimit: null, symmetry: true }
	},
	{
		query: 'algo=alphabeta-ordered',
		settings: { algorithm: 'alphabeta-ordered', depthLimit: null, symmetry: false }
	},
	{
		query: 'algo=alphabeta-table',
		settings: { algorithm: 'alphabeta-table', depthLimit: null, symmetry: false }
	},
	{
		query: 'algo=alphabeta-table&symmetry=on&depth=1',
		settings: { algorithm: 'alphabeta-table', depthLimit: 1, symmetry: true }
	},
	{
		query: 'algo=minimax&depth=1',
		settings: { algorithm: 'minimax', depthLimit: 1, symmetry: false }
	},
	{ query: 'algo=negamax', settings: { algorithm: 'negamax', depthLimit: null, symmetry: false } }
];

/** Negamax brings its own listing, written over any game, and a note on each value it returns. */
async function negamaxShown(page: Page): Promise<void> {
	await expect(page.getByText('Negamax, written for any game')).toBeVisible();
	await expect(page.getByText('function negamax(game, pos) {')).toBeVisible();
	await expect(page.getByText(/^Negamax: /)).toBeVisible();
	await expect(page.locator('.status .rule')).toHaveText(
		'Negamax searches every call, each value for the side to move'
	);
}

for (const { query, settings } of SEARCHES) {
	test(`${query}: every call forwards and back, the tally's total the engine's`, async ({
		page
	}) => {
		const calls = countSearch(boardGame(ARTICLE_BOARD), settings).calls;
		await open(page, `/?${query}`);
		await expect(tally(page)).toContainText(`0 of ${calls} calls`);
		const next = page.getByRole('button', { name: 'Next step', exact: true });
		const previous = page.getByRole('button', { name: 'Previous step', exact: true });
		for (let call = 1; call <= calls; call++) {
			await next.click();
			await expect(tally(page)).toHaveAttribute('data-calls', String(call));
		}
		await next.click();
		await expect(counter(page)).toHaveText(`Step ${calls + 1} of ${calls + 1}`);
		await expect(tally(page)).toContainText(`${calls} of ${calls} calls`);
		await expect(next).toBeDisabled();
		if (settings.algorithm === 'negamax') {
			// One step back is FC1's return: its note says what negamax returns there.
			await previous.click();
			await negamaxShown(page);
			await next.click();
		}
		for (let step = calls; step >= 0; step--) {
			await previous.click();
			await expect(counter(page)).toHaveText(`Step ${step} of ${calls + 1}`);
		}
		await expect(tally(page)).toContainText(`0 of ${calls} calls`);
	});
}
