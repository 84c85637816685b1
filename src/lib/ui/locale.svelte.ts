import { createContext } from 'svelte';
import { safeStorage } from './storage';
import type { Lang, Messages } from '$lib/i18n';
import { HTML_LANG, parseLang, preferredLang } from '$lib/i18n/lang';
import { loadLang } from '$lib/i18n/languages';
import { MESSAGES } from '$lib/i18n/messages';

const KEY = 'minimax-lab-lang';

/** A `lang=` in the link, at its last value as the link codec reads it; null for none we speak. */
const linkLang = (params: URLSearchParams): Lang | null => parseLang(params.getAll('lang').at(-1));

/**
 * The language a page opens in: the link's `lang=` when it has one, else the choice remembered
 * on this device, else the browser's preference (in the browser only: it reads storage).
 */
export function chosenLang(params: URLSearchParams): Lang {
	return (
		linkLang(params) ??
		parseLang(safeStorage()?.getItem(KEY)) ??
		preferredLang(navigator.languages ?? [navigator.language])
	);
}

/**
 * The page's language. `t` holds every message in that language, so a view reads
 * `locale.t.page.search` and follows a switch at once. A language's messages are loaded when it
 * is first chosen (i18n/languages.ts): the page changes language once they are in, never showing
 * a message missing. The root layout makes the one locale and gives it to every view by context
 * (`provideLocale`, `getLocale`); code outside the view takes the language as an argument or a
 * getter.
 */
export class Locale {
	lang = $state<Lang>('en');
	readonly t: Messages = $derived(MESSAGES[this.lang]);
	/** The language last asked for, shown once its messages are loaded. */
	#wanted: Lang = 'en';

	/**
	 * Reads the choice (after mount: the address and storage are the browser's). A `lang=` the
	 * page does not speak is ignored here; the view reading the link reports it.
	 */
	load(params: URLSearchParams): Promise<void> {
		const fromLink = linkLang(params);
		if (fromLink !== null) safeStorage()?.setItem(KEY, fromLink);
		return this.#apply(chosenLang(params));
	}

	set(lang: Lang): Promise<void> {
		safeStorage()?.setItem(KEY, lang);
		return this.#apply(lang);
	}

	toggle(): Promise<void> {
		return this.set(this.#wanted === 'en' ? 'zh' : 'en');
	}

	async #apply(lang: Lang): Promise<void> {
		this.#wanted = lang;
		await loadLang(lang);
		// A later choice made while this one loaded wins.
		if (this.#wanted !== lang) return;
		this.lang = lang;
		document.documentElement.lang = HTML_LANG[lang];
	}
}

/**
 * `getLocale()` is the page's locale, for a component below the root layout (called while the
 * component is made); `setLocale` is the root layout's, through `provideLocale`.
 */
const [getLocale, setLocale] = createContext<Locale>();
export { getLocale };

/** Makes the one locale of the app and gives it to every view below (the root layout does). */
export function provideLocale(): Locale {
	return setLocale(new Locale());
}
