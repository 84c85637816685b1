import { activeNode, counter, expect, narration, open, test } from './fixtures';

test('the full game opens in a worker, steps, jumps to FC 500000 and back', async ({ page }) => {
	await open(page);
	await page.getByRole('combobox', { name: 'Example' }).selectOption('empty');
	await expect(counter(page)).toHaveText('Step 0 of 549,947', { timeout: 15_000 });
	await expect(page.locator('.summary')).toContainText('549,946 calls');
	await page.keyboard.press('ArrowRight');
	await expect(activeNode(page)).toHaveAttribute('data-call', '1');
	// The root's other moves show folded, with the calls under them: a corner opening leads to
	// 59,704 calls below it, an edge to 63,904, the centre to 55,504 (minimax's own counts).
	await page.keyboard.press('ArrowRight');
	await expect(activeNode(page)).toHaveAttribute('data-call', '2');
	await expect(page.locator('[data-call="59707"]')).toHaveAttribute('data-folded', '63904');
	await expect(page.locator('[data-call="123612"]')).toHaveAttribute('data-folded', '59704');
	await expect(page.locator('[data-call="3"]')).toHaveAttribute('data-folded', '8231');
	// Fewer than a hundred calls are in the window, whatever the trace's size.
	expect(await page.locator('[data-call]').count()).toBeLessThan(100);

	const goTo = page.getByRole('textbox', { name: 'Go to FC' });
	await goTo.fill('500000');
	await goTo.press('Enter');
	await expect(counter(page)).toHaveText('Step 500,000 of 549,947');
	await expect(activeNode(page)).toHaveAttribute('data-call', '500000');
	await expect(narration(page)).toContainText('FC500000 starts at depth 7');
	await expect(page.getByRole('region', { name: 'Call stack' })).toContainText('FC500000');
	await page.keyboard.press('ArrowRight');
	await expect(activeNode(page)).toHaveAttribute('data-call', '500001');
	await page.keyboard.press('ArrowLeft');
	await page.keyboard.press('ArrowLeft');
	await expect(activeNode(page)).toHaveAttribute('data-call', '499999');
	await goTo.fill('2');
	await goTo.press('Enter');
	await expect(counter(page)).toHaveText('Step 2 of 549,947');
	await expect(activeNode(page)).toHaveAttribute('data-call', '2');

	// A folded call opens from its badge and folds again.
	// The badge may sit just outside the panel at this zoom, so it is worked from the keyboard.
	await page.getByRole('button', { name: 'Open FC3: 8,231 calls folded' }).focus();
	await page.keyboard.press('Enter');
	await expect(page.locator('[data-call="3"]')).not.toHaveAttribute('data-folded');
	const fold = page.getByRole('button', { name: "Fold FC3's subtree" });
	await expect(fold).toHaveAttribute('aria-expanded', 'true');
	await fold.focus();
	await page.keyboard.press('Enter');
	await expect(page.locator('[data-call="3"]')).toHaveAttribute('data-folded', '8231');
	await expect(page).toHaveURL(/board=\.{9}/);
});

test('a running search can be cancelled, and the tree shown stays', async ({ page }) => {
	await open(page);
	await page.keyboard.press('ArrowRight');
	await expect(counter(page)).toHaveText('Step 1 of 10');
	// The full game records in about a third of a second, so the cancel is pressed from the page
	// itself, a few frames after the search starts, where a test's round trips would be too slow.
	const pressedWhileRunning = await page.evaluate(async () => {
		const select = document.querySelector<HTMLSelectElement>('select');
		if (!select) return false;
		select.value = 'empty';
		select.dispatchEvent(new Event('change', { bubbles: true }));
		await new Promise((resolve) => setTimeout(resolve, 30));
		const cancel = [...document.querySelectorAll('button')].find(
			(button) => button.textContent === 'Cancel search'
		);
		const status = document.querySelector('.progress')?.textContent ?? '';
		cancel?.click();
		return cancel !== undefined && status.includes('of 549,946 calls');
	});
	expect(pressedWhileRunning).toBe(true);
	await expect(page.getByRole('button', { name: 'Cancel search' })).toHaveCount(0);
	await expect(page.getByRole('alert')).toContainText('The search was cancelled');
	await expect(counter(page)).toHaveText('Step 1 of 10');
	await expect(page.locator('[data-call]')).toHaveCount(9);
	// Choosing another position while a search runs cancels it too.
	await page.evaluate(async () => {
		const select = document.querySelector<HTMLSelectElement>('select');
		if (!select) return;
		select.value = 'empty';
		select.dispatchEvent(new Event('change', { bubbles: true }));
		await new Promise((resolve) => setTimeout(resolve, 30));
		select.value = 'tree';
		select.dispatchEvent(new Event('change', { bubbles: true }));
	});
	await expect(page.locator('[data-call]')).toHaveCount(17);
	await page.waitForTimeout(1000);
	await expect(page.locator('[data-call]')).toHaveCount(17);
	await expect(page.getByRole('combobox', { name: 'Example' })).toHaveValue('tree');
});

test('a link to the full game at a late step opens there', async ({ page }) => {
	await open(page, '/?board=.........&by=event&step=2000000');
	await expect(counter(page)).toHaveText('Step 2,000,000 of 2,199,782', { timeout: 15_000 });
	await expect(activeNode(page)).toHaveCount(1);
});
