import { safeStorage } from '$lib/ui/storage';
/** Light or dark, remembered on this device; the page's colours follow `data-theme` on <html>. */
export type ThemeName = 'light' | 'dark';

const KEY = 'minimax-lab-theme';

class Theme {
	name = $state<ThemeName>('light');

	/** Reads the remembered choice (after mount: storage is the browser's). */
	load(): void {
		const saved = safeStorage()?.getItem(KEY);
		this.#apply(saved === 'dark' ? 'dark' : 'light');
	}

	toggle(): void {
		this.#apply(this.name === 'light' ? 'dark' : 'light');
		safeStorage()?.setItem(KEY, this.name);
	}

	#apply(name: ThemeName): void {
		this.name = name;
		document.documentElement.dataset.theme = name;
	}
}

/** The one theme of the app: the layout loads it, any view can switch it. */
export const theme = new Theme();
