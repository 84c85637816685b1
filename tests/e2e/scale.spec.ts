import { activeNode, counter, expect, grouped, narration, open, test } from './fixtures';
import { expectWithinLimit, from, leastGap, watchFrames } from './frame-gaps';
import { expectLinkOpening, watchLinkOpening } from './link-opening';

/**
 * Connect Four at the page's new scale (issue 16): minimax to depth 8 on the empty board,
 * 6,634,027 calls, recorded in the worker with its progress, stepped, jumped into by "Go to FC";
 * and a search too big for a trace refused before it starts, with its estimate and a smaller
 * search, while the position shown stays.
 */

const CALLS = 6_634_027;
const LAST_STEP = grouped(CALLS + 1);
const DEPTH_8 = '/?game=connect4&moves=&depth=8';
/**
 * The engine's own figures for this trace, pinned in unit/engine/scale.test.ts (recording it
 * again here would cost the test's process seconds): a call deep in it and its depth, and the
 * root's second child, the first move into column 2, with the calls under it.
 */
const FAR_CALL = 6_000_000;
const FAR_DEPTH = 7;
const SECOND_CHILD = 954_200;
const UNDER_SECOND_CHILD = 949_157;

// Opening 6.6 million calls takes a few seconds on a busy 2-core machine; the checks stay exact.
test.describe.configure({ timeout: 180_000 });

test('depth 8 on the empty board loads in the worker, steps, goes to FC 6,000,000 and back', async ({
	page
}) => {
	// Opened from a page, with the longest gap between frames kept (frame-gaps.ts).
	await watchFrames(page);
	const progress = page.locator('.progress');
	const opened = await leastGap(
		page,
		`Connect Four depth 8 (${grouped(CALLS)} calls) link opened`,
		from(page),
		async () => {
			// The worker counts the calls, then records them with a progress bar and a cancel, seen
			// together. The bar leaves as soon as the search ends, under a second later on a quiet
			// machine, so a watcher in the page notes it shown, where a poll may fall either side.
			// Meanwhile the article board the link replaces is never shown (issue 43).
			await page.addInitScript((total) => {
				const page = window as Window & { barSeen?: boolean; boardShown?: boolean };
				new MutationObserver(() => {
					const bar = [...document.querySelectorAll('.progress')].some(
						(bar) =>
							bar.checkVisibility() &&
							bar.textContent?.includes(`of ${total} calls`) === true &&
							bar.querySelector('button')?.textContent?.trim() === 'Cancel search'
					);
					page.barSeen ||= bar;
					const main = document.querySelector('main');
					page.boardShown ||=
						bar && main !== null && main.checkVisibility({ visibilityProperty: true });
				}).observe(document, { childList: true, subtree: true, characterData: true });
			}, grouped(CALLS));
			await open(page, DEPTH_8);
			await expect(counter(page)).toHaveText(`Step 0 of ${LAST_STEP}`, { timeout: 120_000 });
			const { seen, shown } = await page.evaluate(() => {
				const page = window as Window & { barSeen?: boolean; boardShown?: boolean };
				return { seen: page.barSeen, shown: page.boardShown };
			});
			expect(seen, 'a progress bar with its count and a cancel, while recording').toBe(true);
			expect(shown, 'the page under the bar, while the link opens').toBe(false);
		}
	);
	await expect(progress).toHaveCount(0);
	await expect(page.locator('.summary')).toContainText(`${grouped(CALLS)} calls`);

	await page.keyboard.press('ArrowRight');
	await expect(activeNode(page)).toHaveAttribute('data-call', '1');
	await page.keyboard.press('ArrowRight');
	await expect(activeNode(page)).toHaveAttribute('data-call', '2');
	// The root's other columns are folded, each with the calls under it.
	await expect(page.locator(`[data-call="${SECOND_CHILD}"]`)).toHaveAttribute(
		'data-folded',
		String(UNDER_SECOND_CHILD)
	);
	await page.keyboard.press('ArrowLeft');
	await expect(activeNode(page)).toHaveAttribute('data-call', '1');
	// The window holds the path and its siblings, whatever the trace's length.
	expect(await page.locator('[data-call]').count()).toBeLessThan(100);

	const goTo = page.getByRole('textbox', { name: 'Go to FC' });
	const jump = (call: number) => async () => {
		await goTo.fill(String(call));
		await goTo.press('Enter');
		await expect(counter(page)).toHaveText(`Step ${grouped(call)} of ${LAST_STEP}`);
	};
	const jumped = await leastGap(
		page,
		`Connect Four depth 8, Go to FC ${grouped(FAR_CALL)}`,
		jump(1),
		jump(FAR_CALL)
	);
	await expect(activeNode(page)).toHaveAttribute('data-call', String(FAR_CALL));
	await expect(narration(page)).toContainText(`FC${FAR_CALL}`);
	const stack = page.getByRole('region', { name: 'Call stack' });
	await expect(stack).toContainText(`FC${FAR_CALL}`);
	// One frame per call on the path from the root.
	await expect(stack).toContainText(`(${FAR_DEPTH + 1} frames)`);
	await page.keyboard.press('ArrowRight');
	await expect(activeNode(page)).toHaveAttribute('data-call', String(FAR_CALL + 1));
	await page.keyboard.press('ArrowLeft');
	await page.keyboard.press('ArrowLeft');
	await expect(activeNode(page)).toHaveAttribute('data-call', String(FAR_CALL - 1));
	expect(await page.locator('[data-call]').count()).toBeLessThan(100);

	await goTo.fill('1');
	await goTo.press('Enter');
	await expect(counter(page)).toHaveText(`Step 1 of ${LAST_STEP}`);
	await expect(activeNode(page)).toHaveAttribute('data-call', '1');
	await expect(stack).toContainText('(1 frame)');
	await expect(page).toHaveURL(/game=connect4/);

	// A trace file opens with at most 600,000 calls: saving this one says so and keeps the step.
	let downloads = 0;
	page.on('download', () => downloads++);
	await page.getByText('Share').click();
	await page.getByRole('button', { name: 'Save trace as JSON' }).click();
	await expect(page.getByRole('alert')).toContainText(
		`This search has ${grouped(CALLS)} calls, and a trace file opens with at most 600,000`
	);
	await expect(counter(page)).toHaveText(`Step 1 of ${LAST_STEP}`);
	expect(downloads).toBe(0);
	expectWithinLimit(opened);
	expectWithinLimit(jumped);
});

test('depth 9 is refused before it starts, with its estimate and a smaller search', async ({
	page
}) => {
	await open(page, '/?game=connect4&moves=&depth=4');
	const firstLast = grouped(2_801 + 1);
	await expect(counter(page)).toHaveText(`Step 0 of ${firstLast}`);
	await page.keyboard.press('ArrowRight');
	await page.keyboard.press('ArrowRight');
	await expect(counter(page)).toHaveText(`Step 2 of ${firstLast}`);

	await page.locator('details.options summary').click();
	await page.getByRole('combobox', { name: 'Depth limit' }).selectOption('9');
	const alert = page.getByRole('alert');
	await expect(alert).toContainText('This search would make about', { timeout: 60_000 });
	// About 46 million calls, estimated from the levels counted.
	await expect(alert).toContainText(/about 4\d,\d{3},\d{3} calls/);
	await expect(alert).toContainText('more than the 10,000,000');
	await expect(alert).toContainText('a depth limit of 8 (6,634,027 calls)');
	await expect(alert).toContainText('ordered alpha-beta');
	// Nothing was recorded, and the position and step shown stay.
	await expect(page.locator('.progress')).toHaveCount(0);
	await expect(counter(page)).toHaveText(`Step 2 of ${firstLast}`);
	await expect(page.locator('.summary')).toContainText('2,801 calls');
	await expect(page.getByRole('combobox', { name: 'Depth limit' })).toHaveValue('4');
	await expect(activeNode(page)).toHaveAttribute('data-call', '2');
});

test('a link to depth-12 alpha-beta keeps its position at the deepest depth that fits, said in Chinese', async ({
	page
}) => {
	await watchLinkOpening(page);
	await open(page, '/?game=connect4&moves=&depth=12&algo=alphabeta&lang=zh');
	const alert = page.getByRole('alert');
	await expect(alert).toContainText('链接中的搜索将进行约 36,417,189 次调用', { timeout: 60_000 });
	await expect(alert).toContainText('超过一条搜索记录最多能容纳的 1,000,000 次');
	await expect(alert).toContainText('改为以深度限制 8 显示同一局面（207,036 次调用）');
	await expect(page).toHaveURL(/game=connect4&algo=alphabeta&depth=8&lang=zh/);
	// The same position, searched at depth 8 and steppable.
	await expect(page.locator('[data-call]').first()).toBeVisible();
	await page.keyboard.press('ArrowRight');
	await expect(activeNode(page)).toHaveAttribute('data-call', '1');
	// Meanwhile, from the first frame, the link's board and search, then what opens instead (issue 43).
	await expectLinkOpening(page, '链接中的局面', [
		// Before hydration, by app.html's status alone, in the language the page will speak.
		'正在打开链接…',
		'正在打开链接',
		'四子棋：α-β 剪枝，深度限制 12。',
		'太大，无法记录：约 36,417,189 次调用，超过一条搜索记录最多能容纳的 1,000,000 次。改为以深度限制 8 打开同一局面。'
	]);
});
