import type { Locator, Page } from '@playwright/test';
import { activeNode, cameraMoving, counter, expect, open, settled, test } from './fixtures';
import { TREE } from './views';

/**
 * The camera fits a small tree to its panel, on the page and in presentation mode, again on a
 * resize or a mode switch, and follows the running call at that zoom; big trees keep the follow
 * camera at its own zoom.
 */

/** The tree's zoom, read from its drawing's transform. */
async function zoomOf(page: Page): Promise<number> {
	const transform = await page.locator('.tree > svg > g[transform]').getAttribute('transform');
	return Number(/scale\(([\d.]+)\)/.exec(transform ?? '')?.[1] ?? NaN);
}

async function widthOf(locator: Locator): Promise<number> {
	return (await locator.boundingBox())?.width ?? 0;
}

/** The room the tree is drawn in: between the level column and the toolbar, the panel's height. */
async function treeRoom(page: Page) {
	return page.evaluate(() => {
		const rect = (selector: string) => {
			const found = document.querySelector(selector);
			if (!found) throw new Error(`${selector} is missing`);
			return found.getBoundingClientRect();
		};
		const panel = rect('.tree > svg');
		return {
			left: rect('.tree .levels .gutter').right,
			right: rect('.tree .toolbar').left,
			top: panel.top,
			bottom: panel.bottom
		};
	});
}

/** Whether a node's box lies inside the tree's room. */
async function inView(page: Page, node: Locator): Promise<boolean> {
	const room = await treeRoom(page);
	const box = await node.boundingBox();
	if (!box) return false;
	return (
		box.x >= room.left &&
		box.x + box.width <= room.right &&
		box.y >= room.top &&
		box.y + box.height <= room.bottom
	);
}

const FC1 = (page: Page) => page.locator('[data-call="1"] rect.card');

test('presentation mode draws the article board large: FC1 at least 80 px wide, followed at that zoom; back on the page, a resized window fits the tree again', async ({
	page
}) => {
	await open(page, '/?step=1');
	await settled(page);
	const onPage = await zoomOf(page);
	// On the page the whole tree fits: its height decides (the panel is 445 px tall).
	expect(onPage).toBeCloseTo(0.61, 2);
	expect(await widthOf(FC1(page))).toBeLessThan(65);
	await page.keyboard.press('p');
	await settled(page);
	const presenting = await widthOf(FC1(page));
	expect(presenting).toBeGreaterThanOrEqual(80);
	const k = await zoomOf(page);
	expect(k).toBe(1);
	// Every step keeps the zoom and brings the running call into view.
	for (let step = 2; step <= 9; step++) {
		await page.keyboard.press('PageDown');
		await expect(counter(page)).toHaveText(`Step ${step} of 10`);
		await settled(page);
		expect(await zoomOf(page)).toBe(k);
		expect(await inView(page, activeNode(page)), `FC${step} in view`).toBe(true);
	}
	// The zoom buttons still work from the fitted zoom, and "Whole tree" shows all of it.
	await page.getByRole('button', { name: 'Zoom in' }).click();
	await settled(page);
	expect(await zoomOf(page)).toBeCloseTo(1.25, 5);
	await page.getByRole('button', { name: 'Zoom out' }).click();
	await settled(page);
	expect(await zoomOf(page)).toBeCloseTo(1, 5);
	await page.getByRole('button', { name: 'Whole tree' }).click();
	await settled(page);
	for (const node of await page.locator('[data-call]').all())
		expect(await inView(page, node)).toBe(true);
	// Leaving presentation mode fits the tree to the page again.
	await page.keyboard.press('p');
	await settled(page);
	expect(await zoomOf(page)).toBe(onPage);

	await test.step('a resized window fits the tree again', async () => {
		const before = await widthOf(FC1(page));
		await page.setViewportSize({ width: 1600, height: 1000 });
		await settled(page);
		const after = await widthOf(FC1(page));
		expect(after).toBeGreaterThan(before * 1.3);
		for (const node of await page.locator('[data-call]').all())
			expect(await inView(page, node)).toBe(true);
	});
});

test("presentation mode: article 004's tree fills the panel's width", async ({ page }) => {
	// At FC5, a leaf, the camera shows the lowest and widest row.
	await open(page, `/?tree=${TREE}&algo=alphabeta&step=5`);
	await page.keyboard.press('p');
	await settled(page);
	const room = await treeRoom(page);
	const boxes = await page
		.locator('[data-call], .pruned-node')
		.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON()));
	const left = Math.min(...boxes.map((box: DOMRect) => box.left));
	const right = Math.max(...boxes.map((box: DOMRect) => box.right));
	// Its 12 leaves, 72 px apart at zoom 1: 934 px of the 1,107 between the column and the toolbar.
	expect(await zoomOf(page)).toBe(1);
	expect(boxes.length).toBeGreaterThanOrEqual(12);
	expect((right - left) / (room.right - room.left)).toBeGreaterThan(0.8);
	expect(left).toBeGreaterThanOrEqual(room.left);
	expect(right).toBeLessThanOrEqual(room.right);
});

test('big trees keep the follow camera at its own zoom, presenting or not', async ({ page }) => {
	await open(page, '/?board=X...O....&step=300');
	await settled(page);
	expect(await zoomOf(page)).toBe(0.85);
	await page.keyboard.press('p');
	await settled(page);
	expect(await zoomOf(page)).toBe(0.85);
	expect(await inView(page, activeNode(page))).toBe(true);
});

test('with reduced motion, fitting and following jump without a glide', async ({ page }) => {
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await open(page, '/?step=1');
	await page.keyboard.press('p');
	await settled(page);
	expect(await zoomOf(page)).toBe(1);
	// FC7 to FC9 lie below the panel at this zoom: the camera moves to them at once.
	const before = await transformOf(page);
	for (let step = 2; step <= 9; step++) {
		await page.keyboard.press('PageDown');
		await expect(counter(page)).toHaveText(`Step ${step} of 10`);
		expect(await cameraMoving(page), `no glide to FC${step}`).toBe(false);
		expect(await inView(page, activeNode(page))).toBe(true);
	}
	expect(await transformOf(page)).not.toBe(before);
});

function transformOf(page: Page): Promise<string | null> {
	return page.locator('.tree > svg > g[transform]').getAttribute('transform');
}
