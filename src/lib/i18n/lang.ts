/** The languages the page speaks, and how a choice is read from a link or the browser. */
export type Lang = 'en' | 'zh';

export const LANGS: readonly Lang[] = ['en', 'zh'];

/** Each language named in itself, as a switch offers it. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = { en: 'English', zh: '中文' };

/**
 * Each language as the page's switch shows it, short, so the Chinese page's row of controls is
 * no wider than the English one's (its accessible name says the language in full).
 */
export const LANG_SWITCH_FACES: Readonly<Record<Lang, string>> = { en: 'EN', zh: '中文' };

/** The `lang` attribute for <html>: Simplified Chinese as used in mainland textbooks. */
export const HTML_LANG: Readonly<Record<Lang, string>> = { en: 'en', zh: 'zh-CN' };

/** `en` or `zh` exactly as a link writes it (any case); null for anything else. */
export function parseLang(text: string | null | undefined): Lang | null {
	const value = text?.trim().toLowerCase();
	return value === 'en' || value === 'zh' ? value : null;
}

/** A browser's preferred languages ("zh-CN", "zh-Hans-TW", "en-GB"): Chinese first when listed first. */
export function preferredLang(languages: readonly string[]): Lang {
	for (const tag of languages) {
		const base = tag.toLowerCase().split('-')[0];
		if (base === 'zh') return 'zh';
		if (base === 'en') return 'en';
	}
	return 'en';
}
