import type { Page } from '@playwright/test';
import { counter, expect, open, openHeld, test } from './fixtures';
import { expectLinkOpening, watchLinkOpening } from './link-opening';

// Issue 30's links: a link whose search is too big for a trace keeps its game, position and
// step at a depth that fits (bug 4), and the messages a link's problems give state what the
// page then does (bug 8), read here in the built page. The unit tests
// (tests/unit/state/link-fallback.test.ts, link-facts.test.ts) check each message's fact.

const alerts = (page: Page) => page.getByRole('alert');
const summary = (page: Page) => page.locator('details.options > summary');
const board = (page: Page) => page.locator('svg.c4[data-board]').first();

test('a Connect Four link too big for a trace opens at the deepest depth that fits', async ({
	page
}) => {
	// Minimax to depth 12 from 4453: about 12.9 billion calls; depth 8 (5,845,094) fits. The
	// worker estimates each lower depth before refusing: this takes seconds, more on a busy machine.
	test.setTimeout(180_000);
	await watchLinkOpening(page);
	await open(page, '/?game=connect4&moves=4453&depth=12&step=7');
	await test.step('while it counts, its progress alone is read, once, not the article board it replaces', async () => {
		await expect(page.getByRole('button', { name: 'Cancel search' })).toBeVisible();
		// The link's words join the progress a frame or more after its Cancel (CI 31c): read once they do.
		const body = page.locator('body');
		await expect
			.poll(() => body.ariaSnapshot())
			.toContain('Connect Four: minimax to depth limit 12.');
		const read = await body.ariaSnapshot();
		expect(read.match(/Opening the link/g)).toHaveLength(1);
		expect(read).not.toContain('- main');
	});
	await test.step('the same game, moves and step, at depth 8, in the address too', async () => {
		await expect(page).toHaveURL(/\?game=connect4&moves=4453&depth=8&step=7$/, {
			timeout: 150_000
		});
		await expect(board(page)).toBeVisible();
		await expect(summary(page)).toContainText('depth 8');
		await expect(counter(page)).toContainText('7');
	});
	await test.step('and says so, with the calls it made', async () => {
		await expect(alerts(page)).toContainText(
			"The link's search would make about 12,869,298,606 calls, more than the 10,000,000 a recorded trace may hold; showing the same position at depth limit 8 instead (5,845,094 calls)."
		);
		await expect(alerts(page)).not.toContainText("article's board");
	});
	await test.step('from the first frame, the link asked for and what opens instead, never the article board nor a blank page (issue 43)', async () => {
		await expectLinkOpening(page, "The link's position", [
			// Before hydration, by app.html's status alone.
			'Opening the link…',
			'Opening the link',
			'Connect Four: minimax to depth limit 12.',
			'Counting the calls before searching…',
			'Too big to record: about 12,869,298,606 calls, more than the 10,000,000 a trace may hold. Opening the same position at depth limit 8 instead.'
		]);
	});
	await test.step("Back to the link, the keyboard's cancel keeps its position at the game's own depth limit", async () => {
		// Back or Forward to a link opens it again (+page's popstate): counting, with its cancel.
		await page.evaluate(() => {
			history.pushState({}, '', '/?game=connect4&moves=4453&depth=12&step=7');
			dispatchEvent(new PopStateEvent('popstate'));
		});
		const status = page.getByRole('status').filter({ hasText: 'Opening the link' });
		await expect(status).toContainText('Connect Four: minimax to depth limit 12.');
		await expect(status.getByRole('img', { name: "The link's position" })).toBeVisible();
		await status.getByRole('button', { name: 'Cancel search' }).focus();
		await page.keyboard.press('Enter');
		await expect(alerts(page)).toContainText(
			'The search was cancelled; showing the same position at depth limit 4 instead.'
		);
		await expect(alerts(page)).not.toContainText("article's board");
		await expect(page).toHaveURL(/\?game=connect4&moves=4453&depth=4&step=7$/);
		await expect(summary(page)).toContainText('depth 4');
		await expect(counter(page)).toContainText('7');
		await expect(status).toHaveCount(0);
	});
});

test('until a link opens, a status says so in the language the page will speak, and nothing of the view it replaces is read (issue 43)', async ({
	page
}) => {
	// The whole page as a screen reader has it: the body's accessibility tree.
	const read = () => page.locator('body').ariaSnapshot();
	for (const [link, said, opened] of [
		['/?game=connect4&moves=4453', 'Opening the link…', 'Connect Four'],
		['/?game=connect4&moves=4453&lang=zh', '正在打开链接…', '四子棋']
	]) {
		await openHeld(page, link, async () => {
			// Prerendered, before any script of the page has run: the status alone, in one language.
			expect(await read()).toBe(`- status: ${said}`);
		});
		// Opened: the link's position is read, and the status is gone.
		await expect(page.locator('.summary')).toContainText(opened);
		expect(await read()).toContain('- main:');
		await expect(page.getByRole('status').filter({ hasText: said })).toHaveCount(0);
	}
});

test("a link's wrong depths and other games' parameters are said as the page acts", async ({
	page
}) => {
	await open(page, '/?game=connect4&moves=4453&depth=0&scoring=unit&root=min');
	await test.step('depth=0 on Connect Four: searched at depth 4, as said', async () => {
		await expect(summary(page)).toContainText('depth 4');
		await expect(alerts(page)).toContainText(
			'The link\'s depth="0" is not a whole number from 1 up, in digits 0-9; searching to this game\'s own depth limit, 4, instead.'
		);
		await expect(alerts(page)).not.toContainText('without a depth limit');
	});
	await test.step('scoring and root are said to be ignored by Connect Four, which shows', async () => {
		await expect(board(page)).toBeVisible();
		await expect(alerts(page)).toContainText(
			'The link\'s scoring="unit" does not apply to Connect Four; it is ignored.'
		);
		await expect(alerts(page)).toContainText(
			'The link\'s root="min" does not apply to Connect Four; it is ignored.'
		);
		await expect(alerts(page)).not.toContainText('tree');
	});
	await open(page, '/compare?game=connect4&moves=4453&depth=43&embed=1');
	await test.step("compare's depth=43: the page's ceiling and the depth the rows run at", async () => {
		await expect(page.getByRole('combobox', { name: 'Depth limit' })).toHaveValue('4');
		await expect(alerts(page)).toContainText(
			"The link's depth limit 43 is deeper than this page searches this game (at most 12); using 4 instead."
		);
		await expect(alerts(page)).not.toContainText('without that option');
	});
	await test.step('embed=1 on the compare view is said to be ignored', async () => {
		await expect(alerts(page)).toContainText(
			"The link's embed=1 applies to the step-through page only; the compare view shows in full."
		);
		await expect(page).toHaveURL(/\/compare\?game=connect4&moves=4453&depth=4$/);
	});
});

// Issue 43: a first visit to a tree of over 10,000 nodes, its search cancelled, showed the
// article's board under minimax, said "The search was cancelled; the tree shown is unchanged.
// Showing the article's board instead." (nothing had been shown), and wrote `/` over the link,
// which was then gone from the history. No smaller depth opens a tree at once: the board opens
// under the link's search and unit, the page says why and how to get back, and Back reopens it.
test('Cancel on a first visit to a tree too big for any depth: the article board under the link’s search, said why, the link a step back', async ({
	page
}) => {
	// Two first visits, then the link's search of 7,089 calls over 97,656 nodes: seconds each.
	test.setTimeout(150_000);
	// The search worker's code held until Cancel is pressed: the cancel always comes first.
	let release = () => {};
	const held = new Promise<void>((resolve) => (release = resolve));
	await page.route('**/workers/**', async (route) => {
		await held;
		await route.continue();
	});
	const link = '/?seed=1&branching=5&depth=7&algo=alphabeta&by=event&step=12';
	const said = {
		en: "The search was cancelled. No smaller depth of the link's tree (97,656 nodes) opens at once, so the article's board is shown instead, under alpha-beta. Back opens the link again.",
		zh: '搜索已取消。链接中的树（97,656 个节点）没有能立即打开的更小深度，因此改为用α-β 剪枝显示教程中的棋盘。按“后退”可再次打开这个链接。'
	};
	for (const [lang, cancel, summaryWord, step] of [
		['en', 'Cancel search', 'Board', 'Step 0 of 30'],
		['zh', '取消搜索', '棋盘', '第 0 / 30 步']
	] as const) {
		await open(page, lang === 'en' ? link : `${link}&lang=zh`);
		await page.getByRole('button', { name: cancel }).click();
		release();
		await test.step(`${lang}: the alert says why and how to get back, once`, async () => {
			await expect(alerts(page)).toHaveText(new RegExp(`^${said[lang].replace(/[().]/g, '\\$&')}`));
			await expect(alerts(page)).not.toContainText(lang === 'en' ? 'unchanged' : '不变');
		});
		await test.step(`${lang}: the article board under alpha-beta by event, in the address too`, async () => {
			await expect(page.locator('.summary')).toContainText(summaryWord);
			await expect(counter(page)).toHaveText(step);
			await expect(page).toHaveURL(
				lang === 'en' ? /\/\?algo=alphabeta&by=event$/ : /\/\?algo=alphabeta&by=event&lang=zh$/
			);
		});
	}
	await test.step('Back opens the link again, at its step', async () => {
		await page.goBack();
		await expect(page).toHaveURL(/\?seed=1&branching=5&depth=7&.*step=12/);
		await expect(page.locator('.summary')).toContainText('97,656 个节点', { timeout: 60_000 });
		await expect(counter(page)).toHaveText(/^第 12 \/ /);
	});
});
