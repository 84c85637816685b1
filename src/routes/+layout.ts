import { browser } from '$app/environment';
import { loadLang } from '$lib/i18n';
import { chosenLang } from '$lib/ui/locale.svelte';

// The whole site is static: prerender every page at build time.
export const prerender = true;

/**
 * In the browser, the language the page will speak is loaded before it hydrates (a link's
 * `lang=zh`, a remembered choice), so it switches at once on mount. Prerendered pages are English.
 */
export async function load(): Promise<void> {
	if (browser) await loadLang(chosenLang(new URLSearchParams(location.search)));
}
