import type { Page } from '@playwright/test';
import { FULL_GAME_MINIMAX_CALLS } from '../articles';
import { activeNode, counter, expect, grouped, narration, open, settled, test } from './fixtures';
import { labelOverlaps, labelsUnder14 } from './label-boxes';

/** The full game's minimax calls, and its last step by call (one per call, then the answer). */
const CALLS = grouped(FULL_GAME_MINIMAX_CALLS);
const LAST_STEP = grouped(FULL_GAME_MINIMAX_CALLS + 1);
/** Its last step by event: try, enter, return and receive for each call, the root only 2. */
const LAST_EVENT_STEP = grouped(4 * FULL_GAME_MINIMAX_CALLS - 2);

/**
 * In the page: chooses the full game from the Example menu and, in the first frame that shows
 * its search running, presses Cancel or chooses article 004's tree. The search records in about a
 * third of a second, too short for a test's round trips. Resolves with whether a frame showed the
 * search running; false when the full game opened first.
 */
function chooseFullGameThen({ then, calls }: { then: 'cancel' | 'tree'; calls: string }) {
	const select = document.querySelector<HTMLSelectElement>('select');
	if (!select) return Promise.resolve(false);
	const choose = (value: string) => {
		select.value = value;
		select.dispatchEvent(new Event('change', { bubbles: true }));
	};
	choose('empty');
	return new Promise<boolean>((resolve) => {
		const frame = () => {
			const cancel = [...document.querySelectorAll('button')].find(
				(button) => button.textContent === 'Cancel search'
			);
			const status = document.querySelector('.progress')?.textContent ?? '';
			if (cancel && status.includes(`of ${calls} calls`)) {
				if (then === 'cancel') cancel.click();
				else choose('tree');
				resolve(true);
			} else if (!document.querySelector('.counter .now')?.textContent?.endsWith(' of 10'))
				resolve(false);
			else requestAnimationFrame(frame);
		};
		frame();
	});
}

/**
 * Keeps count, in the page, of the Web Workers made and of those not terminated yet: a search's
 * result can only reach the page from a worker still alive.
 */
async function countWorkers(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const count = { made: 0, alive: 0 };
		Object.assign(window, { workerCount: count });
		window.Worker = class extends Worker {
			constructor(...args: ConstructorParameters<typeof Worker>) {
				super(...args);
				count.made++;
				count.alive++;
			}
			override terminate(): void {
				count.alive--;
				super.terminate();
			}
		};
	});
}

/** The counts `countWorkers` keeps. */
const workerCount = (page: Page) =>
	page.evaluate(
		() => (window as unknown as { workerCount: { made: number; alive: number } }).workerCount
	);

test('a running search can be cancelled, and the tree shown stays; the full game opens in a worker, steps, jumps to FC 500000 and back', async ({
	page
}) => {
	// Two tests' worth of work, the full game's search among it: two tests' time.
	test.setTimeout(120_000);
	await test.step('a running search can be cancelled, and the tree shown stays', async () => {
		await countWorkers(page);
		await open(page);
		await page.keyboard.press('ArrowRight');
		await expect(counter(page)).toHaveText('Step 1 of 10');
		const pressedWhileRunning = await page.evaluate(chooseFullGameThen, {
			then: 'cancel',
			calls: CALLS
		} as const);
		expect(pressedWhileRunning).toBe(true);
		await expect(page.getByRole('button', { name: 'Cancel search' })).toHaveCount(0);
		await expect(page.getByRole('alert')).toContainText('The search was cancelled');
		// Once no worker is alive, nothing the search found can replace the tree.
		await expect.poll(() => workerCount(page)).toEqual({ made: 1, alive: 0 });
		await expect(counter(page)).toHaveText('Step 1 of 10');
		await expect(page.locator('[data-call]')).toHaveCount(9);
		// Choosing another position while a search runs cancels it too.
		const switched = await page.evaluate(chooseFullGameThen, {
			then: 'tree',
			calls: CALLS
		} as const);
		expect(switched).toBe(true);
		await expect(page.locator('[data-call]')).toHaveCount(17);
		await expect.poll(() => workerCount(page)).toEqual({ made: 2, alive: 0 });
		await expect(page.locator('[data-call]')).toHaveCount(17);
		await expect(page.getByRole('combobox', { name: 'Example' })).toHaveValue('tree');
	});

	await test.step('the full game opens in a worker, steps, jumps to FC 500000 and back', async () => {
		await page.getByRole('combobox', { name: 'Example' }).selectOption('empty');
		await expect(counter(page)).toHaveText(`Step 0 of ${LAST_STEP}`, { timeout: 15_000 });
		await expect(page.locator('.summary')).toContainText(`${CALLS} calls`);
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
		await expect(counter(page)).toHaveText(`Step 500,000 of ${LAST_STEP}`);
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
		await expect(counter(page)).toHaveText(`Step 2 of ${LAST_STEP}`);
		await expect(activeNode(page)).toHaveAttribute('data-call', '2');

		// A folded call opens from its badge and folds again.
		// The badge may sit just outside the panel at this zoom, so it is worked from the keyboard.
		// Its name begins with what it shows (+8,231 calls folded below it).
		await page
			.getByRole('button', { name: /^\+8,231 calls\b.*: open FC3's folded subtree$/ })
			.focus();
		await page.keyboard.press('Enter');
		await expect(page.locator('[data-call="3"]')).not.toHaveAttribute('data-folded');
		const fold = page.getByRole('button', { name: "Fold FC3's subtree" });
		await expect(fold).toHaveAttribute('aria-expanded', 'true');
		// Presenting lays the window out again, on and off: FC3 stays open (issue 43). Presenting
		// frames FC1 with FC2 and FC3's row lies past the pane's foot, not drawn: it is read back
		// when presenting ends.
		for (const presenting of [true, false]) {
			await page.keyboard.press('p');
			await expect(page.locator('main.app.presenting')).toHaveCount(presenting ? 1 : 0);
		}
		await expect(fold).toHaveAttribute('aria-expanded', 'true');
		await expect(page.locator('[data-call="3"]')).not.toHaveAttribute('data-folded');
		await fold.focus();
		await page.keyboard.press('Enter');
		await expect(page.locator('[data-call="3"]')).toHaveAttribute('data-folded', '8231');
		await expect(page).toHaveURL(/board=\.{9}/);
	});
});

test('a link to the full game at a late step opens there', async ({ page }) => {
	await open(page, '/?board=.........&by=event&step=2000000');
	await expect(counter(page)).toHaveText(`Step 2,000,000 of ${LAST_EVENT_STEP}`, {
		timeout: 15_000
	});
	await expect(activeNode(page)).toHaveCount(1);
	// Presenting (issue 43), its six-digit call numbers and its fold badges read 14 px, apart.
	await page.keyboard.press('p');
	await settled(page);
	const seen = await page.locator('.tree .fold').evaluateAll((badges) => {
		const panel = document.querySelector('.tree > svg')?.getBoundingClientRect();
		const inPanel = (box: DOMRect | undefined) =>
			!!panel &&
			!!box &&
			box.top >= panel.top &&
			box.bottom <= panel.bottom &&
			box.left >= panel.left &&
			box.right <= panel.right;
		// The current call's card and the move over it ("X→4", in the labels' row above the card).
		const card = document.querySelector('[data-call][data-state="active"] > rect.card');
		const box = card?.getBoundingClientRect();
		const move = [...document.querySelectorAll('.tree .labels text')]
			.map((text) => text.getBoundingClientRect())
			.find(
				(at) =>
					box &&
					Math.abs(at.left + at.width / 2 - (box.left + box.width / 2)) < 2 &&
					at.bottom <= box.top + 1 &&
					at.bottom > box.top - 40
			);
		return {
			badges: badges.filter((badge) => inPanel(badge.getBoundingClientRect())).length,
			card: inPanel(box),
			move: inPanel(move)
		};
	});
	// The folded siblings' badges beside the current call's way, with the call and its move whole
	// (the camera reaches the row of labels over a card: a badge two rows down may pass the foot).
	expect(seen).toEqual({ badges: expect.any(Number), card: true, move: true });
	expect(seen.badges).toBeGreaterThanOrEqual(2);
	expect(await labelsUnder14(page)).toEqual([]);
	expect(await labelOverlaps(page)).toEqual([]);
});
