import type { Page } from '@playwright/test';
import { MESSAGES } from '$lib/i18n';
import { counter, expect, open, test } from './fixtures';

// The code panel on Connect Four: our own listings, with the depth check and the evaluation,
// lit on the line each call runs, in every code language and both page languages.

/** The highlighted line's code, without its line number. */
function currentCode(page: Page): Promise<string | null> {
	return page.evaluate(() => {
		const line = document.querySelector('.code .line.current');
		if (line === null) return null;
		const number = line.querySelector('.number')?.textContent ?? '';
		return (line.textContent ?? '').slice(number.length);
	});
}

const languages = (page: Page, lang: 'en' | 'zh' = 'en') =>
	page.getByRole('group', { name: MESSAGES[lang].view.codeLanguage });

// X to move on 445566 wins in column 3. At depth 2, FC2 (column 1) has seven estimated
// children (FC3-FC9), FC10 (column 2) seven more, and FC18 drops X's disc in column 3.
const WIN_IN_ONE = '/?game=connect4&moves=445566&algo=minimax&depth=2';

test('the win returns 100 plus the empty cells, the limit the evaluation, in each language', async ({
	page
}) => {
	await open(page, `${WIN_IN_ONE}&step=18&code=python`);
	await expect(page.locator('#code-title')).toHaveText('Minimax on Connect Four');
	await expect(languages(page).getByRole('button', { name: 'Python' })).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await expect.poll(() => currentCode(page)).toBe('        return win, None');
	await expect(page.locator('.code pre')).toContainText('    win = 100 + empty_count(board)');

	// Back to FC3 in place: Home, then three steps.
	await page.locator('body').press('Home');
	await expect(counter(page)).toHaveText(/^Step 0 of/);
	for (let step = 1; step <= 3; step++) await page.keyboard.press('ArrowRight');
	await expect(counter(page)).toHaveText(/^Step 3 of/);
	await expect.poll(() => currentCode(page)).toBe('        return evaluate(board), None');
	await languages(page).getByRole('button', { name: 'Pseudocode' }).click();
	await expect.poll(() => currentCode(page)).toBe('    return EVALUATE(board), none');
	await expect(page.locator('.code pre')).toContainText(
		'// EVALUATE: lines of 4 cells open to a side'
	);
	await languages(page).getByRole('button', { name: 'JavaScript' }).click();
	await expect.poll(() => currentCode(page)).toBe('    return { score: evaluate(board) };');
	await expect(page.locator('.code pre')).toContainText('  if (depth === 2)');
});

test('the table search with the mirror, titled and documented in Chinese', async ({ page }) => {
	await open(page, '/?game=connect4&moves=4453&algo=alphabeta-table&symmetry=on&depth=3&lang=zh');
	await expect(page.locator('#code-title')).toHaveText(MESSAGES.zh.view.codeTitles.connect4Table);
	const code = page.locator('.code pre');
	await expect(code).toContainText('  const key = canonical(board);');
	await expect(code).toContainText('// canonical：棋盘与其镜像中较小的');
	await expect(code).toContainText('// drop：棋子落到该列最低的空格');
});
