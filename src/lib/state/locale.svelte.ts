import { createContext } from 'svelte';
import { safeStorage } from './storage';
import { HTML_LANG, MESSAGES, parseLang, preferredLang, type Lang, type Messages } from '$lib/i18n';

const KEY = 'minimax-lab-lang';

/**
 * The page's language: from the link's `lang=` when it has one, else the choice remembered on
 * this device, else the browser's preference. `t` holds every message in that language, so a
 * view reads `locale.t.page.search` and follows a switch at once. The root layout makes the one
 * locale and gives it to every view by context (`provideLocale`, `getLocale`); code outside the
 * view takes the language as an argument or a getter.
 */
export class Locale {
	lang = $state<Lang>('en');
	readonly t: Messages = $derived(MESSAGES[this.lang]);

	/**
	 * Reads the choice (after mount: the address and storage are the browser's). A `lang=` the
	 * page does not speak is ignored here; the view reading the link reports it.
	 */
	load(params: URLSearchParams): void {
		// A repeated parameter counts at its last value, as the link codec reads it.
		const fromLink = parseLang(params.getAll('lang').at(-1));
		const saved = parseLang(safeStorage()?.getItem(KEY));
		this.#apply(fromLink ?? saved ?? preferredLang(navigator.languages ?? [navigator.language]));
		if (fromLink !== null) safeStorage()?.setItem(KEY, fromLink);
	}

	set(lang: Lang): void {
		this.#apply(lang);
		safeStorage()?.setItem(KEY, lang);
	}

	toggle(): void {
		this.set(this.lang === 'en' ? 'zh' : 'en');
	}

	#apply(lang: Lang): void {
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
