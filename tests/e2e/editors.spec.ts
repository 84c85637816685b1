import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { FULL_GAME_ALPHABETA_CALLS, FULL_GAME_MINIMAX_CALLS } from '../articles';
import { activeNode, counter, expect, grouped, open, openLink, test } from './fixtures';
import { TRACE_FILE_ERRORS } from '$lib/messages/trace-file';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Your own position' });
const cell = (page: Page, at: number) => dialog(page).locator(`[data-edit-cell="${at}"]`);
const boardCheck = (page: Page) => dialog(page).getByRole('status');

test('every impossible board says why, and a finished game is a one-call search; a board edited by clicks and by keys is checked, searched and stepped; the tree editor reports each mistake as it is typed, and the generator repeats by seed', async ({
	page
}) => {
	await test.step('every impossible board says why, and a finished game is a one-call search', async () => {
		await open(page);
		await page.getByRole('button', { name: 'Edit…' }).click();
		const search = dialog(page).getByRole('button', { name: 'Search this board' });
		// Every setting in sight at 1280×720: the row of four wraps rather than scrolling the dialog
		// sideways ('Estimate at the depth limit' sat past its right edge).
		await expect(
			dialog(page).getByRole('combobox', { name: 'Estimate at the depth limit' })
		).toBeVisible();
		expect(await dialog(page).evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
		// On a phone too: each list under its name, as narrow as the screen (the presets and the
		// lists ran past the dialog's edge).
		await page.setViewportSize({ width: 390, height: 844 });
		expect(await dialog(page).evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
		await page.setViewportSize({ width: 1280, height: 720 });
		const setBoard = async (cells: string) => {
			await dialog(page).getByRole('button', { name: 'Clear' }).click();
			for (const [at, mark] of [...cells].entries()) {
				if (mark === '.') continue;
				await cell(page, at).focus();
				await page.keyboard.press(mark.toLowerCase());
			}
		};
		await setBoard('XXXX.....');
		await expect(boardCheck(page)).toContainText('X has 4 marks and O has 0');
		await expect(search).toBeDisabled();
		await setBoard('XXXOOO...');
		await expect(boardCheck(page)).toContainText('Both X and O have three in a row');
		await setBoard('XX.O.....');
		await dialog(page).getByRole('combobox', { name: 'To move' }).selectOption('X');
		await expect(boardCheck(page)).toContainText('so O is to move, not X');
		await dialog(page).getByRole('combobox', { name: 'To move' }).selectOption('auto');
		await setBoard('XXXOO....');
		await expect(boardCheck(page)).toContainText('Minimax makes 1 call here');
		await expect(search).toBeEnabled();
		await search.click();
		await expect(counter(page)).toHaveText('Step 0 of 1');
	});

	await test.step('a board edited by clicks and by keys is checked, searched and stepped', async () => {
		await page.getByRole('button', { name: 'Edit…' }).click();
		await expect(dialog(page)).toBeVisible();
		await dialog(page).getByRole('button', { name: 'Clear' }).click();
		await expect(boardCheck(page)).toContainText(
			`Minimax makes ${grouped(FULL_GAME_MINIMAX_CALLS)} calls here, alpha-beta ${grouped(FULL_GAME_ALPHABETA_CALLS)}`
		);
		await expect(boardCheck(page)).toContainText('try alpha-beta, or compare the searches');
		// Clicks cycle empty → X → O.
		await cell(page, 0).click();
		await cell(page, 4).click();
		await cell(page, 4).click();
		await expect(cell(page, 4)).toHaveAccessibleName('Cell 4: O');
		// Keys set a cell directly.
		await cell(page, 8).focus();
		await page.keyboard.press('x');
		await expect(cell(page, 8)).toHaveAccessibleName('Cell 8: X');
		await cell(page, 2).focus();
		await page.keyboard.press('o');
		await page.keyboard.press('Delete');
		await expect(cell(page, 2)).toHaveAccessibleName('Cell 2: empty');
		// X . . / . O . / . . X, O to move: a small search, counted before it runs.
		await expect(boardCheck(page)).toContainText('Minimax makes');
		const calls = Number(
			((await boardCheck(page).textContent()) ?? '')
				.match(/Minimax makes ([\d,]+)/)?.[1]
				?.replace(/,/g, '')
		);
		await dialog(page).getByRole('button', { name: 'Search this board' }).click();
		await expect(dialog(page)).toBeHidden();
		await expect(counter(page)).toHaveText(`Step 0 of ${(calls + 1).toLocaleString('en-US')}`);
		await expect(page).toHaveURL(/board=X\.\.\.O\.\.\.X/);
		await page.keyboard.press('ArrowRight');
		await expect(activeNode(page)).toHaveAttribute('data-call', '1');
		await expect(
			page.getByRole('img', { name: 'Board X . . / . O . / . . X, O to move' })
		).toBeVisible();
	});

	await test.step('the tree editor reports each mistake as it is typed; the generator repeats by seed', async () => {
		// The dialog keeps its top as its editor changes: the kind buttons never move under a click.
		await page.getByRole('button', { name: 'Edit…' }).click();
		await expect(dialog(page).getByRole('group', { name: 'Edits' })).toBeVisible();
		const kinds = dialog(page).getByRole('group', { name: 'Kind of position' });
		const top = (await kinds.boundingBox())?.y;
		await kinds.getByRole('button', { name: 'Game tree' }).click();
		const text = dialog(page).getByRole('textbox', { name: 'Nested array (leaves are numbers)' });
		await expect(text).toBeVisible();
		expect(top).toBeGreaterThan(0);
		expect((await kinds.boundingBox())?.y).toBe(top);
		const check = dialog(page).locator('#tree-check');
		await text.fill('[[1, 2], [3');
		await expect(check).toContainText('The tree is not a valid nested array');
		await text.fill('[[1, "x"], [3]]');
		await expect(check).toContainText('The leaf at n5 (path 0.1) is');
		await text.fill('[[1, NaN]]');
		await expect(check).toContainText('not a valid nested array');
		await text.fill('[[1, Infinity]]');
		await expect(check).toContainText('not a valid nested array');
		await text.fill('[[1, 1e999]]');
		await expect(check).toContainText('leaves must be finite numbers');
		await text.fill('[[1, 2], []]');
		await expect(check).toContainText('path 1');
		await expect(dialog(page).getByRole('button', { name: 'Search this tree' })).toBeDisabled();
		// Too big for the page: the message names the limit.
		await dialog(page).getByRole('spinbutton', { name: 'Depth' }).fill('12');
		await dialog(page).getByRole('spinbutton', { name: 'Fewest children per node' }).fill('10');
		await dialog(page).getByRole('spinbutton', { name: 'Most children per node' }).fill('10');
		await dialog(page).getByRole('button', { name: 'Generate' }).click();
		await expect(dialog(page).getByRole('alert')).toContainText('100,000');
		// The same seed gives the same tree.
		await dialog(page).getByRole('spinbutton', { name: 'Depth' }).fill('3');
		await dialog(page).getByRole('spinbutton', { name: 'Fewest children per node' }).fill('2');
		await dialog(page).getByRole('spinbutton', { name: 'Most children per node' }).fill('3');
		await dialog(page).getByRole('spinbutton', { name: 'Seed' }).fill('7');
		await dialog(page).getByRole('button', { name: 'Generate' }).click();
		const first = await text.inputValue();
		await dialog(page).getByRole('spinbutton', { name: 'Seed' }).fill('8');
		await dialog(page).getByRole('button', { name: 'Generate' }).click();
		await expect(text).not.toHaveValue(first);
		await dialog(page).getByRole('spinbutton', { name: 'Seed' }).fill('7');
		await dialog(page).getByRole('button', { name: 'Generate' }).click();
		await expect(text).toHaveValue(first);
		await expect(check).toContainText('A tree of');
		await dialog(page).getByRole('button', { name: 'Search this tree' }).click();
		// A drawn tree goes into the link as its recipe.
		await expect(page).toHaveURL(/seed=7&branching=2-3&depth=3&min=0&max=20/);
		await expect(page.locator('[data-call]').first()).toBeVisible();
	});
});

test('a copied link reopens the same step; the drawing, the figure for paper and the trace save; the trace file plays back; a bad file is refused', async ({
	page,
	context
}, info) => {
	await test.step('a copied link reopens the same step', async () => {
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		await openLink(page, '/?algo=alphabeta&by=event');
		for (let step = 0; step < 7; step++) await page.keyboard.press('ArrowRight');
		await expect(counter(page)).toHaveText('Step 7 of 30');
		await page.getByText('Share').click();
		await page.getByRole('button', { name: 'Copy link to this step' }).click();
		await expect(page.getByRole('status').filter({ hasText: 'copied' })).toBeVisible();
		const link = await page.evaluate(() => navigator.clipboard.readText());
		expect(link).toMatch(/step=7/);
		const other = await context.newPage();
		await open(other, link.replace(/^https?:\/\/[^/]+/, ''));
		await expect(counter(other)).toHaveText('Step 7 of 30');
		await expect(other.getByRole('combobox', { name: 'Search' })).toHaveValue('alphabeta');
	});

	// The same search, seven events in: what is saved is the whole search, whatever the step.
	await test.step('the drawing, the figure for paper and the trace save; the trace file plays back; a bad file is refused', async () => {
		const save = async (name: string) => {
			await page.getByText('Share').click();
			const [file] = await Promise.all([
				page.waitForEvent('download'),
				page.getByRole('button', { name }).click()
			]);
			const path = info.outputPath(file.suggestedFilename());
			await file.saveAs(path);
			return { path, name: file.suggestedFilename(), bytes: await readFile(path) };
		};
		const svg = await save('Save tree as SVG');
		expect(svg.name).toBe('minimax-lab-tree.svg');
		expect(svg.bytes.toString()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
		expect(svg.bytes.toString()).toContain('FC1');
		// The figure for paper: this step only (FC8 is still ahead), FC numbers, boxes for answers.
		await page.getByText('Share').click();
		await page.getByRole('checkbox', { name: 'Answer boxes for values and windows' }).check();
		await page.getByRole('combobox', { name: 'Node labels' }).selectOption('calls');
		await page.getByText('Share').click();
		const tex = await save('Save figure as LaTeX (TikZ)');
		expect(tex.name).toBe('minimax-lab-figure.tex');
		expect(tex.bytes.toString()).toMatch(/^%[^\n]*\n(%[^\n]*\n)*\\documentclass/);
		expect(tex.bytes.toString()).toContain('{FC1}');
		expect(tex.bytes.toString()).toContain('\\draw[answer box]');
		expect(tex.bytes.toString()).not.toContain('{FC8}');
		const figure = await save('Save figure as SVG');
		expect(figure.name).toBe('minimax-lab-figure.svg');
		expect(figure.bytes.toString()).toMatch(
			/<svg xmlns="http:\/\/www.w3.org\/2000\/svg" version="1.1"/
		);
		expect(figure.bytes.toString()).toContain('>FC1</text>');
		const png = await save('Save tree as PNG');
		expect([...png.bytes.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe(
			'PNG'
		);
		expect(png.bytes.length).toBeGreaterThan(5000);
		const json = await save('Save trace as JSON');
		const saved = JSON.parse(json.bytes.toString()) as { calls: number; algorithm: string };
		expect(saved).toMatchObject({ calls: 8, algorithm: 'alphabeta' });

		// Play it back from the minimax page: the trace's own search comes back.
		await open(page, '/');
		await expect(counter(page)).toHaveText('Step 0 of 10');
		await page.getByText('Share').click();
		await page.getByLabel('Open a trace (JSON)…').setInputFiles(json.path);
		await expect(page.getByRole('status').filter({ hasText: 'Opened' })).toContainText('8 calls');
		await expect(counter(page)).toHaveText('Step 0 of 9');
		await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('alphabeta');

		// A file that is not a trace is refused, and the tree shown stays.
		await page.getByText('Share').click();
		await page.getByLabel('Open a trace (JSON)…').setInputFiles({
			name: 'notes.json',
			mimeType: 'application/json',
			buffer: Buffer.from('{"algorithm": "minimax", "calls": 3}')
		});
		await expect(page.getByRole('alert')).toContainText('notes.json');
		// In its sentence, which the page loads with the first file it refuses.
		await expect(page.getByRole('alert')).toContainText(TRACE_FILE_ERRORS.en.fileNoFormat());
		await expect(page.getByRole('alert')).toContainText('The tree shown is unchanged');
		await expect(counter(page)).toHaveText('Step 0 of 9');
	});
});
