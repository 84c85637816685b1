import { expect, test as base, type Page } from '@playwright/test';
import { MESSAGES, type Lang } from '$lib/i18n';

/** Every page test fails on an uncaught error or a console error. */
export const test = base.extend<{ errors: string[] }>({
	errors: [
		async ({ page }, use) => {
			const errors: string[] = [];
			page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
			page.on('console', (message) => {
				if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
			});
			await use(errors);
			expect(errors).toEqual([]);
		},
		{ auto: true }
	]
});

export { expect };

/** Opens a page of the built site and waits until it reacts to input. */
export async function open(page: Page, path = '/'): Promise<void> {
	await page.goto(path);
	await page.waitForSelector('body[data-hydrated="true"]');
}

export const counter = (page: Page) => page.locator('.counter .now');
export const activeNode = (page: Page) => page.locator('[data-call][data-state="active"]');
export const narration = (page: Page, lang: Lang = 'en') =>
	page.getByRole('region', { name: MESSAGES[lang].view.narrationRegion });
