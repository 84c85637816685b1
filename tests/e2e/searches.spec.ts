import type { Page } from '@playwright/test';
import { countSearch, type SearchSettings } from '$lib/engine';
import { boardGame } from '$lib/games/tictactoe/rules';
import { ARTICLE_BOARD } from '../articles';
import { counter, expect, open, stepsRead, test } from './fixtures';

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

/**
 * Memo on the article's board meets no position twice: every call files its own, so the table
 * grows by one position a call and no hit shows.
 */
async function memoTableShown(page: Page, calls: number): Promise<void> {
	await expect(tally(page)).toContainText(`${calls} of 9 calls`);
	await expect(tally(page)).toContainText(`table: ${calls} positions`);
	await expect(tally(page)).toHaveAttribute('data-table', String(calls));
	await expect(page.locator('[data-hit]')).toHaveCount(0);
}

/** The tally as the page shows it now: the calls it counts and its words; run in the page. */
function readTally(): { calls: string | null; text: string } {
	const tally = document.querySelector('.tally');
	return {
		calls: tally?.getAttribute('data-calls') ?? null,
		text: (tally?.textContent ?? '').replace(/\s+/g, ' ').trim()
	};
}

/** "Step 0 of last" to "Step last of last", from `first` one way or the other. */
const countersFrom = (first: number, toward: number, last: number): string[] =>
	Array.from(
		{ length: Math.abs(toward - first) + 1 },
		(_, at) => `Step ${first + Math.sign(toward - first) * at} of ${last}`
	);

// One test, a step per search: each opens its own link. Stepping goes by the arrow keys (the
// buttons' own stepping is stepping.spec.ts's), each step read before the next: in the page, one
// evaluation a walk (stepsRead), the ends checked again from here.
test("every search on the article's board: every call forwards and back, the tally's total the engine's", async ({
	page
}) => {
	for (const { query, settings } of SEARCHES)
		await test.step(query, async () => {
			const calls = countSearch(boardGame(ARTICLE_BOARD), settings).calls;
			const memo = query === 'algo=memo';
			await open(page, `/?${query}`);
			await expect(tally(page)).toContainText(`0 of ${calls} calls`);
			if (memo) await memoTableShown(page, 0);
			const next = page.getByRole('button', { name: 'Next step', exact: true });
			const forwards = await stepsRead(page, 'ArrowRight', calls + 1, readTally, null);
			expect(forwards.map(({ counter }) => counter)).toEqual(countersFrom(0, calls + 1, calls + 1));
			// Each call's step counts it: the tally's calls are the step's, up to the last call.
			const byCall = forwards.slice(1, calls + 1);
			expect(byCall.map(({ shown }) => shown.calls)).toEqual(byCall.map((_, at) => String(at + 1)));
			if (memo)
				for (const [at, { shown }] of byCall.entries())
					expect(shown.text).toContain(`${at + 1} of 9 calls`);
			await expect(counter(page)).toHaveText(`Step ${calls + 1} of ${calls + 1}`);
			await expect(tally(page)).toContainText(`${calls} of ${calls} calls`);
			if (memo) await memoTableShown(page, 9);
			await expect(next).toBeDisabled();
			if (settings.algorithm === 'negamax') {
				// One step back is FC1's return: its note says what negamax returns there.
				await page.keyboard.press('ArrowLeft');
				await negamaxShown(page);
				await page.keyboard.press('ArrowRight');
				await expect(counter(page)).toHaveText(`Step ${calls + 1} of ${calls + 1}`);
			}
			const backwards = await stepsRead(page, 'ArrowLeft', calls + 1, readTally, null);
			expect(backwards.map(({ counter }) => counter)).toEqual(
				countersFrom(calls + 1, 0, calls + 1)
			);
			await expect(counter(page)).toHaveText(`Step 0 of ${calls + 1}`);
			await expect(tally(page)).toContainText(`0 of ${calls} calls`);
			if (memo) await memoTableShown(page, 0);
		});
});
