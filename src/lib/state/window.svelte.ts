import { SvelteSet } from 'svelte/reactivity';
import { WindowLayout, type LayoutOptions, type TreeWindowView } from '$lib/player';
import type { Trace } from '$lib/engine';

/** The calls a student opened in a folded (windowed) tree, and the window around a focus call. */
export class TreeWindow {
	readonly opened = new SvelteSet<number>();
	readonly #layout: WindowLayout;

	constructor(trace: Trace, options: Partial<LayoutOptions>) {
		this.#layout = new WindowLayout(trace, options);
	}

	around(focus: number): TreeWindowView {
		return this.#layout.around(focus, this.opened);
	}

	/** Opens a folded call, or folds an opened one again. */
	toggle(call: number): void {
		if (!this.opened.delete(call)) this.opened.add(call);
	}
}
