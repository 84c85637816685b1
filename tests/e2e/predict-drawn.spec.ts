import type { Page } from '@playwright/test';
import { predict } from '$lib/i18n/predict';
import { counter, expect, open, showLanguage, test } from './fixtures';

// "Predict, then see" (issue 43, P31's "noticed"): held on the value leading to a call's return,
// the narration told nothing of the answer, but the tree drew the asked call's window after it,
// with its cut marks, the rule line weighed it and the tally counted its cut. Alpha-beta on the
// article board, FC6's value asked: the page draws FC7's +10 on its way back, FC6 "?" where its
// value goes (card and frame, "returns ?" / "返回 ?"), by event and by call, then the answer
// once shown.

const en = predict.en;

/** What the page draws of FC6 and of the weighing at the step shown. */
function drawn(page: Page) {
	return page.evaluate(() => {
		const fc6 = document.querySelector('.centre .tree .node[data-call="6"]');
		const frame = document.querySelector('#panel-stack li[data-frame="6"], li[data-frame="6"]');
		return {
			asked: fc6?.getAttribute('data-asked') ?? null,
			window: fc6?.querySelector('text.window')?.textContent?.trim() ?? null,
			pill: fc6?.querySelector('.score text')?.textContent?.trim() ?? null,
			cuts: document.querySelectorAll('.centre .tree .cut').length,
			tally: document.querySelector('.status .tally')?.getAttribute('data-cut') ?? null,
			rule: document.querySelector('.status .rule')?.textContent?.trim() ?? null,
			status: frame?.querySelector('.status')?.textContent?.trim() ?? null,
			window6: frame?.querySelector('.window')?.textContent?.replace(/\s+/g, ' ').trim() ?? null
		};
	});
}

for (const by of ['event', 'call'] as const)
	test(`alpha-beta's FC6 asked by ${by}: the page draws nothing of its answer, en and zh`, async ({
		page
	}) => {
		await open(page, `/?algo=alphabeta&by=${by}&predict=value`);
		const panel = page.getByRole('region', { name: en.title });
		await expect(panel).toBeVisible();
		// Held before FC2's value, then FC7's (revealed), then FC6's.
		const [held, stop] = by === 'event' ? [27, 28] : [8, 8];
		for (let asked = 0; ; asked++) {
			await page.keyboard.press('End');
			await expect(panel.locator('.question')).toBeVisible();
			if ((await panel.textContent())?.includes(en.value('FC6'))) break;
			expect(asked, 'stops before FC6').toBeLessThan(3);
			await page.keyboard.press('r');
		}
		await expect(counter(page)).toHaveText(`Step ${held} of ${by === 'event' ? 30 : 9}`);
		const before = {
			asked: 'true',
			window: '[+10, +∞]',
			pill: '?',
			cuts: 0,
			tally: '0',
			rule: 'FC7 returns +10 to FC6',
			status: 'returns ?',
			window6: 'α +10 · β +∞'
		};
		expect(await drawn(page)).toEqual(before);
		await showLanguage(page, 'zh');
		await expect(page.locator('section.predict')).toContainText(predict.zh.value('FC6'));
		expect(await drawn(page)).toEqual({
			...before,
			rule: 'FC7 向 FC6 返回 +10',
			status: '返回 ?'
		});
		await showLanguage(page, 'en');
		// Told, the answer is drawn: FC6's window closed, its branches cut (by call, at the same
		// step, FC1's value asked next: FC6's is told).
		await page.keyboard.press('r');
		if (by === 'call') await expect(panel).toContainText(en.value('FC1'));
		await expect(counter(page)).toHaveText(`Step ${stop} of ${by === 'event' ? 30 : 9}`);
		const after = await drawn(page);
		expect(after.asked).toBeNull();
		expect(after.window).toBe('[+10, +10]');
		expect(after.cuts).toBeGreaterThan(0);
	});
