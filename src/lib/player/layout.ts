import { hierarchy, tree } from 'd3-hierarchy';
import type { Trace } from '$lib/engine';

/**
 * Where each call of a trace sits in the drawn tree, computed once per trace so nodes never
 * move while stepping. Positions come from d3-hierarchy's tidy tree (Reingold and Tilford's
 * algorithm, in Buchheim, Jünger and Leipert's linear-time form): children are centred
 * under their parent and no two subtrees overlap. The hierarchy's node objects are dropped
 * once the coordinates are copied into typed columns indexed by call id.
 */

export interface LayoutOptions {
	/** Horizontal room for one node, in tree units (pixels at zoom 1). */
	nodeWidth: number;
	/** Vertical distance from one level to the next. */
	levelHeight: number;
	/** Extra room between neighbours that are not siblings, as a multiple of `nodeWidth`. */
	cousinGap: number;
}

export const DEFAULT_LAYOUT: LayoutOptions = { nodeWidth: 108, levelHeight: 165, cousinGap: 1.2 };

/** Spacing for explicit trees, whose nodes are small shapes rather than boards. */
export const TREE_SPACING: Partial<LayoutOptions> = { nodeWidth: 84, levelHeight: 130 };

export interface TraceLayout {
	readonly options: LayoutOptions;
	/** Centre of each call's node; index 0 unused. */
	readonly x: Float64Array;
	readonly y: Float64Array;
	/** The calls at each depth, left to right (which is also their order in the trace). */
	readonly levels: readonly Int32Array[];
	/** The drawing's extent, node centres included. */
	readonly left: number;
	readonly right: number;
	readonly height: number;
}

export function layoutTrace(trace: Trace, options: Partial<LayoutOptions> = {}): TraceLayout {
	const settings = { ...DEFAULT_LAYOUT, ...options };
	const root = hierarchy(1, (call: number) => {
		const children = trace.children(call);
		return children.length > 0 ? children : null;
	});
	tree<number>()
		.nodeSize([settings.nodeWidth, settings.levelHeight])
		.separation((a, b) => (a.parent === b.parent ? 1 : settings.cousinGap))(root);

	const x = new Float64Array(trace.calls + 1);
	const y = new Float64Array(trace.calls + 1);
	const counts: number[] = [];
	let left = 0;
	let right = 0;
	root.each((node) => {
		const call = node.data;
		x[call] = node.x ?? 0;
		y[call] = node.y ?? 0;
		left = Math.min(left, x[call] ?? 0);
		right = Math.max(right, x[call] ?? 0);
		counts[node.depth] = (counts[node.depth] ?? 0) + 1;
	});
	// Preorder visits each level left to right, so filling by id keeps each level sorted by x.
	const levels = counts.map((count) => new Int32Array(count));
	const filled = new Int32Array(counts.length);
	for (let call = 1; call <= trace.calls; call++) {
		const depth = trace.depth(call);
		const level = levels[depth] as Int32Array;
		level[(filled[depth] as number)++] = call;
	}
	return {
		options: settings,
		x,
		y,
		levels,
		left,
		right,
		height: (levels.length - 1) * settings.levelHeight
	};
}

/** A rectangle in tree units. */
export interface ViewRect {
	readonly x0: number;
	readonly x1: number;
	readonly y0: number;
	readonly y1: number;
}

export interface VisibleSet {
	/** Calls whose node is in (or near) the rectangle, by level then left to right. */
	readonly nodes: readonly number[];
	/** Calls whose link to their parent crosses the rectangle's levels: `nodes` plus their children. */
	readonly links: readonly number[];
}

/**
 * The calls worth drawing in a view rectangle: binary search on each level in view, so the
 * cost follows what is visible, not the trace's length.
 */
export function callsInView(layout: TraceLayout, trace: Trace, view: ViewRect): VisibleSet {
	const { nodeWidth, levelHeight } = layout.options;
	const x0 = view.x0 - nodeWidth;
	const x1 = view.x1 + nodeWidth;
	const nodes: number[] = [];
	const links: number[] = [];
	layout.levels.forEach((level, depth) => {
		const y = depth * levelHeight;
		if (y < view.y0 - levelHeight || y > view.y1 + levelHeight) return;
		for (let at = firstAtOrRightOf(layout.x, level, x0); at < level.length; at++) {
			const call = level[at] as number;
			if ((layout.x[call] ?? 0) > x1) break;
			nodes.push(call);
		}
	});
	const linked = new Set<number>();
	for (const call of nodes) {
		if (call !== 1) linked.add(call);
		if (trace.depth(call) * levelHeight > view.y1) continue;
		for (const child of trace.children(call)) linked.add(child);
	}
	for (const call of linked) links.push(call);
	return { nodes, links };
}

function firstAtOrRightOf(x: Float64Array, level: Int32Array, left: number): number {
	let low = 0;
	let high = level.length;
	while (low < high) {
		const mid = (low + high) >>> 1;
		if ((x[level[mid] as number] ?? 0) < left) low = mid + 1;
		else high = mid;
	}
	return low;
}
