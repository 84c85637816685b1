import type { Page } from '@playwright/test';
import { MESSAGES, type Lang } from '$lib/i18n';
import { HAN, strayLatin } from '../latin';

/**
 * Everything a reader or a screen reader meets on the page: text (hidden text too: it shows
 * in another state), accessible names, descriptions, titles, placeholders and the document
 * title. Code (`translate="no"`), what people typed and `alsoSkip` are not the page's words.
 */
export async function pageTexts(page: Page, alsoSkip: string | null = null): Promise<string[]> {
	return page.evaluate((extra) => {
		// SvelteKit's announcer keeps the title it read out at the last navigation, in the
		// language of that moment: a record of what was said, not a word the page shows.
		const own = 'script, style, textarea, [translate="no"], #svelte-announcer';
		const skip = `${own}${extra === null ? '' : `, ${extra}`}`;
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

/**
 * What a language walk may not meet: in Chinese, Latin words nobody translated; in English,
 * Chinese outside an element marked as Chinese (the language switch). A link's own words
 * (`step=abc`), addresses, quoted input and options are the reader's, not the page's.
 */
export async function untranslated(page: Page, lang: Lang): Promise<string[]> {
	const texts = await pageTexts(page, lang === 'en' ? '[lang="zh-CN"]' : null);
	// The switch on the English page names Chinese in Chinese.
	const switchName = MESSAGES.en.common.switchLanguage;
	if (lang === 'en') return texts.filter((text) => HAN.test(text) && text !== switchName);
	const readers = /\b[a-z]+=\S*|https?:\/\/\S+|"[^"]*"|“[^”]*”|--[a-z-]+/g;
	return texts.filter((text) => strayLatin(text.replace(readers, '')).length > 0);
}
