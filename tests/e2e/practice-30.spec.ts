import { expect, open, test } from './fixtures';

/**
 * Issue 30 on the practice page, where a browser is needed: the address follows the search
 * practised (bug 5), and a finished board offers one still in play (bug 9).
 */

test('practice rewrites a search it cannot grade and offers a board still in play', async ({
	page
}) => {
	await test.step('algo=alphabeta-table is practised as alpha-beta, said so, the link follows', async () => {
		await open(page, '/practice?algo=alphabeta-table');
		await expect(page.getByRole('alert')).toContainText(
			'Practice has no exercise of its own for alpha-beta with a table'
		);
		await expect(page).toHaveURL((url) => !url.searchParams.has('algo'));
		await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('alphabeta');
		await expect(page.getByRole('button', { name: 'Cut the branch to n18' })).toBeVisible();
	});

	await test.step('algo=memo is practised as minimax', async () => {
		await open(page, '/practice?algo=memo');
		await expect(page).toHaveURL(/algo=minimax/);
		await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('minimax');
	});

	await test.step('a board X has won says so, with no boxes, and offers one in play', async () => {
		await open(page, '/practice?board=XXXOO....');
		await expect(page.getByRole('status').first()).toHaveText(
			'X has already won on this board: the game is over, so no move is left to score.'
		);
		await expect(page.getByRole('textbox')).toHaveCount(0);
		await expect(page.getByRole('button', { name: 'Check' })).toHaveCount(0);
		await page.getByRole('button', { name: 'Practise on a board still in play' }).click();
		await expect(page.getByRole('textbox', { name: 'Score of cell 7' })).toBeVisible();
		await expect(page).toHaveURL(/board=XOX\.O\.\.\.\./);
	});
});
