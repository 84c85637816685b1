import { hierarchy, tree } from 'd3-hierarchy';
import type { Trace } from '$lib/engine';
import { DEFAULT_LAYOUT, type LayoutOptions, type TraceLayout, type VisibleSet } from './layout';

/**
 * A navigable window on a trace too big to lay out whole (the full game's 549,946 calls):
 * the calls on the path to the focus call with all their children, plus the children of any
 * call the user opened. Every other subtree is folded into the call at its top, which the view
 * draws with its size ("+54,720 calls"). The window holds at most depth × branching calls, so
 * it is laid out afresh (d3's tidy tree) whenever the path changes, in well under a millisecond.
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
		const unfolded = new Set(opened);
		for (const call of trace.ancestry(focus)) unfolded.add(call);
		// A call on the path whose children are hidden would hide the focus, so the path always opens.
		const root = hierarchy(1, (call: number) => {
			if (!unfolded.has(call)) return null;
			const children = trace.children(call);
			return children.length > 0 ? children : null;
		});
		const { nodeWidth, levelHeight, cousinGap } = this.options;
		tree<number>()
			.nodeSize([nodeWidth, levelHeight])
			.separation((a, b) => (a.parent === b.parent ? 1 : cousinGap))(root);
		const levels: number[][] = [];
		const nodes: number[] = [];
		let left = 0;
		let right = 0;
		root.each((node) => {
			const call = node.data;
			const x = node.x ?? 0;
			this.x[call] = x;
			this.y[call] = node.y ?? 0;
			left = Math.min(left, x);
			right = Math.max(right, x);
			(levels[node.depth] ??= []).push(call);
			nodes.push(call);
		});
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
}

export interface TreeWindowView {
	readonly layout: TraceLayout;
	/** Every call in the window (the view culls what is off screen). */
	readonly visible: VisibleSet;
	/** Calls whose children are in the window: the focus's path and the calls opened. */
	readonly unfolded: ReadonlySet<number>;
}
