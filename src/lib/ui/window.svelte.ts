import type { LayoutOptions, TreeWindowView, ViewRect, VisibleSet } from '$lib/player';
import { toggledCall, WindowLayout } from '$lib/player/window';
import type { Trace } from '$lib/engine';
import { lastReceived } from '$lib/engine/events';

/**
 * A trace's opened calls, a set replaced as a call opens or folds: runes, not Svelte's SvelteSet,
 * whose module the first view of `/` then carried (0.4 KB gzipped, issue 45) for this lazy part.
 */
class Opened {
	calls: ReadonlySet<number> = $state.raw(new Set());
}

/** Each trace's opened calls: a window laid out again (presenting toggled) keeps them. */
const openedIn = new WeakMap<Trace, Opened>();

/** The calls a student opened in a folded (windowed) tree, and the window around a focus call. */
export class TreeWindow {
	readonly #opened: Opened;
	readonly #layout: WindowLayout;

	constructor(trace: Trace, options: Partial<LayoutOptions>) {
		this.#layout = new WindowLayout(trace, options);
		this.#opened = openedIn.get(trace) ?? new Opened();
		openedIn.set(trace, this.#opened);
	}

	/** The calls opened so far. */
	get opened(): ReadonlySet<number> {
		return this.#opened.calls;
	}

	/** The window around `focus` at event `index`: a wide focus's row follows its loop. */
	around(focus: number, index: number): TreeWindowView {
		const near = index < 0 ? null : lastReceived(this.#layout.trace, focus, index);
		return this.#layout.around(focus, this.opened, near);
	}

	/** The window's calls near the screen rectangle (the window is small, so a scan will do). */
	near(view: TreeWindowView, rect: ViewRect): VisibleSet {
		const { x, y, options } = view.layout;
		const { nodeWidth, levelHeight } = options;
		const close = (call: number) => {
			const cx = x[call] ?? 0;
			const cy = y[call] ?? 0;
			return (
				cx >= rect.x0 - nodeWidth &&
				cx <= rect.x1 + nodeWidth &&
				cy >= rect.y0 - levelHeight &&
				cy <= rect.y1 + levelHeight
			);
		};
		const parent = (call: number) => this.#layout.trace.parent(call) ?? 1;
		return {
			nodes: view.visible.nodes.filter(close),
			links: view.visible.links.filter((call) => close(call) || close(parent(call)))
		};
	}

	/** Calls hidden under `call` in the window; null when its subtree is open or it has none. */
	foldedBelow(view: TreeWindowView, call: number): number | null {
		if (view.unfolded.has(call)) return null;
		const hidden = this.#layout.trace.lastDescendant(call) - call;
		return hidden > 0 ? hidden : null;
	}

	/** Opens a folded call, or folds an opened one again. */
	toggle(call: number): void {
		this.#opened.calls = toggledCall(this.#opened.calls, call);
	}
}
