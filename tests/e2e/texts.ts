import type { Page } from '@playwright/test';

/**
 * Everything a reader or a screen reader meets on the page: text (hidden text too: it shows
 * in another state), accessible names, descriptions, titles, placeholders and the document
 * title. Code (`translate="no"`), what people typed and `alsoSkip` are not the page's words.
 */
export async function pageTexts(page: Page, alsoSkip: string | null = null): Promise<string[]> {
	return page.evaluate((extra) => {
		const skip = `script, style, textarea, [translate="no"]${extra === null ? '' : `, ${extra}`}`;
		const texts: string[] = [document.title];
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
			const text = node.textContent?.trim() ?? '';
			if (text !== '' && !node.parentElement?.closest(skip)) texts.push(text);
		}
		const attributes = [
			'aria-label',
			'aria-description',
			'aria-roledescription',
			'aria-valuetext',
			'title',
			'placeholder',
			'alt'
		];
		for (const element of document.body.querySelectorAll('*')) {
			if (element.closest(skip)) continue;
			for (const name of attributes) {
				const value = element.getAttribute(name)?.trim();
				if (value) texts.push(value);
			}
		}
		return texts;
	}, alsoSkip);
}
