import { hierarchy } from 'd3-hierarchy';
import type { Trace } from '$lib/engine';
import {
	DEFAULT_LAYOUT,
	tidyTree,
	type LayoutOptions,
	type TraceLayout,
	type VisibleSet
} from './layout';

/**
 * A navigable window on a trace too big to lay out whole (the full game's 549,946 calls):
 * the calls on the path to the focus call with all their children, plus the children of any
 * call the user opened. Every other subtree is folded into the call at its top, which the view
 * draws with its size ("+54,720 calls"). The window holds at most depth × branching calls, so
 * it is laid out afresh whenever the path changes, in well under a millisecond: as rows under
 * the path when only the path is open, with d3's tidy tree when the student opened more.
 *
 * Coordinates go into one pair of columns allocated once per trace and indexed by call id;
 * only the window's entries are meaningful, and only they are read.
 */
export class WindowLayout {
	readonly trace: Trace;
	readonly options: LayoutOptions;
	readonly x: Float64Array;
	readonly y: Float64Array;

	constructor(trace: Trace, options: Partial<LayoutOptions> = {}) {
		this.trace = trace;
		this.options = { ...DEFAULT_LAYOUT, ...options };
		this.x = new Float64Array(trace.calls + 1);
		this.y = new Float64Array(trace.calls + 1);
	}

	/**
	 * Lays out the window around `focus` with the `opened` calls unfolded. Returns a layout the
	 * camera and the drawing share, and the calls and links to draw.
	 */
	around(focus: number, opened: ReadonlySet<number>): TreeWindowView {
		const trace = this.trace;
		const path = trace.ancestry(focus);
		const unfolded = new Set(opened);
		for (const call of path) unfolded.add(call);
		const levels: number[][] = [];
		const nodes: number[] = [];
		const place = (call: number, x: number, depth: number) => {
			this.x[call] = x;
			this.y[call] = depth * this.options.levelHeight;
			(levels[depth] ??= []).push(call);
			nodes.push(call);
		};
		if (unfolded.size === path.length) this.#rows(path, place);
		else this.#tidy(unfolded, place);
		let left = 0;
		let right = 0;
		for (const call of nodes) {
			left = Math.min(left, this.x[call] ?? 0);
			right = Math.max(right, this.x[call] ?? 0);
		}
		const { levelHeight } = this.options;
		return {
			layout: {
				options: this.options,
				x: this.x,
				y: this.y,
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
	#rows(path: readonly number[], place: (call: number, x: number, depth: number) => void): void {
		const { nodeWidth } = this.options;
		place(1, 0, 0);
		path.forEach((call, depth) => {
			const children = this.trace.children(call);
			const first = (this.x[call] ?? 0) - ((children.length - 1) * nodeWidth) / 2;
			children.forEach((child, at) => place(child, first + at * nodeWidth, depth + 1));
		});
	}

	/** With calls opened off the path, rows can collide: d3's tidy tree keeps them apart. */
	#tidy(
		unfolded: ReadonlySet<number>,
		place: (call: number, x: number, depth: number) => void
	): void {
		const trace = this.trace;
		const root = hierarchy(1, (call: number) => {
			if (!unfolded.has(call)) return null;
			const children = trace.children(call);
			return children.length > 0 ? children : null;
		});
		tidyTree(this.options)(root);
		// Breadth first, so every level is met left to right.
		root.each((node) => place(node.data, node.x ?? 0, node.depth));
	}
}

export interface TreeWindowView {
	readonly layout: TraceLayout;
	/** Every call in the window (the view culls what is off screen). */
	readonly visible: VisibleSet;
	/** Calls whose children are in the window: the focus's path and the calls opened. */
	readonly unfolded: ReadonlySet<number>;
}
