import type { Page } from '@playwright/test';
import { MESSAGES, type Lang } from '$lib/i18n';
import { HAN, strayLatin } from '../latin';

/** What `readPageTexts` skips besides the page's own code and input, and the region it reads. */
export interface TextsAsked {
	alsoSkip: string | null;
	region: string | null;
}

/** The page's words, and the text of each region of the name asked. */
export interface PageTexts {
	texts: string[];
	regions: string[];
}

/**
 * Everything a reader or a screen reader meets on the page: text (hidden text too: it shows
 * in another state), accessible names, descriptions, titles, placeholders and the document
 * title. Code (`translate="no"`), what people typed and `alsoSkip` are not the page's words.
 * With them, the text of each region (a section or role="region") named `region`. It runs in
 * the page (`pageTexts`, or a walk's reader: languages.spec.ts).
 */
export function readPageTexts({ alsoSkip, region }: TextsAsked): PageTexts {
	// SvelteKit's announcer keeps the title it read out at the last navigation, in the
	// language of that moment: a record of what was said, not a word the page shows; a noscript
	// note (both languages) shows only where scripts are off, and this runs as a script; a link's
	// status before hydration (app.html's .link-opening, both languages, the one the page will
	// speak shown by CSS before any script) is read in each language by links-30.spec.
	const own =
		'script, style, noscript, textarea, [translate="no"], #svelte-announcer, .link-opening';
	const skip = `${own}${alsoSkip === null ? '' : `, ${alsoSkip}`}`;
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
	const regions = [...document.querySelectorAll('section[aria-label], [role="region"]')]
		.filter((element) => region !== null && element.getAttribute('aria-label') === region)
		.map((element) => element.textContent ?? '');
	return { texts, regions };
}

/** The page's words as it shows them now (`readPageTexts`). */
export async function pageTexts(page: Page, alsoSkip: string | null = null): Promise<string[]> {
	return (await page.evaluate(readPageTexts, { alsoSkip, region: null })).texts;
}

/** What the English page must not show besides its own words: Chinese outside `[lang="zh-CN"]`. */
const ENGLISH_SKIP = '[lang="zh-CN"]';

/**
 * What a language walk may not meet: in Chinese, Latin words nobody translated; in English,
 * Chinese outside an element marked as Chinese (the language switch). A link's own words
 * (`step=abc`), addresses, quoted input and options are the reader's, not the page's.
 */
export async function untranslated(page: Page, lang: Lang): Promise<string[]> {
	return untranslatedOf(await pageTexts(page, lang === 'en' ? ENGLISH_SKIP : null), lang);
}

/** Of the page's words read in `lang` (English: read skipping `ENGLISH_SKIP`), the untranslated. */
export function untranslatedOf(texts: readonly string[], lang: Lang): string[] {
	// The switch on the English page names Chinese in Chinese.
	const switchName = MESSAGES.en.common.switchLanguage;
	if (lang === 'en') return texts.filter((text) => HAN.test(text) && text !== switchName);
	const readers = /\b[a-z]+=\S*|https?:\/\/\S+|"[^"]*"|“[^”]*”|--[a-z-]+/g;
	return texts.filter((text) => strayLatin(text.replace(readers, '')).length > 0);
}
