import type { FrameLocator, Page } from '@playwright/test';
import { MESSAGES } from '$lib/i18n';
import { activeNode, counter, expect, narration, open, test } from './fixtures';
import { TREE } from './views';

const en = MESSAGES.en;

/** What an embed shows: the tree, the narration and the step controls, each visible. */
async function expectEmbedParts(page: Page | FrameLocator): Promise<void> {
	await expect(page.locator('.tree svg')).toBeVisible();
	await expect(page.getByRole('region', { name: en.view.narrationRegion })).toBeVisible();
	await expect(page.getByRole('button', { name: en.view.nextStep })).toBeVisible();
	await expect(page.getByRole('slider')).toBeVisible();
}

/** What an embed leaves out: the header (its menus, Share, the editor) and the side panels. */
async function expectNoChrome(page: Page | FrameLocator): Promise<void> {
	await expect(page.locator('main > header')).toBeHidden();
	await expect(page.getByRole('button', { name: en.page.edit })).toBeHidden();
	await expect(page.getByText(en.page.share, { exact: true })).toBeHidden();
	await expect(page.getByRole('combobox', { name: en.page.example })).toBeHidden();
	await expect(page.locator('.code')).toBeHidden();
	await expect(page.locator('.stack')).toBeHidden();
	await expect(page.getByRole('button', { name: en.common.present })).toHaveCount(0);
}

test('embed=1: just the tree, the narration and the step controls; stepping works', async ({
	page
}) => {
	// (The page without embed has them all: the next test sees them, so these checks can tell
	// the two apart.)
	await open(page, '/?step=2&embed=1');
	await expectEmbedParts(page);
	await expectNoChrome(page);
	await expect(counter(page)).toHaveText('Step 2 of 10');
	await page.getByRole('button', { name: en.view.nextStep }).click();
	await expect(counter(page)).toHaveText('Step 3 of 10');
	await expect(activeNode(page)).toHaveAttribute('data-call', '3');
	await page.keyboard.press('ArrowRight');
	await expect(narration(page)).toContainText('FC4');
	// The address kept in step stays an embed's.
	await expect(page).toHaveURL(/\?step=4&embed=1$/);

	// No dialog, no presentation: the host page owns the screen.
	await page.keyboard.press('?');
	await page.keyboard.press('p');
	await expect(page.getByRole('dialog')).toHaveCount(0);
	await expect(page.locator('main.app')).not.toHaveClass(/presenting/);

	// The way out: this step with the whole page, in a new tab.
	const openFull = page.getByRole('link', { name: `${en.page.openFull} ${en.page.newTab}` });
	await expect(openFull).toHaveAttribute('href', '/?step=4');
	await expect(openFull).toHaveAttribute('target', '_blank');
	const [full] = await Promise.all([page.context().waitForEvent('page'), openFull.click()]);
	await full.waitForSelector('body[data-hydrated="true"]');
	await expect(counter(full)).toHaveText('Step 4 of 10');
	await expect(full.locator('main > header')).toBeVisible();
});

test('Share → Embed copies a frame of this step, which opens there in another page', async ({
	page,
	context
}) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	await open(page, `/?tree=${TREE}&algo=alphabeta&by=event`);
	// The page without embed has the header and the code, which an embed leaves out.
	await expect(page.locator('main > header')).toBeVisible();
	await expect(page.locator('.code')).toBeVisible();
	for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight');
	await expect(counter(page)).toHaveText('Step 5 of 66');
	await page.getByText(en.page.share, { exact: true }).click();
	await page.getByRole('button', { name: en.share.copyEmbed }).click();
	await expect(page.getByRole('status').filter({ hasText: en.share.embedCopied })).toBeVisible();
	const snippet = await page.evaluate(() => navigator.clipboard.readText());
	expect(snippet).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/\?[^"]*" title="[^"]+" /);
	expect(snippet).toContain('step=5&amp;embed=1');
	expect(snippet).toContain(`title="${en.page.title}"`);
	expect(snippet).toContain('loading="lazy"');

	// Pasted into another site's page (here a blank one): the frame loads, at this step.
	const host = await context.newPage();
	await host.setContent(`<!doctype html><title>A course page</title>${snippet}`);
	const frame = host.frameLocator('iframe');
	await expect(frame.locator('.counter .now')).toHaveText('Step 5 of 66', { timeout: 15_000 });
	await expectEmbedParts(frame);
	await expectNoChrome(frame);
	await frame.getByRole('button', { name: en.view.nextStep }).click();
	await expect(frame.locator('.counter .now')).toHaveText('Step 6 of 66');
});
