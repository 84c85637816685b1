import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What a link opening showed, frame by frame from the page's first (`watchLinkOpening`). */
export interface LinkOpeningSeen {
	/** A frame showed the view while it held the article board the link replaces. */
	readonly articleShown: boolean;
	/**
	 * Frames that showed nothing of the link: its view hidden, with no word that it opens (issue
	 * 43: blank for 0.3-2 s before hydration).
	 */
	readonly blank: number;
	/** Each line a status said over the hidden view (with the progress bar or before it), once. */
	readonly said: readonly string[];
	/** The accessible names of the pictures in the status. */
	readonly pictures: readonly string[];
}

/**
 * Watches a link opening from the page's first frame (issue 43): in each frame, whether the view
 * shows while its example menu still names the article's board (`board`, prerendered), what the
 * status with the progress says and draws, and what the status outside the view says before it
 * (app.html's, from the first paint). Read it with `expectLinkOpening`.
 */
export async function watchLinkOpening(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const seen = { articleShown: false, blank: 0, said: [] as string[], pictures: [] as string[] };
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
			const shown = main?.checkVisibility({ visibilityProperty: true });
			if (shown && menu?.value === 'board') seen.articleShown = true;
			// Each status outside the view: app.html's words before the progress shows (in the
			// language the page will speak), then the progress's own lines.
			let told = false;
			for (const status of document.querySelectorAll<HTMLElement>('[role="status"]')) {
				if (status.closest('main') || !status.checkVisibility({ visibilityProperty: true }))
					continue;
				told = true;
				const lines = status.querySelector('progress')
					? [...status.querySelectorAll('p, span')].map((line) => line.textContent)
					: [status.innerText];
				for (const line of lines) add(seen.said, line);
				for (const picture of status.querySelectorAll('[role="img"]'))
					add(seen.pictures, picture.getAttribute('aria-label'));
			}
			if (main && !shown && !told) seen.blank++;
			requestAnimationFrame(frame);
		};
		requestAnimationFrame(frame);
	});
}

/**
 * What `watchLinkOpening` saw: never the article board, nor a frame saying nothing; the link's
 * position drawn once, named `picture`; and `lines` among what was said.
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
	expect(seen?.blank).toBe(0);
	expect(seen?.pictures).toEqual([picture]);
	expect(seen?.said).toEqual(expect.arrayContaining([...lines]));
}
