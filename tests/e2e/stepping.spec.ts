import type { Page } from '@playwright/test';
import { counter, activeNode, expect, narration, open, test } from './fixtures';

// The article's figure 3, from the board O.XX.X.OO (X to move, X the AI): each FC's depth, and
// the score of the calls that find the game over.
const ARTICLE_CALLS = [
	{ call: 1, depth: 0 },
	{ call: 2, depth: 1 },
	{ call: 3, depth: 2, score: -10 },
	{ call: 4, depth: 2, score: -10 },
	{ call: 5, depth: 1, score: 10 },
	{ call: 6, depth: 1 },
	{ call: 7, depth: 2 },
	{ call: 8, depth: 3, score: 10 },
	{ call: 9, depth: 2, score: -10 }
];

/**
 * What the page shows at a step, read in one evaluation: counter, narration, code line, call
 * stack, every node, the active nodes' call, depth and score, and how many calls are pending.
 */
const picture = (page: Page) =>
	page.evaluate(() => ({
		counter: document.querySelector('.counter .now')?.textContent,
		narration: document.querySelector('.narration .text')?.textContent,
		code: document.querySelector('.line.current')?.getAttribute('data-line') ?? null,
		stack: [...document.querySelectorAll('[data-frame]')].map((frame) => frame.textContent),
		nodes: [...document.querySelectorAll('[data-call]')].map((node) =>
			['data-call', 'data-state', 'data-score'].map((name) => node.getAttribute(name)).join(':')
		),
		active: [...document.querySelectorAll('[data-call][data-state="active"]')].map((node) => ({
			call: node.getAttribute('data-call'),
			depth: node.getAttribute('data-depth'),
			score: node.getAttribute('data-score')
		})),
		pending: document.querySelectorAll('[data-call][data-state="pending"]').length
	}));

test("opens on the article's board at step 0, with every control named; stepping by call visits FC1 to FC9 with the depths and scores of the article; stepping back restores every earlier step exactly; the address keeps the step without piling up history, and a shared link opens on it", async ({
	page
}) => {
	await open(page);
	const historyAtLoad = await page.evaluate(() => history.length);
	const next = page.getByRole('button', { name: 'Next step', exact: true });
	const forward = [await picture(page)];

	await test.step("opens on the article's board at step 0, with every control named", async () => {
		await expect(page).toHaveTitle(/Minimax Lab/);
		await expect(
			page.getByRole('img', { name: 'Board O . X / X . X / . O O, X to move' })
		).toBeVisible();
		await expect(counter(page)).toHaveText('Step 0 of 10');
		for (const name of ['First step', 'Previous step', 'Play', 'Next step', 'Last step'])
			await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
		await expect(page.getByRole('slider', { name: 'Step' })).toHaveValue('0');
		await expect(page.locator('[data-call]')).toHaveCount(9);
		await expect(page.locator('[data-call][data-state="pending"]')).toHaveCount(9);
	});

	await test.step('stepping by call visits FC1 to FC9 with the depths and scores of the article', async () => {
		for (const { call, depth, score } of ARTICLE_CALLS) {
			await next.click();
			await expect(counter(page)).toHaveText(`Step ${call} of 10`);
			// The step as it shows with its counter: one active call, of the article's depth and score.
			const shot = await picture(page);
			expect(shot.active, `step ${call}`).toEqual([
				{
					call: String(call),
					depth: String(depth),
					score: score === undefined ? null : String(score)
				}
			]);
			// Calls not started yet stay pending; the ones before are open or returned.
			expect(shot.pending, `step ${call}`).toBe(9 - call);
			forward.push(shot);
		}

		await next.click();
		await expect(counter(page)).toHaveText('Step 10 of 10');
		forward.push(await picture(page));
		await expect(page.locator('[data-call]')).toHaveCount(9);
		await expect(page.locator('[data-call][data-state="returned"]')).toHaveCount(8);
		const root = page.locator('[data-call="1"]');
		await expect(root).toHaveAttribute('data-score', '10');
		await expect(root.locator('.score text')).toHaveText('+10');
		const scores = await page
			.locator('[data-call]')
			.evaluateAll((nodes) =>
				nodes.map((node) => [node.getAttribute('data-call'), node.getAttribute('data-score')])
			);
		expect(Object.fromEntries(scores)).toEqual({
			1: '10',
			2: '-10',
			3: '-10',
			4: '-10',
			5: '10',
			6: '-10',
			7: '10',
			8: '10',
			9: '-10'
		});
		// The choice: cell 4, on the large board and on the tree (the root's line to FC5).
		await expect(page.locator('.board [data-cell="4"]')).toHaveText('X');
		await expect(page.getByText('X plays cell 4 (+10)')).toBeVisible();
		const chosen = await page
			.locator('[data-call].chosen')
			.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-call')));
		expect(chosen).toEqual(['1', '5']);
		await expect(narration(page)).toContainText('X plays cell 4, score +10');
		await expect(next).toBeDisabled();
	});

	await test.step('stepping back from the end restores every earlier step exactly', async () => {
		for (let step = 9; step >= 0; step--) {
			await page.getByRole('button', { name: 'Previous step', exact: true }).click();
			await expect(counter(page)).toHaveText(`Step ${step} of 10`);
			expect(await picture(page)).toEqual(forward[step]);
		}
		// Steps differ from each other, so the comparison above means something.
		expect(new Set(forward.map((shot) => JSON.stringify(shot))).size).toBe(11);
	});

	await test.step('the address keeps the step without piling up history, and a shared link opens on it', async () => {
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		await expect(page).toHaveURL(/\?step=2$/);
		await page.keyboard.press('ArrowRight');
		await expect(page).toHaveURL(/\?step=3$/);
		// Twenty-three steps taken since the page opened, and not one history entry.
		expect(await page.evaluate(() => history.length)).toBe(historyAtLoad);

		const shared = page.url();
		await open(page, shared.replace(/^https?:\/\/[^/]+/, ''));
		await expect(counter(page)).toHaveText('Step 3 of 10');
		await expect(activeNode(page)).toHaveAttribute('data-call', '3');
	});
});

test('the keyboard steps, jumps and plays', async ({ page }) => {
	// Play ticks on the page's clock, which the test can move on to show that a pause holds.
	await page.clock.install();
	await open(page);
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await expect(counter(page)).toHaveText('Step 3 of 10');
	await page.keyboard.press('ArrowLeft');
	await expect(counter(page)).toHaveText('Step 2 of 10');
	await page.keyboard.press('End');
	await expect(counter(page)).toHaveText('Step 10 of 10');
	await page.keyboard.press('Home');
	await expect(counter(page)).toHaveText('Step 0 of 10');
	await page.keyboard.press(' ');
	await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
	await expect(counter(page)).toHaveText('Step 1 of 10', { timeout: 3000 });
	await page.keyboard.press(' ');
	await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
	const paused = await counter(page).textContent();
	// Five seconds on: five ticks at the default speed, one step each, had play gone on.
	await page.clock.runFor(5000);
	await expect(counter(page)).toHaveText(paused ?? '');
});

test('play runs to the end at the chosen speed and stops there', async ({ page }) => {
	await open(page);
	await page.getByRole('combobox', { name: /Playback speed/ }).selectOption('32');
	await page.getByRole('button', { name: 'Play', exact: true }).click();
	await expect(counter(page)).toHaveText('Step 10 of 10');
	await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();

	// Narrower than 1100 px the narration lies under the tree, its box as tall as the trace's
	// tallest text, so no step moves what lies below it (900×700: 198 → 245 px at steps 5 and 9).
	await page.setViewportSize({ width: 900, height: 700 });
	const box = page.locator('main > .narration');
	await page.keyboard.press('Home');
	await expect(counter(page)).toHaveText('Step 0 of 10');
	await expect.poll(() => box.evaluate((said: HTMLElement) => said.style.height)).not.toBe('');
	const height = await box.evaluate((said) => said.getBoundingClientRect().height);
	let tallest = 0;
	for (let step = 0; step <= 10; step++) {
		if (step > 0) await page.keyboard.press('ArrowRight');
		await expect(counter(page)).toHaveText(`Step ${step} of 10`);
		const now = await box.evaluate((said) => {
			const top = said.getBoundingClientRect().top;
			const parts = [...said.querySelectorAll('.text, .note.shown')];
			return {
				height: said.getBoundingClientRect().height,
				hidden: said.scrollHeight - said.clientHeight,
				used: Math.max(...parts.map((part) => part.getBoundingClientRect().bottom - top))
			};
		});
		expect({ ...now, used: 0 }, `900×700, step ${step}`).toEqual({ height, hidden: 0, used: 0 });
		tallest = Math.max(tallest, now.used);
	}
	// As tall as the tallest step's text, no taller: no band left empty under it.
	expect(height).toBeLessThanOrEqual(tallest + 20);
});

test('the narration names the right winner where the article slips; the panels follow the step; stepping by event shows every try, enter, return and receive, and maps back to calls', async ({
	page
}) => {
	await open(page, '/?step=5');
	/** Moves to `step` by call with the arrow keys, as a reader steps. */
	const stepTo = async (step: number) => {
		const [, now] = (await counter(page).textContent())?.match(/Step (\d+)/) ?? [];
		const key = step > Number(now) ? 'ArrowRight' : 'ArrowLeft';
		for (let moves = Math.abs(step - Number(now)); moves > 0; moves--)
			await page.keyboard.press(key);
		await expect(counter(page)).toHaveText(`Step ${step} of 10`);
	};

	await test.step('the narration names the right winner where the article slips', async () => {
		await expect(counter(page)).toHaveText('Step 5 of 10');
		await expect(activeNode(page)).toHaveAttribute('data-call', '5');
		await expect(narration(page)).toContainText('X wins, so FC5 returns +10');
		await expect(page.getByRole('note')).toContainText(
			"article's text calls FC5 a win for the human"
		);
		await stepTo(9);
		await expect(narration(page)).toContainText('O wins, so FC9 returns −10');
		await expect(page.getByRole('note')).toContainText("article's text calls FC9 a win for the AI");
	});

	await test.step('the panels follow the step: large board, call stack and code line', async () => {
		await expect(
			page.getByRole('img', { name: 'Board O . X / X O X / X O O, X to move' })
		).toBeVisible();
		await expect(page.locator('[data-frame]')).toHaveText([
			/FC1.*trying cell 6.*cell 1 → −10.*cell 4 → \+10/,
			/FC6.*trying cell 4.*cell 1 → \+10/,
			/FC9.*game over/
		]);
		await expect(page.locator('.line.current')).toHaveText(/return \{ score: -10 \}/);
		await stepTo(6);
		await expect(page.getByRole('note')).toHaveCount(0);
		await stepTo(1);
		await expect(page.locator('[data-frame]')).toHaveText([/FC1.*to try: 1, 4, 6/]);
		await expect(page.locator('.line.current')).toHaveText(/emptyCells/);
	});

	await test.step('stepping by event shows every try, enter, return and receive, and maps back to calls', async () => {
		await stepTo(5);
		await page.getByRole('button', { name: 'By event' }).click();
		await expect(page.getByRole('button', { name: 'By event' })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await expect(counter(page)).toHaveText(/Step \d+ of 34/);
		await expect(page).toHaveURL(/by=event/);
		// FC5's return is event 4·4 - 2·1 + 1 = 15, so step 16 by event.
		await expect(counter(page)).toHaveText('Step 16 of 34');
		await page.keyboard.press('ArrowRight');
		await expect(page.locator('.counter small')).toHaveText('FC1 receives FC5');
		await expect(activeNode(page)).toHaveAttribute('data-call', '1');
		await page.keyboard.press('ArrowRight');
		await expect(page.locator('.counter small')).toHaveText('FC1 tries FC6');
		await expect(page.locator('.line.current')).toHaveText(/minimax\(child, next\)/);
		await page.getByRole('button', { name: 'By call' }).click();
		await expect(counter(page)).toHaveText('Step 5 of 10');
	});
});

test('a broken link gets a clear message and the article board', async ({ page }) => {
	await open(page, '/?board=XXXX.....&step=abc');
	await expect(page.getByRole('alert')).toContainText('step="abc" is not a whole number');
	await expect(page.getByRole('alert')).toContainText("Showing the article's board instead");
	await expect(counter(page)).toHaveText('Step 0 of 10');
	await open(page, '/?step=99');
	await expect(page.getByRole('alert')).toContainText('Step 99 is past the end');
	await expect(counter(page)).toHaveText('Step 10 of 10');
	await open(page, '/?tree=%5B%5B1%2C2%5D%2C&algo=alphabeta');
	await expect(page.getByRole('alert')).toContainText('The tree is not a valid nested array');
	await expect(page.getByRole('alert')).toContainText("Showing the article's board instead");
	await expect(counter(page)).toHaveText('Step 0 of 10');
});

test('a 7,332-call search draws only the nodes in view, at every step', async ({ page }) => {
	await open(page, '/?board=X...O....&by=event');
	await expect(page.locator('.summary')).toContainText('7,332 calls');
	await expect(counter(page)).toHaveText('Step 0 of 29,326');
	const drawn = () => page.locator('[data-call]').count();
	expect(await drawn()).toBeLessThan(300);
	for (const step of [1, 5000, 14663, 29326]) {
		await page.getByRole('slider', { name: 'Step' }).fill(String(step));
		await expect(counter(page)).toHaveText(`Step ${step.toLocaleString('en-US')} of 29,326`);
		expect(await drawn()).toBeGreaterThan(0);
		expect(await drawn()).toBeLessThan(300);
	}
	// The running call is drawn (the camera follows it) and highlighted.
	await page.getByRole('slider', { name: 'Step' }).fill('5000');
	await expect(activeNode(page)).toHaveCount(1);
});
