import type { Page } from '@playwright/test';
import { MESSAGES } from '$lib/i18n';
import { counter, expect, open, showLanguage, test } from './fixtures';

// The code panel in JavaScript, Python and pseudocode: chosen in the link (`code=`) or by its
// switch, remembered on this device, and line-synced to the search in each.

/** The highlighted line's code, without its line number. */
function currentCode(page: Page): Promise<string | null> {
	return page.evaluate(() => {
		const line = document.querySelector('.code .line.current');
		if (line === null) return null;
		const number = line.querySelector('.number')?.textContent ?? '';
		return (line.textContent ?? '').slice(number.length);
	});
}

/** Whether the highlighted line shows whole inside the listing's scrolling box. */
function currentInSight(page: Page): Promise<boolean> {
	return page.evaluate(() => {
		const box = document.querySelector('.code pre')?.getBoundingClientRect();
		const line = document.querySelector('.code .line.current')?.getBoundingClientRect();
		return !!box && !!line && line.top >= box.top && line.bottom <= box.bottom;
	});
}

const languages = (page: Page, lang: 'en' | 'zh' = 'en') =>
	page.getByRole('group', { name: MESSAGES[lang].view.codeLanguage });

test('code=python highlights the Python line at FC5, and stays Python after a reload', async ({
	page
}) => {
	await open(page, '/?code=python');
	const python = languages(page).getByRole('button', { name: 'Python' });
	await expect(python).toHaveAttribute('aria-pressed', 'true');
	await expect(page.locator('.code pre')).toContainText('def minimax(board, player):');
	const next = page.getByRole('button', { name: 'Next step', exact: true });
	for (let step = 1; step <= 5; step++) await next.click();
	await expect(counter(page)).toHaveText('Step 5 of 10');
	// FC5 is X's win in cell 4: the listing returns the AI's score.
	await expect.poll(() => currentCode(page)).toBe('        return +10, None');
	await expect(page).toHaveURL(/\?step=5&code=python$/);

	// The device remembers the choice: a link naming none opens in Python and says so.
	await open(page, '/?step=3');
	// The link opens its step after hydration: read the line once it is there.
	await expect(counter(page)).toHaveText('Step 3 of 10');
	await expect(python).toHaveAttribute('aria-pressed', 'true');
	await expect.poll(() => currentCode(page)).toBe('        return -10, None');
	await expect(page).toHaveURL(/\?step=3&code=python$/);
});

test('the switch works by keyboard, in both languages, without moving the panel', async ({
	page
}) => {
	await open(page, '/?step=5');
	// The link opens its step after hydration (a CI once read no current line): wait for it.
	await expect(counter(page)).toHaveText('Step 5 of 10');
	const code = page.locator('.code pre');
	const before = await code.boundingBox();
	await expect.poll(() => currentCode(page)).toBe('    return { score: +10 };');
	const pseudo = languages(page).getByRole('button', { name: 'Pseudocode' });
	await pseudo.focus();
	await page.keyboard.press('Enter');
	await expect(pseudo).toHaveAttribute('aria-pressed', 'true');
	await expect.poll(() => currentCode(page)).toBe('    return +10, none');
	await expect(page).toHaveURL(/\?step=5&code=pseudo$/);
	expect(await code.boundingBox()).toEqual(before);
	// Space presses the focused switch, and the step stays where it was.
	await page.keyboard.press('Shift+Tab');
	await page.keyboard.press('Shift+Tab');
	await page.keyboard.press('Space');
	await expect(languages(page).getByRole('button', { name: 'JavaScript' })).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await expect(counter(page)).toHaveText('Step 5 of 10');
	await expect(page).toHaveURL(/\?step=5$/);

	await open(page, '/?code=pseudo&lang=zh&algo=alphabeta&by=event&step=27');
	const zh = MESSAGES.zh.view;
	await expect(
		languages(page, 'zh').getByRole('button', { name: zh.codeLanguages.pseudo })
	).toHaveAttribute('aria-pressed', 'true');
	// The alpha-beta cut on the board, commented in Chinese, scrolled into sight in a listing
	// taller than its panel, in every language.
	await expect.poll(() => currentCode(page)).toBe('    if α ≥ β then exit the loop  // 剪枝');
	await expect.poll(() => currentInSight(page)).toBe(true);
	await languages(page, 'zh').getByRole('button', { name: 'JavaScript' }).click();
	await expect.poll(() => currentCode(page)).toBe('    if (alpha >= beta) break; // 剪枝');
	await expect.poll(() => currentInSight(page)).toBe(true);
});

// Every search shows its own listing, and the panel follows the table and the depth limit.

test('memo shows its table: the look-up, then the hit returning the stored score; alpha-beta with a table answers from an exact entry, in Chinese too', async ({
	page
}) => {
	await test.step('memo shows its table: the look-up, then the hit returning the stored score', async () => {
		// On this board FC12 reaches a position already scored: a table hit.
		await open(page, '/?board=XO...X.O.&algo=memo&by=event&step=35');
		await expect(page.locator('#code-title')).toHaveText('Minimax with a table, on a board');
		await expect.poll(() => currentCode(page)).toBe('  if (table.has(key))');
		await page.getByRole('button', { name: 'Next step', exact: true }).click();
		await expect.poll(() => currentCode(page)).toBe('    return { score: table.get(key) };');
		await expect.poll(() => currentInSight(page)).toBe(true);
		await languages(page).getByRole('button', { name: 'Python' }).click();
		await expect.poll(() => currentCode(page)).toBe('        return table[key], None');
		await expect(page.locator('.code pre')).toContainText('# store: put it in the table');
	});

	await test.step('alpha-beta with a table answers from an exact entry, in Chinese too', async () => {
		// The same board, chosen in place: JavaScript again, alpha-beta with a table, event 70, and
		// the page in Chinese.
		await languages(page).getByRole('button', { name: 'JavaScript' }).click();
		await page.getByRole('combobox', { name: 'Search' }).selectOption('alphabeta-table');
		await expect(page).toHaveURL(/algo=alphabeta-table/);
		await page.getByRole('slider', { name: 'Step' }).fill('70');
		await expect(counter(page)).toHaveText(/^Step 70 of/);
		await showLanguage(page, 'zh');
		await expect(page.locator('#code-title')).toHaveText(MESSAGES.zh.view.codeTitles.boardTable);
		const lines = page.locator('.code .line');
		await expect(lines.nth(3)).toContainText('const entry = table.get(key);');
		// The exact entry's answer is the first of the two returns from the table.
		await expect(lines.nth(5)).toHaveClass(/current/);
		await expect.poll(() => currentCode(page)).toBe('    return { score: entry.score };');
		await expect(page.locator('.code pre')).toContainText('// store：把值存入表中，再返回它');
	});
});

test('a depth limit shows its test, the evaluation returned, and what evaluate counts; a code language the page does not know is reported, and JavaScript shown', async ({
	page
}) => {
	// One link holds both: the depth limit's step and a code language the page does not know.
	await open(page, '/?algo=minimax&depth=1&by=event&step=3&code=cobol');
	await test.step('a code language the page does not know is reported, and JavaScript shown', async () => {
		await expect(page.getByText('code="cobol" is not one of js, python, pseudo')).toBeVisible();
		await expect(languages(page).getByRole('button', { name: 'JavaScript' })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
	});

	await test.step('a depth limit shows its test, the evaluation returned, and what evaluate counts', async () => {
		await expect.poll(() => currentCode(page)).toBe('  if (depth === 1)');
		await page.getByRole('button', { name: 'Next step', exact: true }).click();
		await expect.poll(() => currentCode(page)).toBe('    return { score: evaluate(board) };');
		await expect(page.locator('.code pre')).toContainText(
			'// evaluate: lines still open to the AI minus'
		);
	});
});
