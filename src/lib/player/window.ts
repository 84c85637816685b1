import { hierarchy } from 'd3-hierarchy';
import type { ChildList, Trace } from '$lib/engine';
import {
	DEFAULT_LAYOUT,
	tidyTree,
	type LayoutOptions,
	type TraceLayout,
	type VisibleSet
} from './layout';

/** The opened calls `calls` with `call` opened, or folded again where it was open: a new set. */
export const toggledCall = (calls: ReadonlySet<number>, call: number): ReadonlySet<number> =>
	calls.has(call)
		? new Set([...calls].filter((opened) => opened !== call))
		: new Set([...calls, call]);

/** Siblings placed on either side of the path in a row; a board's nine always fit. */
export const ROW_REACH = 24;

/**
 * A navigable window on a trace too big to lay out whole (the full game's 549,946 calls):
 * the calls on the path to the focus call with all their children, plus the children of any
 * call the user opened. Every other subtree is folded into the call at its top, which the view
 * draws with its size ("+54,720 calls"). The window holds at most depth × branching calls, so
 * it is laid out afresh whenever the path changes, in well under a millisecond: as rows under
 * the path when only the path is open, with d3's tidy tree when the student opened more.
 *
 * Each window's coordinates are a small map by call id, holding only the window's calls (a
 * column per call would cost 16 bytes a call: 106 MB on Connect Four's depth-8 empty board). A row of more than
 * 2 × ROW_REACH + 1 siblings is placed only around the path's call (`ROW_REACH` either side),
 * so a wide call costs the window a bounded number of nodes too.
 */
export class WindowLayout {
	readonly trace: Trace;
	readonly options: LayoutOptions;

	constructor(trace: Trace, options: Partial<LayoutOptions> = {}) {
		this.trace = trace;
		this.options = { ...DEFAULT_LAYOUT, ...options };
	}

	/**
	 * Lays out the window around `focus` with the `opened` calls unfolded. Returns a layout the
	 * camera and the drawing share, and the calls and links to draw. A wide focus's children are
	 * placed around `near` (the child its loop has reached), or from its first.
	 */
	around(focus: number, opened: ReadonlySet<number>, near: number | null = null): TreeWindowView {
		const trace = this.trace;
		const path = trace.ancestry(focus);
		// In each path call's row, the siblings around its child on the path.
		const centre = new Map<number, number | null>(
			path.map((call, depth) => [call, path[depth + 1] ?? near])
		);
		const unfolded = new Set(opened);
		for (const call of path) unfolded.add(call);
		const levels: number[][] = [];
		const nodes: number[] = [];
		// Plain objects keyed by call id: V8 keeps such sparse keys in a small dictionary.
		const xs: Record<number, number> = {};
		const ys: Record<number, number> = {};
		const place = (call: number, x: number, depth: number) => {
			xs[call] = x;
			ys[call] = depth * this.options.levelHeight;
			(levels[depth] ??= []).push(call);
			nodes.push(call);
		};
		if (unfolded.size === path.length) this.#rows(path, centre, xs, place);
		else this.#tidy(unfolded, centre, place);
		let left = 0;
		let right = 0;
		for (const call of nodes) {
			left = Math.min(left, xs[call] ?? 0);
			right = Math.max(right, xs[call] ?? 0);
		}
		const { levelHeight } = this.options;
		return {
			layout: {
				options: this.options,
				x: xs,
				y: ys,
				levels: levels.map((level) => Int32Array.from(level)),
				left,
				right,
				height: (levels.length - 1) * levelHeight
			},
			visible: { nodes, links: nodes.filter((call) => call !== 1) },
			unfolded
		};
	}

	/**
	 * Only the path is open: each level is one row, the children of the path's call there,
	 * centred under it. Stepping to a sibling changes only the rows below it, so the rows
	 * above stay exactly where they were.
	 */
	#rows(
		path: readonly number[],
		centre: ReadonlyMap<number, number | null>,
		xs: Readonly<Record<number, number>>,
		place: (call: number, x: number, depth: number) => void
	): void {
		const { nodeWidth } = this.options;
		place(1, 0, 0);
		path.forEach((call, depth) => {
			const list = this.trace.childList(call);
			const first = (xs[call] ?? 0) - ((list.count - 1) * nodeWidth) / 2;
			const { from, to } = reach(list, centre.get(call) ?? null);
			for (let at = from; at < to; at++) place(list.at(at), first + at * nodeWidth, depth + 1);
		});
	}

	/** With calls opened off the path, rows can collide: d3's tidy tree keeps them apart. */
	#tidy(
		unfolded: ReadonlySet<number>,
		centre: ReadonlyMap<number, number | null>,
		place: (call: number, x: number, depth: number) => void
	): void {
		const trace = this.trace;
		const root = hierarchy(1, (call: number) => {
			if (!unfolded.has(call)) return null;
			const list = trace.childList(call);
			const { from, to } = reach(list, centre.get(call) ?? null);
			return to > from ? Array.from(list.ids.subarray(from, to)) : null;
		});
		tidyTree(this.options)(root);
		// Breadth first, so every level is met left to right.
		root.each((node) => place(node.data, node.x ?? 0, node.depth));
	}
}

/** The places of the children a row shows: all, or ROW_REACH either side of `near`. */
function reach(list: ChildList, near: number | null): { from: number; to: number } {
	const width = 2 * ROW_REACH + 1;
	if (list.count <= width) return { from: 0, to: list.count };
	const at = near === null ? 0 : Math.max(0, list.indexOf(near));
	const from = Math.min(Math.max(0, at - ROW_REACH), list.count - width);
	return { from, to: from + width };
}

export interface TreeWindowView {
	readonly layout: TraceLayout;
	/** Every call in the window (the view culls what is off screen). */
	readonly visible: VisibleSet;
	/** Calls whose children are in the window: the focus's path and the calls opened. */
	readonly unfolded: ReadonlySet<number>;
}
