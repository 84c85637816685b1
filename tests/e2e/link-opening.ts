import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What a link opening showed, frame by frame from the page's first (`watchLinkOpening`). */
export interface LinkOpeningSeen {
	/** A frame showed the view while it held the article board the link replaces. */
	readonly articleShown: boolean;
	/** Each line the status with the progress bar said (its accessible text), once. */
	readonly said: readonly string[];
	/** The accessible names of the pictures in the status. */
	readonly pictures: readonly string[];
}

/**
 * Watches a link opening from the page's first frame (issue 43): in each frame, whether the view
 * shows while its example menu still names the article's board (`board`, prerendered), and what
 * the status with the progress says and draws. Read it with `linkOpeningSeen`.
 */
export async function watchLinkOpening(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const seen = { articleShown: false, said: [] as string[], pictures: [] as string[] };
		(window as Window & { linkOpening?: typeof seen }).linkOpening = seen;
		const add = (list: string[], text: string | null | undefined) => {
			const said = text?.replace(/\s+/g, ' ').trim();
			if (said && !list.includes(said)) list.push(said);
		};
		const frame = () => {
			const main = document.querySelector('main');
			const menu = document.querySelector<HTMLSelectElement>(
				'main select:has(option[value="board"])'
			);
			if (main?.checkVisibility({ visibilityProperty: true }) && menu?.value === 'board')
				seen.articleShown = true;
			for (const status of document.querySelectorAll('[role="status"]:has(progress)')) {
				if (!status.checkVisibility({ visibilityProperty: true })) continue;
				for (const line of status.querySelectorAll('p, span')) add(seen.said, line.textContent);
				for (const picture of status.querySelectorAll('[role="img"]'))
					add(seen.pictures, picture.getAttribute('aria-label'));
			}
			requestAnimationFrame(frame);
		};
		requestAnimationFrame(frame);
	});
}

/**
 * What `watchLinkOpening` saw: never the article board; the link's position drawn once, named
 * `picture`; and `lines` among what the status said.
 */
export async function expectLinkOpening(
	page: Page,
	picture: string,
	lines: readonly string[]
): Promise<void> {
	const seen = await page.evaluate(
		() => (window as Window & { linkOpening?: LinkOpeningSeen }).linkOpening
	);
	expect(seen?.articleShown).toBe(false);
	expect(seen?.pictures).toEqual([picture]);
	expect(seen?.said).toEqual(expect.arrayContaining([...lines]));
}
