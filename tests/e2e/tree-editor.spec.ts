import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '$lib/i18n';
import { expectNoViolations, expectNoViolationsInEitherTheme } from './axe';
import { counter, editPosition, expect, open, showLanguage, test } from './fixtures';

// The tree editor's outline (built node by node by clicks and keys, in step with the text), and
// undo and redo in every editor: the tree, the board and Connect Four.

const en = MESSAGES.en;
const o = en.editors.outline;
const dialog = (page: Page) => page.getByRole('dialog', { name: en.page.ownPosition });
const text = (page: Page) => dialog(page).getByRole('textbox', { name: en.editors.nestedArray });
const outline = (page: Page) => dialog(page).getByRole('tree', { name: o.outline });
/** A node of the outline by its path ('' the root, '1.0'). */
const node = (page: Page, path: string) => outline(page).locator(`[data-path="${path}"]`);
const undo = (page: Page) => dialog(page).getByRole('button', { name: 'Undo', exact: true });
const redo = (page: Page) => dialog(page).getByRole('button', { name: 'Redo', exact: true });

/** AIMA's Figure 5.2: three min nodes under a max root. */
const FIGURE_5_2 = '[[3,12,8],[2,4,6],[14,5,2]]';

/** Types a leaf's value as a spreadsheet takes it: digits on the node, then Enter. */
async function typeValue(page: Page, value: number): Promise<void> {
	await page.keyboard.type(String(value));
	await page.keyboard.press('Enter');
}

test("AIMA's Figure 5.2 built from an empty tree by clicks and keys, three edits undone and redone; reordered by keys and by dragging; named; searched", async ({
	page
}) => {
	await open(page);
	await editPosition(page, en.page.treeKind);
	await dialog(page).getByRole('button', { name: o.emptyTree }).click();
	await expect(text(page)).toHaveValue('[]');
	await expect(dialog(page).locator('#tree-check')).toContainText('The list at the root is empty');
	await expect(node(page, '')).toHaveAccessibleName('max, no children yet');

	await test.step('the root gets three children by clicks, the first three by keys', async () => {
		const add = dialog(page).getByRole('button', { name: o.addChild });
		for (let child = 0; child < 3; child++) await add.click();
		await expect(text(page)).toHaveValue('[0,0,0]');
		await node(page, '').click();
		await page.keyboard.press('ArrowDown');
		await expect(node(page, '0')).toBeFocused();
		for (let child = 0; child < 3; child++) await page.keyboard.press('+');
		await expect(text(page)).toHaveValue('[[0,0,0],0,0]');
		await expect(node(page, '0')).toHaveAccessibleName('min, 3 children');
		await expect(dialog(page).getByRole('status').filter({ hasText: 'Child added' })).toHaveText(
			'Child added to n2, which has 3 children.'
		);
	});

	await test.step('values typed on the leaves, the other two min nodes by Insert and by click', async () => {
		for (const value of [3, 12, 8]) {
			await page.keyboard.press('ArrowDown');
			await typeValue(page, value);
		}
		await page.keyboard.press('ArrowDown');
		await expect(node(page, '1')).toBeFocused();
		for (let child = 0; child < 3; child++) await page.keyboard.press('Insert');
		for (const value of [2, 4, 6]) {
			await page.keyboard.press('ArrowDown');
			await typeValue(page, value);
		}
		// The third by clicks: the node, Add child, then each leaf's value field.
		await node(page, '2').click();
		const add = dialog(page).getByRole('button', { name: o.addChild });
		for (let child = 0; child < 3; child++) await add.click();
		const value = dialog(page).getByRole('textbox', { name: o.value });
		for (const [at, leaf] of [14, 5, 2].entries()) {
			await node(page, `2.${at}`).click();
			await value.fill(String(leaf));
			await value.press('Enter');
			await expect(node(page, `2.${at}`)).toBeFocused();
		}
		await expect(text(page)).toHaveValue(FIGURE_5_2);
		await expect(dialog(page).locator('#tree-check')).toHaveText('A tree of 13 nodes.');
	});

	await test.step('three edits undone (button, Ctrl+Z twice) and redone (button, Ctrl+Shift+Z, Ctrl+Y)', async () => {
		await expect(redo(page)).toBeDisabled();
		await undo(page).click();
		await expect(text(page)).toHaveValue('[[3,12,8],[2,4,6],[14,5,0]]');
		await node(page, '2.0').focus();
		await page.keyboard.press('Control+z');
		await page.keyboard.press('Control+z');
		await expect(text(page)).toHaveValue('[[3,12,8],[2,4,6],[0,0,0]]');
		await expect(node(page, '2.0')).toHaveAccessibleName('leaf 0');
		await redo(page).click();
		await expect(text(page)).toHaveValue('[[3,12,8],[2,4,6],[14,0,0]]');
		await node(page, '2').focus();
		await page.keyboard.press('Control+Shift+Z');
		await page.keyboard.press('Control+y');
		await expect(text(page)).toHaveValue(FIGURE_5_2);
		await expect(redo(page)).toBeDisabled();
		await expect(undo(page)).toBeEnabled();
	});

	await test.step('reordered by Alt+arrows and by dragging a handle, each undone', async () => {
		await node(page, '2').focus();
		await page.keyboard.press('Alt+ArrowUp');
		await expect(text(page)).toHaveValue('[[3,12,8],[14,5,2],[2,4,6]]');
		await expect(node(page, '1')).toBeFocused();
		await page.keyboard.press('Control+z');
		await expect(text(page)).toHaveValue(FIGURE_5_2);
		await drag(page, node(page, '0.2').locator('.handle'), node(page, '0.0'));
		await expect(text(page)).toHaveValue('[[8,3,12],[2,4,6],[14,5,2]]');
		await undo(page).click();
		await expect(text(page)).toHaveValue(FIGURE_5_2);
	});

	await test.step('named as the book names it; a name used twice is refused with its places', async () => {
		await node(page, '').focus();
		await page.keyboard.press('n');
		await page.keyboard.type('A');
		await page.keyboard.press('Enter');
		await expect(text(page)).toHaveValue(`{"name":"A","children":${FIGURE_5_2}}`);
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('n');
		await page.keyboard.type('A');
		await page.keyboard.press('Enter');
		await expect(dialog(page).getByRole('alert')).toHaveText(
			'Not changed: The name "A" is given twice, at the root and at n2 (path 0); each node needs a name of its own.'
		);
		// The refused name stays in its own node's field only.
		const name = dialog(page).getByRole('textbox', { name: o.name });
		await expect(name).toHaveValue('A');
		await page.keyboard.press('ArrowDown');
		await expect(node(page, '0.0')).toBeFocused();
		await expect(name).toHaveValue('');
		await undo(page).click();
		await expect(text(page)).toHaveValue(FIGURE_5_2);
	});

	await test.step('typed text becomes the outline; text that does not read leaves it', async () => {
		await text(page).fill('[[1, 2], [3]]');
		await expect(outline(page).getByRole('treeitem')).toHaveCount(6);
		await text(page).fill('[[1, 2], [3');
		await expect(dialog(page).getByText(o.outlineKept)).toBeVisible();
		await expect(outline(page).getByRole('treeitem')).toHaveCount(6);
		await undo(page).click();
		await expect(text(page)).toHaveValue(FIGURE_5_2);
		await expect(outline(page).getByRole('treeitem')).toHaveCount(13);
	});

	await test.step("a node's kind and a chance node's probabilities by the tools; a bad sum refused, the entry kept", async () => {
		await node(page, '0').click();
		const kind = dialog(page).getByRole('combobox', { name: o.kind });
		await expect(kind).toHaveValue('level');
		await kind.selectOption('chance');
		await expect(text(page)).toHaveValue(
			'[{"kind":"chance","children":[3,12,8]},[2,4,6],[14,5,2]]'
		);
		await expect(node(page, '0')).toHaveAccessibleName('chance, 3 children');
		// The children of the root's first child: n5, n6 and n7, as the tree draws them.
		const weight = (at: number) =>
			dialog(page).getByRole('textbox', { name: o.weightOf(o.place(`0.${at}`, 5 + at)) });
		const set = dialog(page).getByRole('button', { name: o.setWeights });
		for (const [at, typed] of ['1/2', '1/4', '1/2'].entries()) await weight(at).fill(typed);
		await set.click();
		await expect(dialog(page).getByRole('alert')).toHaveText(
			'Not changed: The weights of the chance node at n2 (path 0) add up to 1.25, not 1.'
		);
		await expect(text(page)).toHaveValue(
			'[{"kind":"chance","children":[3,12,8]},[2,4,6],[14,5,2]]'
		);
		await expect(weight(2)).toHaveValue('1/2');
		await weight(2).fill('1/4');
		await weight(2).press('Enter');
		await expect(text(page)).toHaveValue(
			'[{"kind":"chance","weights":["1/2","1/4","1/4"],"children":[3,12,8]},[2,4,6],[14,5,2]]'
		);
		await expect(dialog(page).getByRole('alert')).toHaveCount(0);
		await expect(weight(0)).toHaveValue('1/2');
		await expect(dialog(page).locator('#tree-check')).toHaveText('A tree of 13 nodes.');
	});

	await test.step('no accessibility violations, en and zh, at 1280×720 and 390×844, light and dark', async () => {
		await expectNoViolations(page);
		await showLanguage(page, 'zh');
		await expect(
			page.getByRole('tree', { name: MESSAGES.zh.editors.outline.outline })
		).toBeVisible();
		await expectNoViolations(page, 'structure');
		// The phone's layout, and the dark theme's colours.
		await page.setViewportSize({ width: 390, height: 844 });
		await expectNoViolationsInEitherTheme(page);
		await page.setViewportSize({ width: 1280, height: 720 });
		await showLanguage(page, 'en');
	});

	// The kind and the probabilities undone: AIMA's tree again, for minimax.
	await undo(page).click();
	await undo(page).click();
	await expect(text(page)).toHaveValue(FIGURE_5_2);
	await dialog(page).getByRole('button', { name: en.editors.searchTree }).click();
	await expect(page).toHaveURL(/tree=/);
	await expect(counter(page)).toHaveText('Step 0 of 14');
});

/** Drags `handle` onto `target` with the mouse (pointer events, as a finger would). */
async function drag(page: Page, handle: Locator, target: Locator): Promise<void> {
	const from = await handle.boundingBox();
	const to = await target.boundingBox();
	if (!from || !to) throw new Error('Nothing to drag.');
	await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
	await page.mouse.down();
	await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
	await page.mouse.up();
}

test('undo and redo in the board and Connect Four editors, by buttons and keys, not in a text box', async ({
	page
}) => {
	await open(page);
	await editPosition(page, en.page.boardKind);
	const cell = (at: number) => dialog(page).locator(`[data-edit-cell="${at}"]`);
	await expect(undo(page)).toBeDisabled();
	await dialog(page).getByRole('button', { name: 'Clear' }).click();
	await cell(0).click();
	await expect(cell(0)).toHaveAccessibleName('Cell 0: X');
	await page.keyboard.press('Control+z');
	await expect(cell(0)).toHaveAccessibleName('Cell 0: empty');
	await page.keyboard.press('Control+Shift+Z');
	await expect(cell(0)).toHaveAccessibleName('Cell 0: X');
	await undo(page).click();
	await undo(page).click();
	// Clear undone: the article's board again.
	await expect(cell(0)).toHaveAccessibleName('Cell 0: O');
	await expect(undo(page)).toBeDisabled();
	// Undone to the start by the button, the focus stays in the editor (on Redo), where its keys
	// work; redone to the end by keys, it goes back to Undo (issue 46, item 16).
	await expect(redo(page)).toBeFocused();
	await page.keyboard.press('Control+Shift+Z');
	await page.keyboard.press('Control+y');
	await expect(cell(0)).toHaveAccessibleName('Cell 0: X');
	await expect(redo(page)).toBeDisabled();
	await expect(undo(page)).toBeFocused();

	await dialog(page).getByRole('button', { name: en.page.connect4Kind }).click();
	const moves = dialog(page).getByRole('textbox', { name: en.editors.moveString });
	const column = (number: number) =>
		dialog(page).getByRole('button', { name: `Drop in column ${number}` });
	await expect(undo(page)).toBeDisabled();
	await column(4).click();
	await column(5).click();
	await expect(moves).toHaveValue('45');
	await undo(page).click();
	await expect(moves).toHaveValue('4');
	await column(4).focus();
	await page.keyboard.press('Control+z');
	await expect(moves).toHaveValue('');
	await page.keyboard.press('Control+y');
	await redo(page).click();
	await expect(moves).toHaveValue('45');
	await expect(redo(page)).toBeDisabled();
	// In the text box, Ctrl+Z is the box's own (it has nothing typed to take back): the board stays.
	await moves.focus();
	await page.keyboard.press('Control+z');
	await expect(moves).toHaveValue('45');
	// Clear, then undo: the board comes back.
	await dialog(page).getByRole('button', { name: 'Clear', exact: true }).click();
	await expect(moves).toHaveValue('');
	await undo(page).click();
	await expect(moves).toHaveValue('45');
});
