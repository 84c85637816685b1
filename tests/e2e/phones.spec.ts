import type { Locator, Page } from '@playwright/test';
import { MESSAGES, type Lang } from '$lib/i18n';
import {
	counter,
	dragStep,
	expect,
	open,
	openLink,
	openHeld,
	seenParts,
	settled,
	test,
	UNSEEN
} from './fixtures';
import { cell, settleCell, TREE } from './views';
import { mctsCardsCovered } from './label-boxes';

// Phones, tablets and the projector's 1280 px: what fits, what a thumb can reach, what a tap does.

/**
 * The views a class opens on a phone: the step-through page and the compare view, each with the
 * number of its header's links shown on a phone (the step page folds its own behind Menu, whose
 * links the phone's own test measures; the compare view shows its two).
 */
const PAGES = [
	// With a link's wrong value quoted in a refusal: 60 characters with no break, as a list of
	// search ids joined by Chinese commas has none, wrap inside the box (Dismiss in sight).
	// Alpha-beta's step 8, whose rule line names the cut last ("… cut cell 4"): whole on every screen.
	['the article board', `/?algo=alphabeta&step=8&by=${'unbreakable'.repeat(6)}`, 0],
	["article 004's tree", `/?tree=${TREE}&algo=alphabeta&by=event&step=23&letters=on`, 0],
	['the full game', '/?board=.........&step=5', 0],
	['the compare view of the full game', '/compare?board=.........', 2]
] as const;

/**
 * The compare view of the full game on a phone (390 px): the whole table fits the screen, each
 * search's figures on a line under its name, MCTS's runs too; checked in the same load as its
 * sideways scrolling, in either language.
 */
async function compareTableInSight(page: Page, lang: Lang): Promise<void> {
	// Every figure of every row in sight: the table fits the screen, nothing scrolls.
	for (const row of ['minimax', 'alphabeta'])
		for (const metric of ['calls', 'saving', 'cutoffs', 'leaves', 'depth', 'score', 'ms']) {
			const box = await cell(page, row, metric).boundingBox();
			expect(box, `${row} ${metric}`).not.toBeNull();
			expect(box?.x ?? -1, `${row} ${metric}`).toBeGreaterThanOrEqual(0);
			expect((box?.x ?? 0) + (box?.width ?? 0), `${row} ${metric}`).toBeLessThanOrEqual(390);
		}
	const table = await page.locator('#compare-table table').evaluate((element) => ({
		scrolls: element.parentElement?.scrollWidth ?? 0,
		room: element.parentElement?.clientWidth ?? 0
	}));
	expect(table.scrolls).toBe(table.room);
	// Every column heading's words whole ("Saving", not "Savi" over "ng") and every figure inside
	// its cell, clear of its neighbour's ("1,132 58.3%" ran together).
	const cramped = await page.locator('#compare-table table').evaluate((element) => {
		const lines = (node: Node, start: number, end: number): number => {
			const range = document.createRange();
			range.setStart(node, start);
			range.setEnd(node, end);
			return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
		};
		const found: string[] = [];
		for (const head of element.querySelectorAll('thead th'))
			for (const text of [...head.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE))
				for (const word of (text.textContent ?? '').matchAll(/\S+/g))
					if (lines(text, word.index, word.index + word[0].length) > 1) found.push(word[0]);
		for (const cell of element.querySelectorAll('td[data-metric]:not(.reason)')) {
			const range = document.createRange();
			range.selectNodeContents(cell);
			if (range.getBoundingClientRect().width > cell.clientWidth - 4)
				found.push(cell.textContent ?? '');
		}
		return found;
	});
	expect(cramped).toEqual([]);
	// MCTS's runs too, each figure in sight; every move draws here, and the note says so.
	for (const seed of [1, 2, 3, 4, 5, 'median'] as const) {
		const box = await settleCell(page, 'mcts', seed).boundingBox();
		expect((box?.x ?? -1) + (box?.width ?? 0), `mcts ${seed}`).toBeLessThanOrEqual(390);
		expect(box?.x ?? -1, `mcts ${seed}`).toBeGreaterThanOrEqual(0);
	}
	await expect(page.locator('[data-note="settle"]')).toContainText(
		MESSAGES[lang].compare.settle.everyMove(9)
	);
	await expect(cell(page, 'alphabeta', 'saving')).toHaveText('96.7%');
	const more = page.getByRole('button', { name: MESSAGES[lang].compare.moreSearches });
	expect((await more.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
}

/** What a view must show on a phone (390×844) beyond fitting it, checked in the same load. */
const ON_A_PHONE: Readonly<Record<string, (page: Page, lang: Lang) => Promise<void>>> = {
	'/compare?board=.........': compareTableInSight
};

/**
 * Connect Four on a phone (issue 43, V's F5 and F7): each step's brief telling whole in the
 * narration's box over 25 steps walked in the page (the whole telling scrolled inside it, cut
 * mid-sentence), "More" opening the whole telling over the page and closing; "Go to FC" in the
 * zoom buttons' row, over neither them nor the tree (it lay over both).
 */
async function connectFourOnAPhone(page: Page): Promise<void> {
	const t = MESSAGES.en;
	await page.getByRole('button', { name: t.view.moreNarrationName }).tap();
	const whole = page.getByRole('dialog', { name: t.view.wholeNarration });
	await expect(whole).toBeVisible();
	// FC5's estimate worked out, which the brief telling leaves to it.
	await expect(whole).toContainText('Open lines of four score 1, 3 or 9 by their discs');
	await expect(page.locator('main > .narration .text')).not.toContainText('Open lines of four');
	await whole.getByRole('button', { name: t.common.close }).tap();
	await expect(whole).toBeHidden();
	const goTo = await box(page.locator('.go-to'));
	const tree = await box(page.locator('.tree'));
	const zoomIn = await box(page.getByRole('button', { name: t.view.zoomIn }));
	expect(goTo.y, 'Go to FC under the tree').toBeGreaterThanOrEqual(tree.y + tree.height - 1);
	expect(goTo.x + goTo.width, 'Go to FC left of the zoom buttons').toBeLessThanOrEqual(zoomIn.x);
	const cut = await page.evaluate(
		async ({ name, from, steps }) => {
			const counterText = () => document.querySelector('.counter .now')?.textContent ?? '';
			const button = document.querySelector<HTMLButtonElement>(
				`.controls button[aria-label="${name}"]`
			);
			const found: string[] = [];
			for (let step = from + 1; step <= from + steps; step++) {
				button?.click();
				const since = performance.now();
				while (!counterText().startsWith(`Step ${step} of `)) {
					if (performance.now() - since > 5_000) return [`stopped at ${counterText()}`];
					await new Promise((resolve) => requestAnimationFrame(resolve));
				}
				const said = document.querySelector('main > .narration');
				const { scrollHeight, clientHeight } = said ?? { scrollHeight: 1, clientHeight: 0 };
				if (scrollHeight > clientHeight + 1)
					found.push(`step ${step}: ${scrollHeight} in ${clientHeight}`);
			}
			return found;
		},
		{ name: t.view.nextStep, from: 5, steps: 25 }
	);
	expect(cut, 'the brief telling whole in its box at every step').toEqual([]);
	// By call, walked back: the running call whole, and every call the narration names drawn and
	// whole. FC6 at FC4's step 6 lay 87 px under the level column, FC11 at 11 127 px past the right
	// (issue 43).
	expect(await namedCallsOut(page, t.view.previousStep, 5, 'all'), 'by call, en').toEqual([]);
	// By event, the running call (the caller as it tries a move) and the call it tries whole in the
	// tree's panel at every step, walked on in English and back in Chinese: at "FC4 tries FC6"
	// (step 12) the caller lay 117 px past the panel's right, at "FC4 tries FC11" (32) 210 px under
	// the level column; then the tried call's empty card 134 px under the column (12) and 127 px past
	// the right (32), the level column giving way to them (issue 43).
	await page.getByRole('button', { name: t.view.byEvent }).tap();
	await dragStep(page, 11);
	await expect(counter(page)).toHaveText(/^Step 11 of /);
	expect(await namedCallsOut(page, t.view.nextStep, 33, 'all'), 'by event, en').toEqual([]);
	await page.keyboard.press('l');
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
	const zh = MESSAGES.zh.view;
	expect(await namedCallsOut(page, zh.previousStep, 11, 'all'), 'by event, zh').toEqual([]);
	// And by call in Chinese, from the step by call that holds event 11 on, to 25.
	await page.getByRole('button', { name: zh.byCall }).tap();
	expect(await namedCallsOut(page, zh.nextStep, 25, 'all'), 'by call, zh').toEqual([]);
	await page.keyboard.press('l');
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	// Held sideways (844×390), the narration's box (as tall as the run's longest brief telling),
	// its More and the tree's panel all end above the screen's foot, the title and Menu in the view
	// tools' row: the box ran 57 px past the foot (issue 43, V's F20), the tree 111 px.
	await page.setViewportSize({ width: 844, height: 390 });
	await settled(page);
	for (const part of ['main > .narration', '[data-more-narration]', '.centre > .tree-box']) {
		const { y, height } = await box(page.locator(part));
		expect(y + height, `844×390: ${part}'s foot`).toBeLessThanOrEqual(390);
	}
	expect(
		await page
			.locator('main > .narration')
			.evaluate((said) => said.scrollHeight - said.clientHeight),
		'844×390: the narration scrolls'
	).toBeLessThanOrEqual(1);
	const menu = await box(page.getByRole('button', { name: t.page.menu, exact: true }));
	const tools = await box(page.getByRole('group', { name: t.common.viewTools, exact: true }));
	expect(Math.abs(menu.y + menu.height / 2 - (tools.y + tools.height / 2))).toBeLessThan(4);
	await page.setViewportSize({ width: 390, height: 844 });
	await settled(page);
}

/**
 * Steps with the step button named `button` until step `to`: at each, where the running call's
 * card (the one marked current) or that of a call the narration names (`data-named`) is not whole
 * in the tree's panel, between the level column (where it is drawn) and its right, its top and the
 * screen's foot; or not drawn: the running call's always, a named call's where `named` is 'all'.
 */
function namedCallsOut(
	page: Page,
	button: string,
	to: number,
	named: 'all' | 'drawn'
): Promise<string[]> {
	return page.evaluate(
		async ({ button, to, named }) => {
			const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
			const step = () =>
				Number(document.querySelector('.counter .now')?.textContent?.match(/\d+/)?.[0] ?? -1);
			const next = document.querySelector<HTMLButtonElement>(
				`.controls button[aria-label="${button}"]`
			);
			const found: string[] = [];
			while (step() !== to && next) {
				const before = step();
				next.click();
				const since = performance.now();
				while (step() === before) {
					if (performance.now() - since > 5_000) return [...found, `stopped at step ${before}`];
					await frame();
				}
				// Read once the camera has moved and cleared the texts the move brought.
				for (let waited = 0; waited < 3; waited++) await frame();
				const panel = document.querySelector('.tree > svg')?.getBoundingClientRect();
				const running = document.querySelector('.tree [data-call][data-state="active"]');
				const said = document.querySelector('.narration')?.getAttribute('data-named') ?? '';
				const calls = said.split(' ').filter(Boolean);
				if (!panel || !running) {
					found.push(`step ${step()}: no running call drawn`);
					continue;
				}
				const column = document.querySelector('.tree .levels .gutter')?.getBoundingClientRect();
				const cards = new Map<string, Element | null>([
					[running.getAttribute('data-call') ?? '', running]
				]);
				for (const call of calls)
					cards.set(call, document.querySelector(`.tree [data-call="${call}"]`));
				for (const [call, card] of cards) {
					const box = card?.querySelector(':scope > rect.card')?.getBoundingClientRect();
					if (!box) {
						if (card === running || named === 'all')
							found.push(`step ${step()}: FC${call} not drawn`);
						continue;
					}
					const sides = {
						'the level column': (column?.right ?? panel.left) - box.left,
						'the right': box.right - panel.right,
						'the top': panel.top - box.top,
						'the foot': box.bottom - Math.min(panel.bottom, innerHeight)
					};
					for (const [side, past] of Object.entries(sides))
						if (past > 1)
							found.push(`step ${step()}: FC${call} ${Math.round(past)} px past ${side}`);
				}
			}
			return found;
		},
		{ button, to, named }
	);
}

const SCREENS = [
	{ width: 390, height: 844 },
	{ width: 844, height: 390 },
	{ width: 768, height: 1024 },
	{ width: 1024, height: 768 }
] as const;

/** How wide the page is laid out, and how wide it may be: a phone widens its layout to fit. */
function pageWidth(page: Page): Promise<{ scrolls: number; inner: number }> {
	return page.evaluate(() => ({
		scrolls: document.documentElement.scrollWidth,
		inner: window.innerWidth
	}));
}

/**
 * Where the tree's pane (its border included) runs past the page's content box (inside its
 * padding) or past its own panel: issue 43, 2 px right and down, presenting and on a phone.
 */
function paneOverhang(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const main = document.querySelector('main.app');
		const pane = document.querySelector('.tree-canvas > .tree');
		const panel = pane?.parentElement;
		if (!main || !pane || !panel) return ['no tree pane'];
		const style = getComputedStyle(main);
		const page = main.getBoundingClientRect();
		const left = page.left + parseFloat(style.paddingLeft);
		const right = page.right - parseFloat(style.paddingRight);
		const [drawn, room] = [pane.getBoundingClientRect(), panel.getBoundingClientRect()];
		const past = (what: string, by: number) => (by > 0.5 ? [`${what} by ${by.toFixed(1)} px`] : []);
		return [
			...past("left of the page's padding", left - drawn.left),
			...past("right of the page's padding", drawn.right - right),
			...past('right of its panel', drawn.right - room.right),
			...past('below its panel', drawn.bottom - room.bottom)
		];
	});
}

/** L switches the page to Chinese in place, as a reader does; the page then speaks it. */
async function switchToChinese(page: Page): Promise<void> {
	await page.keyboard.press('l');
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
}

// Each view is loaded once, on one screen (a different one for each view), then shown on every
// screen by resizing the page in place, in English and then, switched in place with L, in Chinese.
test.describe('phones and tablets, touch', () => {
	test.use({ hasTouch: true, isMobile: true });
	PAGES.forEach(([name, path, headerLinks], index) =>
		test(`no sideways scrolling on any screen, in either language${ON_A_PHONE[path] ? ', every figure in sight on a phone' : ''}: ${name}`, async ({
			page
		}) => {
			await page.setViewportSize(SCREENS[index % SCREENS.length]);
			await open(page, `${path}&lang=en`);
			for (const lang of ['en', 'zh'] as const) {
				if (lang === 'zh') await switchToChinese(page);
				for (const screen of SCREENS)
					await test.step(`${screen.width}×${screen.height}, ${lang}`, async () => {
						await page.setViewportSize(screen);
						await settled(page);
						expect(await pageWidth(page), `${name}, ${lang}`).toEqual({
							scrolls: screen.width,
							inner: screen.width
						});
						// On a phone the header's links shown (the step page folds its own) are thumb-sized.
						if (screen.width <= 700) {
							const heights = await page
								.locator('header nav a')
								.evaluateAll((links) =>
									links
										.filter((link) => link.checkVisibility())
										.map((link) => link.getBoundingClientRect().height)
								);
							expect(heights, `${name}, ${lang}: the header links shown`).toHaveLength(headerLinks);
							for (const height of heights)
								expect(height, `${name}, ${lang}: a header link`).toBeGreaterThanOrEqual(44);
						}
						// The rule line over the tree whole, a phone held sideways too (it was cut before
						// the cut it names: issue 43, V's F20).
						const rule = await page
							.locator('.status .rule')
							.evaluateAll((lines) => lines.map((line) => line.scrollHeight - line.clientHeight));
						for (const hidden of rule)
							expect(hidden, `${name}, ${lang}: the rule line's hidden px`).toBeLessThanOrEqual(1);
						if (screen.width === 390) await ON_A_PHONE[path]?.(page, lang);
					});
			}
		})
	);
});

const box = async (locator: Locator) => {
	const found = await locator.boundingBox();
	if (!found) throw new Error('not laid out');
	return found;
};

/** The tree's camera: its pan and zoom, read from the drawing's transform. */
async function camera(page: Page): Promise<{ x: number; y: number; k: number }> {
	const transform = await page.locator('.tree > svg > g[transform]').getAttribute('transform');
	const match = /translate\(([-\d.e]+) ([-\d.e]+)\) scale\(([-\d.e]+)\)/.exec(transform ?? '');
	if (!match) throw new Error(`no camera in ${transform}`);
	return { x: Number(match[1]), y: Number(match[2]), k: Number(match[3]) };
}

type Point = { x: number; y: number };

/** Moves fingers over the page in small steps, as a hand does (Chromium's own touch input). */
async function touch(page: Page, from: Point[], to: Point[]): Promise<void> {
	const cdp = await page.context().newCDPSession(page);
	const at = (share: number) =>
		from.map((start, finger) => ({
			x: start.x + (to[finger].x - start.x) * share,
			y: start.y + (to[finger].y - start.y) * share,
			id: finger
		}));
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
	for (let step = 1; step <= 10; step++)
		await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / 10) });
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
	await cdp.detach();
}

const MCTS_ENDGAME = '5266176457322546753413415661';

/**
 * MCTS on an upright phone, at iteration 100's playout (V14's F21): the position at the path's
 * last node (the new one) over the tree's top right corner, on the first screen with the
 * narration, the path and the playout's strip over the tree's foot, covering none of them (its
 * panel is 450 px below the fold, the playout's 600: V20), the strip covering no node of the path.
 */
async function mctsOnAPhone(page: Page): Promise<void> {
	const corner = page.locator('.mcts-side .corner-board');
	await expect(corner).toHaveAttribute('data-node', /^\d+$/);
	const node = await corner.getAttribute('data-node');
	const last = page.locator('.mcts-side .tree [data-on-path][tabindex="0"]');
	await expect(last).toHaveAttribute('data-node', node ?? '');
	const [board, tree] = await Promise.all(
		[corner, page.locator('.mcts-side .tree > svg')].map(box)
	);
	// The playout's picture: the strip, else (the old page) its panel under the charts.
	const strip = await page.evaluate((selector) => {
		const strip = document.querySelector(selector);
		const picture = strip?.getBoundingClientRect().height
			? strip
			: document.querySelector('.mcts-side section.playout');
		const { x, y, width, height } = picture?.getBoundingClientRect() ?? new DOMRect(NaN, NaN);
		return { x, y, width, height };
	}, PLAYOUT_STRIP);
	expect(board.y + board.height, 'the position above the fold').toBeLessThanOrEqual(844);
	expect(board.x, "the position over the tree's right half").toBeGreaterThan(
		tree.x + tree.width / 2
	);
	expect(board.y, "the position at the tree's top").toBeLessThan(tree.y + 12);
	expect(strip.y + strip.height, 'the playout above the fold').toBeLessThanOrEqual(844);
	expect(strip.y, "the playout over the tree's lower half").toBeGreaterThan(
		tree.y + tree.height / 2
	);
	const covered = await page.evaluate((selector) => {
		const parts = document.querySelectorAll(`.mcts-side .tree [data-on-path] .card, ${selector}`);
		if (!document.querySelector(selector)) return ['no strip'];
		return [...parts]
			.filter((part) => {
				const { left, right, top, bottom } = part.getBoundingClientRect();
				return [
					[left + 3, top + 3],
					[right - 3, top + 3],
					[right - 3, bottom - 3],
					[left + 3, bottom - 3]
				].some(([x, y]) => {
					const over = document.elementFromPoint(x ?? 0, y ?? 0)?.closest('.corner, .strip');
					return over ? !over.contains(part) : false;
				});
			})
			.map((part) => part.closest('[data-node]')?.getAttribute('data-node') ?? 'the playout');
	}, PLAYOUT_STRIP);
	expect(covered, 'the path and the playout clear of the position and each other').toEqual([]);
}

/** Where a phone held upright says the step's playout: a strip over the tree's foot. */
const PLAYOUT_STRIP = '.mcts-side .playout-strip';

/** The strip's lines cut across or down, or the strip past the screen's foot. */
function stripCut(page: Page): Promise<string[]> {
	return page.evaluate((selector) => {
		const strip = document.querySelector(selector);
		if (!strip) return ['no strip'];
		const found = [...strip.querySelectorAll('p')]
			.filter(
				(line) =>
					line.scrollWidth > line.clientWidth + 1 || line.scrollHeight > line.clientHeight + 1
			)
			.map((line) => `"${line.textContent?.trim()}" cut`);
		if (strip.getBoundingClientRect().bottom > innerHeight) found.push('below the fold');
		return found;
	}, PLAYOUT_STRIP);
}

/**
 * The lines the phone's corner board breaks `state` into, each inside the corner's padding (a
 * line past it is marked "past the edge").
 */
function cornerLines(page: Page, state: string): Promise<string[]> {
	return page.evaluate((state) => {
		const corner = document.querySelector('.mcts-side .corner');
		const text = [...(corner?.querySelectorAll('.corner-board p') ?? [])]
			.flatMap((p) => [...p.childNodes])
			.find((node) => node.nodeType === Node.TEXT_NODE && node.textContent === state);
		if (!corner || !text) return ['no state'];
		const room =
			corner.getBoundingClientRect().right - parseFloat(getComputedStyle(corner).paddingRight);
		const lines = new Map<number, { text: string; right: number }>();
		const range = document.createRange();
		for (let at = 0; at < state.length; at++) {
			range.setStart(text, at);
			range.setEnd(text, at + 1);
			const box = range.getBoundingClientRect();
			if (box.width === 0) continue;
			const line = lines.get(Math.round(box.top)) ?? { text: '', right: 0 };
			lines.set(Math.round(box.top), { text: line.text + state[at], right: box.right });
		}
		return [...lines.values()].map(({ text, right }) =>
			right > room + 0.5 ? `${text.trim()} past the edge` : text.trim()
		);
	}, state);
}

test.describe('a phone, 390×844', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

	// One loaded article board for every check of the phone's layout there, step by step.
	test('the article board on a phone: thumb-sized step buttons, a panel a tap away, a finger drags and two pinch, the bar behind Menu', async ({
		page
	}) => {
		// Nothing on the first screen moves as the page hydrates: "More" once came with the
		// scripts, and the narration's last line moved 31 px down to run on beside it.
		let prerendered: Record<string, string> = {};
		await openHeld(page, '/', async () => {
			prerendered = await seenParts(page);
		});
		await expect(page.locator('.tree > svg')).toBeVisible();
		expect(Object.values(prerendered), 'every part shown before hydration').not.toContain(UNSEEN);
		expect(await seenParts(page), 'the first screen, once hydrated').toEqual(prerendered);
		const t = MESSAGES.en;
		const stepButton = (name: string) => page.getByRole('button', { name, exact: true });

		await test.step('the step buttons are thumb-sized, and a tap steps', async () => {
			const names = [t.view.firstStep, t.view.previousStep, t.view.play, t.view.nextStep];
			for (const name of [...names, t.view.lastStep]) {
				const button = await box(stepButton(name));
				expect(button.width, name).toBeGreaterThanOrEqual(44);
				expect(button.height, name).toBeGreaterThanOrEqual(44);
			}
			await stepButton(t.view.nextStep).tap();
			await expect(counter(page)).toHaveText('Step 1 of 10');
			await stepButton(t.view.nextStep).tap();
			await expect(counter(page)).toHaveText('Step 2 of 10');
			await stepButton(t.view.previousStep).tap();
			await expect(counter(page)).toHaveText('Step 1 of 10');
			// The narration sits under the step buttons, the tree under it, its zoom buttons in a
			// row below it (clear of every node), all on the first screen: no scrolling to read a step.
			const controls = await box(stepButton(t.view.lastStep));
			const tree = await box(page.locator('.tree'));
			const narration = await box(page.getByRole('region', { name: t.view.narrationRegion }));
			const zoomIn = await box(page.getByRole('button', { name: t.view.zoomIn }));
			expect(controls.y + controls.height).toBeLessThanOrEqual(narration.y);
			expect(narration.y + narration.height).toBeLessThanOrEqual(tree.y);
			expect(zoomIn.y).toBeGreaterThanOrEqual(tree.y + tree.height);
			expect(zoomIn.y + zoomIn.height).toBeLessThanOrEqual(844);
			expect(zoomIn.height).toBeGreaterThanOrEqual(44);
			expect(tree.height).toBeGreaterThanOrEqual(200);
		});

		await test.step('at FC5, the board, the call stack and the code open with one tap each', async () => {
			for (let step = 2; step <= 5; step++) await stepButton(t.view.nextStep).tap();
			await expect(counter(page)).toHaveText('Step 5 of 10');
			const board = page.getByRole('region', { name: t.view.activeRegion });
			const stack = page.getByRole('region', { name: t.view.callStack });
			const code = page.locator('.code');
			const button = (name: string) =>
				page.getByRole('group', { name: t.page.panels }).getByRole('button', { name });
			// The board is open first; the others wait behind their buttons.
			await expect(button(t.page.panelBoard)).toHaveAttribute('aria-expanded', 'true');
			await expect(board).toBeVisible();
			await expect(stack).toBeHidden();
			await expect(code).toBeHidden();
			await button(t.page.panelStack).tap();
			await expect(button(t.page.panelStack)).toHaveAttribute('aria-expanded', 'true');
			await expect(button(t.page.panelBoard)).toHaveAttribute('aria-expanded', 'false');
			await expect(stack).toBeVisible();
			await expect(stack.locator('[data-frame]')).toHaveCount(2);
			await expect(board).toBeHidden();
			await button(t.page.panelCode).tap();
			await expect(code).toBeVisible();
			await expect(code.locator('.line.current')).toHaveAttribute('data-line', '5');
			await expect(stack).toBeHidden();
			// A second tap closes it; the keyboard opens one too.
			await button(t.page.panelCode).tap();
			await expect(button(t.page.panelCode)).toHaveAttribute('aria-expanded', 'false');
			await expect(code).toBeHidden();
			await button(t.page.panelBoard).focus();
			await page.keyboard.press('Enter');
			await expect(board).toBeVisible();
			// Each button names the panel it opens.
			for (const [name, id] of [
				[t.page.panelBoard, 'panel-board'],
				[t.page.panelStack, 'panel-stack'],
				[t.page.panelCode, 'panel-code']
			])
				await expect(button(name)).toHaveAttribute('aria-controls', id);
		});

		await test.step('a finger drags the tree and two pinch it, and the page stays put', async () => {
			await settled(page);
			const tree = await box(page.locator('.tree'));
			const middle = { x: tree.x + tree.width / 2, y: tree.y + tree.height / 2 };
			const before = await camera(page);
			const scrolled = await page.evaluate(() => window.scrollY);
			await touch(page, [middle], [{ x: middle.x + 60, y: middle.y - 90 }]);
			const dragged = await camera(page);
			expect(dragged.x - before.x).toBeCloseTo(60, 0);
			expect(dragged.y - before.y).toBeCloseTo(-90, 0);
			expect(dragged.k).toBe(before.k);
			expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
			// Fingers 80 px apart, then 160: the drawing doubles.
			await touch(
				page,
				[
					{ x: middle.x - 40, y: middle.y },
					{ x: middle.x + 40, y: middle.y }
				],
				[
					{ x: middle.x - 80, y: middle.y },
					{ x: middle.x + 80, y: middle.y }
				]
			);
			expect((await camera(page)).k / dragged.k).toBeCloseTo(2, 1);
			expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
		});

		await test.step('the bar folds behind Menu, which opens it with a tap', async () => {
			const menu = page.getByRole('button', { name: t.page.menu });
			const example = page.getByRole('combobox', { name: t.page.example });
			await expect(menu).toHaveAttribute('aria-expanded', 'false');
			await expect(example).toBeHidden();
			await menu.tap();
			await expect(menu).toHaveAttribute('aria-expanded', 'true');
			await expect(example).toBeVisible();
			await expect(page.getByText(t.page.share, { exact: true })).toBeVisible();
			// The other views' links, side by side, are thumb-sized too.
			for (const name of [t.page.compare, t.page.practice]) {
				const link = await box(page.getByRole('link', { name, exact: true }));
				expect(link.height, name).toBeGreaterThanOrEqual(44);
			}
			expect(await pageWidth(page)).toEqual({ scrolls: 390, inner: 390 });
		});
	});

	test('stepping moves neither the step buttons nor the tree, and cuts no narration or rule', async ({
		page
	}) => {
		await open(page, '/?algo=alphabeta&by=event');
		// On a phone the narration box takes the height of the run's tallest telling once every
		// step's narration is in, which loads as the page opens (under load it came after the first
		// read here: the tree 17 px lower from step 1 on). The places are read from there.
		await expect(page.locator('main > .narration')).toHaveAttribute('style', /height: \d/);
		await settled(page);
		const name = MESSAGES.en.view.nextStep;
		const next = await box(page.getByRole('button', { name, exact: true }));
		expect(await paneOverhang(page), "the tree's pane inside the page's padding").toEqual([]);
		// 30 steps taken and measured in the page (the button clicked, as a tap ends; each step
		// waited for and both places read once drawn): a round trip to the page for each step
		// would cost most of the test's time. A tap on it steps too (the thumb-sized check above).
		const seen = await page.evaluate(
			async ({ name, steps }) => {
				const counterText = () => document.querySelector('.counter .now')?.textContent ?? '';
				const button = document.querySelector<HTMLButtonElement>(
					`.controls button[aria-label="${name}"]`
				);
				const places = () =>
					[button, document.querySelector('.tree')].map((element) => {
						const found = element?.getBoundingClientRect();
						return found && { x: found.x, y: found.y, width: found.width, height: found.height };
					});
				// The narration's box holds each step's text whole (issue 43: a note was cut mid-line),
				// and so does the rule line over the tree (it was cut before the cut's reason).
				const boxes = [
					document.querySelector('main > .narration'),
					document.querySelector('.rule')
				];
				const cut: string[] = [];
				const whole = (step: number) => {
					for (const box of boxes) {
						const { scrollHeight, clientHeight } = box ?? { scrollHeight: 1, clientHeight: 0 };
						if (scrollHeight > clientHeight + 1)
							cut.push(`step ${step}: ${box?.classList[0]} ${scrollHeight} px in ${clientHeight}`);
					}
				};
				const first = places();
				const moved: string[] = [];
				whole(0);
				for (let step = 1; step <= steps; step++) {
					button?.click();
					const since = performance.now();
					while (!counterText().startsWith(`Step ${step} of `)) {
						if (performance.now() - since > 5_000)
							return { first, moved, cut, stopped: counterText() };
						await new Promise((resolve) => requestAnimationFrame(resolve));
					}
					const now = places();
					if (JSON.stringify(now) !== JSON.stringify(first))
						moved.push(`step ${step}: ${JSON.stringify(now)}`);
					whole(step);
				}
				return { first, moved, cut, stopped: null };
			},
			{ name, steps: 30 }
		);
		expect(seen.first[0], 'the next-step button, found by its place').toEqual(next);
		expect(seen.stopped, 'each step shown in turn').toBeNull();
		expect(
			seen.moved,
			`the places at every step, as at step 0: ${JSON.stringify(seen.first)}`
		).toEqual([]);
		expect(seen.cut, 'the narration and the rule at every step, whole in their boxes').toEqual([]);
		await expect(counter(page)).toHaveText(/^Step 30 of /);
	});

	test('a tree has no board panel: its stack and code are a tap away; Share opens on the screen', async ({
		page
	}) => {
		await open(page, `/?tree=${TREE}&step=3&lang=zh`);
		const t = MESSAGES.zh;
		const buttons = page.getByRole('group', { name: t.page.panels }).getByRole('button');
		await expect(buttons).toHaveText([t.page.panelStack, t.page.panelCode]);
		// The board was the panel open; a tree opens its first panel instead.
		await expect(buttons.first()).toHaveAttribute('aria-expanded', 'true');
		await expect(page.getByRole('region', { name: t.view.callStack })).toBeVisible();
		await buttons.last().tap();
		await expect(page.locator('.code')).toBeVisible();
		await expect(page.getByRole('region', { name: t.view.callStack })).toBeHidden();

		// Share's items open whole on the screen, Chinese's short label at the row's start too.
		await page.getByRole('button', { name: t.page.menu }).tap();
		await page.locator('summary', { hasText: t.page.share }).tap();
		const items = page.locator('.share .items > *');
		await expect(items.first()).toBeVisible();
		for (const item of await items.all()) {
			const { x, width } = await box(item);
			expect([x >= 0, x + width <= 390], await item.innerText()).toEqual([true, true]);
		}
	});

	test("every control and disclosure off the trees is thumb-sized: practice, graded practice, compare, a Connect Four estimate; the position over MCTS's tree", async ({
		page
	}) => {
		for (const path of [
			'/practice',
			'/practice?graded=on',
			'/compare',
			'/?game=connect4&moves=1443&depth=4&algo=alphabeta&step=5'
		])
			await test.step(path, async () => {
				await open(page, path);
				await settled(page);
				if (path.includes('connect4')) await connectFourOnAPhone(page);
				// The practice tree's answer boxes are drawn to its scale, a tree's own controls in it.
				const small = await page.evaluate(() =>
					[...document.querySelectorAll('a[href], button, select, summary, input, textarea')]
						.filter((element) => {
							const box = element.getBoundingClientRect();
							const hidden = getComputedStyle(element).visibility === 'hidden';
							const toggle = element.matches('[type=checkbox], [type=radio]');
							const drawn = element.closest('svg, .frame, .tree-box, .visually-hidden');
							const inText = element.matches('a') && element.closest('p, li');
							return box.height > 0 && !hidden && !toggle && !drawn && !inText && box.height < 44;
						})
						.map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 30)}"`)
				);
				expect(small, path).toEqual([]);
			});
		await test.step('MCTS', async () => {
			await openLink(page, `/?game=connect4&moves=${MCTS_ENDGAME}&algo=mcts&by=phase&step=399`);
			await settled(page);
			await mctsOnAPhone(page);
			// Iteration 101's playout: its new node ends the game, and the corner's caption wraps at
			// its space, inside the corner, in two lines as "O min to move" does (English "Game over:
			// +111" took three, the caption six lines where the corner has five), and in Chinese
			// ("对局结|束：+111" ran past its edge).
			// The strip keeps its place over the phases, a note before the simulation, and says
			// this playout has no moves, whole, in both languages.
			const strip = page.locator(PLAYOUT_STRIP);
			const place = () =>
				strip.evaluateAll((found) => {
					const box = found[0]?.getBoundingClientRect();
					return box ? [box.x, box.y, box.width, box.height].map(Math.round).join(',') : 'none';
				});
			const places = new Set([await place()]);
			for (let step = 0; step < 4; step++) {
				await page.keyboard.press('ArrowRight');
				await expect(counter(page)).toHaveText(`Step ${400 + step} of 4,000`);
				places.add(await place());
			}
			// Back at step 401, iteration 101's selection: every card in the panel reads whole, its
			// UCB1 pill too, the selection's reason (the corner hid the next row's W/N and UCB1: V21).
			for (let step = 0; step < 2; step++) await page.keyboard.press('ArrowLeft');
			await expect(counter(page)).toHaveText('Step 401 of 4,000');
			await settled(page);
			expect(await mctsCardsCovered(page), 'step 401').toEqual([]);
			for (let step = 0; step < 2; step++) await page.keyboard.press('ArrowRight');
			expect([...places], 'the playout where it was').toEqual([
				expect.stringMatching(/^\d+,\d+,\d+,\d+$/)
			]);
			await expect(counter(page)).toHaveText('Step 403 of 4,000');
			await expect(page.locator('.mcts-side .corner-board')).toContainText('Ended: +111');
			expect(await cornerLines(page, 'Ended: +111')).toEqual(['Ended:', '+111']);
			await expect(strip.locator('.head')).toHaveText('Playout → +111, r = 0.91');
			await expect(strip.locator('.moves')).toHaveText(
				'The game is already over here: no random moves.'
			);
			expect(await stripCut(page)).toEqual([]);
			await page.keyboard.press('l');
			await expect(page.locator('.mcts-side .corner-board')).toContainText('对局结束 +111');
			// In one line or two as the font draws it (the corner's type is smaller, its board under the
			// tree's top row: V21), each inside the corner.
			expect((await cornerLines(page, '对局结束 +111')).join(' ')).toBe('对局结束 +111');
			await expect(strip.locator('.head')).toHaveText('随机模拟 → +111，r = 0.91');
			await expect(strip.locator('.moves')).toHaveText('对局在这里已经结束：没有随机走法。');
			expect(await stripCut(page)).toEqual([]);
		});
	});
});

test.describe('Connect Four by call on a phone, 390×844', () => {
	test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

	// Where a sibling returns as the next starts, the whole telling's way back names calls a phone's
	// pane cannot hold with the one starting (issue 43): at depth 2 from 434343, "FC9's +5 went back
	// to FC2, which returned its lowest score, −134, to FC1" as FC10 starts (steps 10, 18, 26, 27,
	// 35 and 43: three rows across two subtrees); at depth 4 from 1443 under alpha-beta, FC28's cut
	// and return to FC3 as FC33 starts (33, 37, 40, 42, 57 and 63: siblings 421 px apart in a
	// 352 px pane). Each was left undrawn. A phone's box tells the brief telling, which names the
	// call starting alone: the camera keeps, and the page names, the calls it tells.
	test('every call the brief telling names is drawn whole, at every step of two runs, in English and Chinese', async ({
		page
	}) => {
		// Two runs walked step by step: twice a test's 60 s where two workers share the cores.
		test.setTimeout(120_000);
		await openLink(page, '/?game=connect4&moves=434343&depth=2&lang=zh');
		await settled(page);
		const zh = MESSAGES.zh.view;
		expect(await namedCallsOut(page, zh.nextStep, 44, 'all'), '434343, zh').toEqual([]);
		await openLink(page, '/?game=connect4&moves=1443&depth=4&algo=alphabeta&step=30&lang=en');
		await settled(page);
		const en = MESSAGES.en.view;
		expect(await namedCallsOut(page, en.nextStep, 64, 'all'), '1443, en').toEqual([]);
	});

	// "More" opens the whole telling, which tells that way back. It came up from the screen's
	// foot over the tree (FC10, starting, hidden under it) and named FC9, FC2 and FC1 where the
	// pane showed none of them. It now comes down over the box it repeats, the tree in sight, and
	// says which of the calls it names the tree does not show whole.
	test('"More" leaves the tree in sight and says which calls it names the tree does not show, in Chinese and English', async ({
		page
	}) => {
		test.setTimeout(120_000);
		const runs = [
			{ link: 'moves=434343&depth=2', lang: 'zh', steps: [10, 18, 26, 27, 35, 43] },
			{ link: 'moves=1443&depth=4&algo=alphabeta', lang: 'en', steps: [33, 37, 40, 42, 57, 63] }
		] as const;
		let [named, unseen] = [0, 0];
		for (const { link, lang, steps } of runs) {
			await open(page, `/?game=connect4&${link}&lang=${lang}`);
			for (const step of steps) {
				await dragStep(page, step, lang);
				// The counter's first number: the step.
				await expect(counter(page)).toHaveText(new RegExp(`^\\D*${step}\\D`));
				await settled(page);
				await page.getByRole('button', { name: MESSAGES[lang].view.moreNarrationName }).click();
				const sheet = page.getByRole('dialog', { name: MESSAGES[lang].view.wholeNarration });
				await expect(sheet).toBeVisible();
				// Each call the whole telling names: whole in the tree's pane, clear of the sheet, or
				// said to be out of the tree's view (its list and its words).
				const read = () =>
					sheet.evaluate((whole) => {
						const told = whole.querySelector('.told')?.textContent ?? '';
						const calls = [...new Set([...told.matchAll(/FC(\d+)/g)].map(([, call]) => call))];
						const note = whole.querySelector('.unseen');
						const said = (note?.getAttribute('data-unseen') ?? '').split(' ');
						const over = whole.getBoundingClientRect();
						const pane = document.querySelector('.tree > svg')!.getBoundingClientRect();
						const column = document.querySelector('.tree .levels .gutter')?.getBoundingClientRect();
						const out = calls.filter((call) => {
							const card = document
								.querySelector(`.tree [data-call="${call}"] > rect.card`)
								?.getBoundingClientRect();
							return (
								!card ||
								card.left < (column?.right ?? pane.left) - 1 ||
								card.right > pane.right + 1 ||
								card.top < Math.max(pane.top, over.bottom) - 1 ||
								card.bottom > Math.min(pane.bottom, innerHeight) + 1
							);
						});
						const unsaid = out.filter(
							(call) => !said.includes(call) || !note?.textContent?.includes(`FC${call}`)
						);
						const wrongly = said.filter((call) => call !== '' && !out.includes(call));
						return { calls: calls.length, out: out.length, unsaid, wrongly };
					});
				await expect
					.poll(async () => {
						const { unsaid, wrongly } = await read();
						return { unsaid, wrongly };
					}, `${lang}, step ${step}`)
					.toEqual({ unsaid: [], wrongly: [] });
				const { calls, out } = await read();
				[named, unseen] = [named + calls, unseen + out];
				await page.keyboard.press('Escape');
				await expect(sheet).toBeHidden();
			}
		}
		// The calls the twelve whole tellings name between them, and those the tree's pane shows
		// none of, said.
		expect({ named, unseen }).toEqual({ named: 42, unseen: 30 });
	});
});

test.describe('the projector, 1280×720', () => {
	/** A select's chosen text fits inside it, beside its arrow. */
	async function labelFits(select: Locator): Promise<{ text: number; room: number }> {
		return select.evaluate((element: HTMLSelectElement) => {
			const style = getComputedStyle(element);
			const context = document.createElement('canvas').getContext('2d');
			if (!context) throw new Error('no canvas');
			context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
			const text = context.measureText(element.options[element.selectedIndex].text).width;
			const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
			// Chromium draws the arrow in about 16 px at the end of the box.
			return { text: Math.ceil(text), room: Math.floor(element.clientWidth - padding - 16) };
		});
	}

	// Each view loaded once, in English, then switched in place to Chinese with L.
	for (const [name, path] of [
		['the article board', '/?step=5'],
		["article 004's tree, with letters", `/?tree=${TREE}&algo=alphabeta&letters=on`],
		['the full game', '/?board=.........']
	])
		test(`the header shows every label whole in one row, in either language: ${name}`, async ({
			page
		}) => {
			await open(page, `${path}&lang=en`);
			for (const lang of ['en', 'zh'] as const)
				await test.step(lang, async () => {
					if (lang === 'zh') await switchToChinese(page);
					await settled(page);
					const t = MESSAGES[lang].page;
					for (const label of [t.example, t.search]) {
						const fit = await labelFits(page.getByRole('combobox', { name: label }));
						expect(fit.text, label).toBeLessThanOrEqual(fit.room);
					}
					// The summary wraps at spaces rather than ending in an ellipsis.
					const summary = page.locator('.summary');
					const overflow = await summary.evaluate((element) => ({
						wide: element.scrollWidth - element.clientWidth,
						tall: element.scrollHeight - element.clientHeight
					}));
					expect(overflow).toEqual({ wide: 0, tall: 0 });
					// One row: the tree keeps its height on the projector.
					expect((await box(page.locator('main > header'))).height).toBeLessThanOrEqual(50);
					await expect(page.getByRole('group', { name: t.panels })).toBeHidden();
					expect(await pageWidth(page)).toEqual({ scrolls: 1280, inner: 1280 });
				});
			// Presenting, in Chinese then English: the tree's pane inside the page's padding and its
			// own panel (issue 43: 2 px past them, right and down).
			await page.keyboard.press('p');
			await expect(page.locator('main.app')).toHaveClass(/presenting/);
			for (const lang of ['zh', 'en'] as const) {
				if (lang === 'en') await page.keyboard.press('l');
				await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
				await settled(page);
				expect(await paneOverhang(page), `presenting, ${lang}`).toEqual([]);
			}
		});

	test('the compare table fits without scrolling, in either language', async ({ page }) => {
		await open(page, '/compare?board=.........&lang=en');
		for (const lang of ['en', 'zh'] as const)
			await test.step(lang, async () => {
				if (lang === 'zh') await switchToChinese(page);
				await settled(page);
				const results = page.getByRole('region', { name: MESSAGES[lang].compare.results });
				const sizes = await results.evaluate((element) => ({
					table: element.querySelector('table')?.scrollWidth ?? 0,
					room: element.clientWidth,
					scrolls: element.scrollWidth
				}));
				expect(sizes.table).toBeGreaterThan(600);
				expect(sizes.scrolls).toBe(sizes.room);
				expect(sizes.table).toBeLessThanOrEqual(sizes.room);
				const scores = await labelFits(
					page.getByRole('combobox', { name: MESSAGES[lang].compare.scores })
				);
				expect(scores.text).toBeLessThanOrEqual(scores.room);
				expect(await pageWidth(page)).toEqual({ scrolls: 1280, inner: 1280 });
			});
	});
});
