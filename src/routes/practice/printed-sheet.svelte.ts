import { flushSync } from 'svelte';
import { drawAll } from '$lib/components/slices';
import type { PracticeSheet } from '$lib/practice/forms';

/**
 * The practice page's printed worksheet (up to twelve drawings of 1,365 nodes), built only once
 * printing is asked for, for the sheet on screen: on screen it is never shown (issue 30, bug 3).
 */
export class PrintedSheet {
	/** The sheet the worksheet is built for (null: printing not asked yet). */
	sheet = $state.raw<PracticeSheet | null>(null);
	readonly #onScreen: () => PracticeSheet | null;
	#print: MediaQueryList | null = null;

	constructor(onScreen: () => PracticeSheet | null) {
		this.#onScreen = onScreen;
	}

	/**
	 * Builds the worksheet of the sheet on screen, its exercises one a step (slices.ts), or whole
	 * at once when printing cannot wait (`beforeprint`: the browser prints right after it).
	 */
	ask(now: boolean): void {
		this.sheet = this.#onScreen();
		flushSync();
		if (now) drawAll();
	}

	/** Print media (a print preview, a PDF) asks for the worksheet too, built a step at a time. */
	readonly printing = (): void => {
		if (this.#print?.matches && this.#onScreen()) this.ask(false);
	};

	/** Listens to print media from now on; returns the function that stops it. */
	watch(): () => void {
		const print = (this.#print = matchMedia('print'));
		print.addEventListener('change', this.printing);
		return () => print.removeEventListener('change', this.printing);
	}
}
