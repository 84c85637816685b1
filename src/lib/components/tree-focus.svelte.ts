import { tick } from 'svelte';
import { arrowTarget } from '$lib/player/layout';
import type { TreeModel } from './tree-canvas';

/**
 * The keyboard focus in a drawn tree: the arrow keys move it from node to drawn node, and after
 * a jump it goes to the node once that is drawn (the camera may still be on its way), staying
 * there while the camera settles.
 */
export class TreeFocus {
	/** The node to focus once it is drawn, after a jump; null when none waits. */
	#pending: number | null = $state(null);
	readonly #svg: () => SVGSVGElement | undefined;
	readonly #model: () => TreeModel;

	constructor(svg: () => SVGSVGElement | undefined, model: () => TreeModel) {
		this.#svg = svg;
		this.#model = model;
	}

	/** Focuses `id` as soon as it is drawn. */
	focusWhenDrawn(id: number): void {
		this.#pending = id;
	}

	/** The arrows walk the drawn tree, unless the search's own keys took the event. */
	readonly keydown = (event: KeyboardEvent): void => {
		const model = this.#model();
		if (event.defaultPrevented || !(event.target instanceof Element)) return;
		const from = event.target.closest(`[${model.nodeAttribute}]`);
		if (!from) return;
		const node = Number(from.getAttribute(model.nodeAttribute));
		const to = arrowTarget(model.layout, model.walk, node, event.key);
		if (to === undefined) return;
		event.preventDefault();
		if (to !== null) this.#find(`[${model.nodeAttribute}="${to}"]`)?.focus();
	};

	/** After the drawn nodes change: the node waited for, focused if it is drawn now. */
	drawn(): void {
		const id = this.#pending;
		if (id === null) return;
		void tick().then(() => {
			const node = this.#nodeOf(id);
			if (!node) return;
			node.focus();
			this.#pending = null;
			this.#keep(id);
		});
	}

	#find(selector: string): SVGGElement | null | undefined {
		return this.#svg()?.querySelector<SVGGElement>(selector);
	}

	#nodeOf(id: number): SVGGElement | null | undefined {
		return this.#find(`.node[${this.#model().nodeAttribute}="${id}"]`);
	}

	/**
	 * While the camera settles after a jump (a quarter of a second), a card redrawn under focus
	 * would drop it to the page's body: it goes back to the node, unless the user moved it.
	 */
	#keep(id: number, frames = 30): void {
		if (frames === 0) return;
		requestAnimationFrame(() => {
			const focused = document.activeElement;
			if (focused !== null && focused !== document.body) {
				const on = focused.closest('.node')?.getAttribute(this.#model().nodeAttribute);
				if (on !== String(id)) return;
			} else this.#nodeOf(id)?.focus();
			this.#keep(id, frames - 1);
		});
	}
}
