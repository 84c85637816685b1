import { expectNoViolations, scopeIn } from './axe';
import type { Page } from '@playwright/test';
import { MESSAGES } from '$lib/i18n';
import { horizon } from '$lib/i18n/horizon';
import { counter, expect, narration, open, settled, showLanguage, test } from './fixtures';
import { TREE } from './views';

// Depth limits on the step-through page: the search-options control and the link, estimated
// leaves, the horizon example, bad input, and axe on the control and the note.

const HORIZON = '/?board=XO.X..O..';
const tally = (page: Page) => page.locator('.tally > span').first();
const optionsButton = (page: Page) => page.locator('details.options > summary');
const depthSelect = (page: Page) => page.getByRole('combobox', { name: 'Depth limit' });

const stepButton = (page: Page, name: string) =>
	page.getByRole('button', { name: new RegExp(`^${name}`) });

/** Steps to the last step, checks the tally, a few steps back, and to the first. */
async function throughAndBack(page: Page, calls: number): Promise<void> {
	await stepButton(page, 'Last step').click();
	await expect(counter(page)).toHaveText(`Step ${calls + 1} of ${calls + 1}`);
	await expect(tally(page)).toHaveText(`${calls} of ${calls} calls`);
	for (let step = calls; step >= calls - 2; step--) {
		await stepButton(page, 'Previous step').click();
		await expect(counter(page)).toHaveText(`Step ${step} of ${calls + 1}`);
	}
	await expect(tally(page)).toHaveText(`${calls - 2} of ${calls} calls`);
	await stepButton(page, 'First step').click();
	await expect(tally(page)).toHaveText(`0 of ${calls} calls`);
}

test('the control sets a depth limit by keyboard, and the link keeps it; symmetry is offered only to the searches with a table', async ({
	page
}) => {
	await open(page, HORIZON);
	// Minimax from XO.X..O.. makes 246 calls to the end, 26 with a limit of 2.
	await expect(tally(page)).toHaveText('0 of 246 calls');
	await optionsButton(page).focus();
	await page.keyboard.press('Enter');
	await expect(depthSelect(page)).toBeVisible();
	// Every limit from 1 to the board's 9 moves, and Off.
	await expect(depthSelect(page).locator('option')).toHaveCount(10);
	await depthSelect(page).selectOption('2');
	await expect(tally(page)).toHaveText('0 of 26 calls');
	await expect(page).toHaveURL(/depth=2/);
	await expect(optionsButton(page)).toContainText('depth 2');
	await page.keyboard.press('Escape');
	await expect(depthSelect(page)).toBeHidden();
	await throughAndBack(page, 26);

	await test.step('symmetry is offered only to the searches with a table', async () => {
		// Memo, chosen in place, under the same depth limit.
		await page.getByRole('combobox', { name: 'Search' }).selectOption('memo');
		await expect(page).toHaveURL(/algo=memo/);
		await optionsButton(page).click();
		const symmetry = page.getByRole('checkbox', { name: /rotations and reflections/ });
		await expect(symmetry).toBeEnabled();
		await symmetry.check();
		await expect(page).toHaveURL(/symmetry=on/);
		await page.getByRole('combobox', { name: 'Search' }).selectOption('minimax');
		await expect(page).not.toHaveURL(/symmetry=on/);
		// The options stay open: the box is now off and cannot be ticked, and says why.
		await expect(symmetry).toBeDisabled();
		await expect(symmetry).not.toBeChecked();
		await expect(symmetry).toHaveAccessibleDescription(/Only the searches with a table/);
	});
});

test('depth=2 in the link: estimated leaves drawn, narrated and stacked as estimates; the control and the note have no accessibility violations, en and zh; the board editor sets the scoring', async ({
	page
}) => {
	await open(page, `${HORIZON}&depth=2`);
	await expect(tally(page)).toHaveText('0 of 26 calls');
	// FC3 (O in cell 4 after X in cell 2) is two moves down: the first estimated call.
	for (let step = 0; step < 3; step++) await stepButton(page, 'Next step').click();
	const fc3 = page.locator('[data-call="3"]');
	await expect(fc3).toHaveAttribute('data-estimated', 'true');
	await expect(fc3.locator('.score text')).toHaveText('≈ −1');
	await expect(fc3).toHaveAccessibleName(/its value is an estimate/);
	await expect(narration(page)).toContainText('FC3 is at depth 2, the depth limit');
	await expect(narration(page)).toContainText("beyond the search's horizon");
	await expect(page.locator('[data-frame="3"]')).toContainText('depth limit 2: estimated');
	for (const lang of ['en', 'zh'] as const)
		await test.step(`the control and the note have no accessibility violations, ${lang}`, () =>
			controlAndNoteWithoutViolations(page, lang));
	await showLanguage(page, 'en');
	// Every call two moves down is estimated (no game ends sooner here), and no other: of the
	// nodes drawn at the end, those at depth 2 and only those carry the mark.
	await stepButton(page, 'Last step').click();
	const drawn = await page
		.locator('[data-call]')
		.evaluateAll((nodes) =>
			nodes.map((node) => [node.getAttribute('data-depth'), node.hasAttribute('data-estimated')])
		);
	expect(drawn.length).toBeGreaterThan(5);
	expect(drawn.filter(([depth, estimated]) => (depth === '2') !== estimated)).toEqual([]);
	await stepButton(page, 'First step').click();
	await throughAndBack(page, 26);

	await test.step('the board editor sets the scoring, kept with the depth limit and in the compare link', async () => {
		await page.getByRole('button', { name: 'Edit…' }).click();
		const dialog = page.getByRole('dialog');
		await dialog.getByRole('combobox', { name: 'Scores' }).selectOption('unit');
		await dialog.getByRole('button', { name: 'Search this board' }).click();
		await expect(page).toHaveURL(/scoring=unit/);
		await expect(page).toHaveURL(/depth=2/);
		await expect(tally(page)).toHaveText('0 of 26 calls');
		// Under ±1 the estimate is scaled to a tenth: FC3's 1 - 2 lines becomes -0.1.
		for (let step = 0; step < 3; step++) await stepButton(page, 'Next step').click();
		await expect(page.locator('[data-call="3"] .score text')).toHaveText('≈ −0.1');
		await expect(narration(page)).toContainText('(1 − 2) × 0.1 = −0.1');
		await expect(page.getByRole('link', { name: 'Compare' })).toHaveAttribute(
			'href',
			/scoring=unit/
		);
	});
});

/**
 * At FC3, an estimated leaf, in `lang` (switched in place): axe on the page, with the options
 * open, and with the depth note open; both are closed again.
 */
async function controlAndNoteWithoutViolations(page: Page, lang: 'en' | 'zh'): Promise<void> {
	const t = MESSAGES[lang].searchOptions;
	await showLanguage(page, lang);
	await settled(page);
	await expectNoViolations(page, scopeIn(lang));
	await optionsButton(page).click();
	await expectNoViolations(page, scopeIn(lang));
	await page.getByRole('button', { name: t.aboutDepth }).click();
	const note = page.getByRole('dialog', { name: horizon[lang].noteTitle });
	await expect(note).toBeVisible();
	await expectNoViolations(page, scopeIn(lang));
	// Escape closes the note, and the options with it.
	await page.keyboard.press('Escape');
	await expect(note).toBeHidden();
	await expect(depthSelect(page)).toBeHidden();
}

test('the horizon example: from the menu, and its two moves in the note', async ({ page }) => {
	await open(page);
	await page.getByRole('combobox', { name: 'Example' }).selectOption('horizon');
	await expect(page).toHaveURL(/board=XO\.X\.\.O\.\..*depth=2|depth=2.*board=XO\.X\.\.O\.\./);
	await expect(tally(page)).toHaveText('0 of 26 calls');
	await stepButton(page, 'Last step').click();
	await expect(narration(page)).toContainText('X plays cell 2, score ≈ −1');
	// The large board's caption marks the root's value an estimate too.
	await expect(page.locator('figcaption').first()).toHaveText('X plays cell 2 (≈ −1)');

	await optionsButton(page).click();
	await page.getByRole('button', { name: 'About depth limits' }).click();
	const note = page.getByRole('dialog', { name: 'Depth limits and the horizon' });
	await expect(note).toBeVisible();
	const limited = note.locator('[data-row="limited"]');
	const full = note.locator('[data-row="full"]');
	await expect(limited.locator('[data-move]')).toHaveText('cell 2');
	await expect(limited.locator('[data-value]')).toHaveText('≈ −1');
	await expect(limited).toContainText('−10 in a full search');
	await expect(full.locator('[data-move]')).toHaveText('cell 4');
	await expect(full.locator('[data-value]')).toHaveText('+10');
	await note.getByRole('button', { name: 'Step through the full search' }).click();
	await expect(tally(page)).toHaveText('0 of 246 calls');
	await stepButton(page, 'Last step').click();
	await expect(narration(page)).toContainText('X plays cell 4, score +10');
});

const alerts = (page: Page) => page.getByRole('alert');

test('a bad depth in the link says so and searches without it; a depth past the board and symmetry on a tree are refused, the view kept', async ({
	page
}) => {
	for (const bad of ['0', 'x']) {
		await open(page, `${HORIZON}&depth=${bad}`);
		await expect(alerts(page)).toContainText(`depth="${bad}" is not a whole number`);
		await expect(tally(page)).toHaveText('0 of 246 calls');
	}
	// The position opens without the option refused, and the reason is on the page.
	await open(page, `${HORIZON}&depth=12`);
	await expect(alerts(page)).toContainText('12 is not a whole number from 1 to 9');
	await expect(alerts(page)).toContainText('Searching without that option instead.');
	await expect(tally(page)).toHaveText('0 of 246 calls');
	await open(page, `/?tree=${TREE}&algo=memo&symmetry=on`);
	await expect(alerts(page)).toContainText('Symmetry applies to boards only');
	// Article 004's tree has 26 nodes; memo on a tree meets no position twice.
	await expect(tally(page)).toHaveText('0 of 26 calls');
	// On a tree the control says why symmetry is off, and choosing a limit keeps what is shown.
	await optionsButton(page).click();
	const symmetry = page.getByRole('checkbox', { name: /rotations and reflections/ });
	await expect(symmetry).toBeDisabled();
	await expect(symmetry).toHaveAccessibleDescription(
		'A game tree has no board to rotate or reflect.'
	);
	await expect(depthSelect(page).locator('option')).toHaveCount(5);
});
