import { hierarchy, tree, type TreeLayout } from 'd3-hierarchy';
import type { DrawnTree } from './drawn';

/**
 * Where each node of the drawn tree (calls, then pruned branches) sits, computed once per trace
 * so nodes never move while stepping. Positions come from d3-hierarchy's tidy tree (Reingold and Tilford's
 * algorithm, in Buchheim, Jünger and Leipert's linear-time form): children are centred
 * under their parent and no two subtrees overlap. The hierarchy's node objects are dropped
 * once the coordinates are copied into typed columns indexed by node id.
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

/**
 * Node centres by node id: a whole layout's typed column, or a folded window's few entries (a
 * column per call would cost the depth-8 Connect Four window 106 MB for a few hundred nodes).
 */
interface Coordinates {
	readonly [node: number]: number;
}

export interface TraceLayout<C extends Coordinates = Coordinates> {
	readonly options: LayoutOptions;
	/** Centre of each node; index 0 unused. */
	readonly x: C;
	readonly y: C;
	/** The nodes at each depth, left to right. */
	readonly levels: readonly Int32Array[];
	/** The drawing's extent, node centres included. */
	readonly left: number;
	readonly right: number;
	readonly height: number;
}

/** d3's tidy tree with these settings: siblings one node apart, cousins `cousinGap` apart. */
export function tidyTree(settings: LayoutOptions): TreeLayout<number> {
	return tree<number>()
		.nodeSize([settings.nodeWidth, settings.levelHeight])
		.separation((a, b) => (a.parent === b.parent ? 1 : settings.cousinGap));
}

/** A whole tree's layout: every node's centre in typed columns (which a worker can transfer). */
export type WholeLayout = TraceLayout<Float64Array>;

export function layoutTrace(drawn: DrawnTree, options: Partial<LayoutOptions> = {}): WholeLayout {
	return layoutTree(1, (node) => drawn.children(node), drawn.size + 1, options);
}

/**
 * Any tree's layout, whatever search drew it: the tree hanging from `root`, whose children
 * `childrenOf` gives left to right, node ids below `columns`. The call searches lay out their
 * drawn tree; MCTS the part of its final tree it draws.
 */
export function layoutTree(
	root: number,
	childrenOf: (node: number) => readonly number[],
	columns: number,
	options: Partial<LayoutOptions> = {}
): WholeLayout {
	const settings = { ...DEFAULT_LAYOUT, ...options };
	const top = hierarchy(root, (node: number) => {
		const children = childrenOf(node);
		return children.length > 0 ? children : null;
	});
	tidyTree(settings)(top);

	const x = new Float64Array(columns);
	const y = new Float64Array(columns);
	const levels: number[][] = [];
	let left = 0;
	let right = 0;
	// `each` is breadth first, so every level is met left to right.
	top.each((node) => {
		const id = node.data;
		x[id] = node.x ?? 0;
		y[id] = node.y ?? 0;
		left = Math.min(left, x[id] ?? 0);
		right = Math.max(right, x[id] ?? 0);
		(levels[node.depth] ??= []).push(id);
	});
	return {
		options: settings,
		x,
		y,
		levels: levels.map((level) => Int32Array.from(level)),
		left,
		right,
		height: (levels.length - 1) * settings.levelHeight
	};
}

/** How the arrow keys walk a drawn tree: its links, and which nodes are drawn at this step. */
export interface TreeWalk {
	parent(node: number): number | null;
	depth(node: number): number;
	/** The first child drawn; null for none. */
	firstChild(node: number): number | null;
	/** Whether a node of the layout is drawn at this step (an MCTS node not yet made is not). */
	shown(node: number): boolean;
}

const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] as const;

/**
 * The node an arrow key leads to from `node`: up to the parent, down to the first child, left
 * and right along the level to the next node drawn; null where there is none, undefined for a
 * key that is not an arrow.
 */
export function arrowTarget(
	layout: TraceLayout,
	walk: TreeWalk,
	node: number,
	key: string
): number | null | undefined {
	const arrow = ARROWS.indexOf(key as (typeof ARROWS)[number]);
	if (arrow < 0) return undefined;
	if (arrow === 0) return walk.parent(node);
	if (arrow === 1) return walk.firstChild(node);
	const depth = walk.depth(node);
	const level = layout.levels[depth] ?? new Int32Array();
	const step = arrow === 2 ? -1 : 1;
	// Found by its x, not by a scan: a level can hold 99,999 siblings.
	const from = placeInLevel(layout, depth, node);
	if (from < 0) return null;
	for (let at = from + step; at >= 0 && at < level.length; at += step) {
		const next = level[at] as number;
		if (walk.shown(next)) return next;
	}
	return null;
}

/** A rectangle in tree units. */
export interface ViewRect {
	readonly x0: number;
	readonly x1: number;
	readonly y0: number;
	readonly y1: number;
}

export interface VisibleSet {
	/** Nodes in (or near) the rectangle, by level then left to right. */
	readonly nodes: readonly number[];
	/**
	 * Nodes whose link to their parent crosses the rectangle's levels: `nodes`, and their children
	 * near the view (`LINKS_BEYOND`).
	 */
	readonly links: readonly number[];
}

/**
 * Links drawn beyond the view's edges from one node, on each side: a link to a child off screen
 * still crosses it. More than any board or random tree has children, so those draw every link;
 * a node with thousands of children draws the ones in view and this many either side.
 */
export const LINKS_BEYOND = 16;

/**
 * The nodes worth drawing in a view rectangle: binary search on each level in view, so the
 * cost follows what is visible, not the trace's length; and each one's links to its children
 * near the view, found by binary search among them, not by walking all of them.
 */
export function nodesInView(layout: TraceLayout, drawn: DrawnTree, view: ViewRect): VisibleSet {
	const { nodeWidth, levelHeight } = layout.options;
	const x0 = view.x0 - nodeWidth;
	const x1 = view.x1 + nodeWidth;
	const nodes: number[] = [];
	const links: number[] = [];
	layout.levels.forEach((level, depth) => {
		const y = depth * levelHeight;
		if (y < view.y0 - levelHeight || y > view.y1 + levelHeight) return;
		for (let at = firstAtOrRightOf(layout.x, level, x0); at < level.length; at++) {
			const node = level[at] as number;
			if ((layout.x[node] ?? 0) > x1) break;
			nodes.push(node);
		}
	});
	const linked = new Set<number>();
	for (const node of nodes) {
		if (node !== 1) linked.add(node);
		if (drawn.depth(node) * levelHeight > view.y1) continue;
		const count = drawn.childCount(node);
		// Children lie left to right: those in view, widened by LINKS_BEYOND on each side.
		const first = Math.max(0, firstChildRightOf(layout, drawn, node, x0) - LINKS_BEYOND);
		const end = Math.min(count, firstChildRightOf(layout, drawn, node, x1, true) + LINKS_BEYOND);
		for (let at = first; at < end; at++) linked.add(drawn.childAt(node, at));
	}
	for (const node of linked) links.push(node);
	return { nodes, links };
}

/** Among `node`'s children, the place of the first at or right of `left` (past it, with `after`). */
function firstChildRightOf(
	layout: TraceLayout,
	drawn: DrawnTree,
	node: number,
	left: number,
	after = false
): number {
	let low = 0;
	let high = drawn.childCount(node);
	while (low < high) {
		const mid = (low + high) >>> 1;
		const x = layout.x[drawn.childAt(node, mid)] ?? 0;
		if (after ? x <= left : x < left) low = mid + 1;
		else high = mid;
	}
	return low;
}

/** Where `node` sits in its level, left to right: a binary search on its x; -1 when not there. */
export function placeInLevel(layout: TraceLayout, depth: number, node: number): number {
	const level = layout.levels[depth];
	if (!level) return -1;
	const at = firstAtOrRightOf(layout.x, level, layout.x[node] ?? 0);
	return level[at] === node ? at : -1;
}

function firstAtOrRightOf(x: Coordinates, level: Int32Array, left: number): number {
	let low = 0;
	let high = level.length;
	while (low < high) {
		const mid = (low + high) >>> 1;
		if ((x[level[mid] as number] ?? 0) < left) low = mid + 1;
		else high = mid;
	}
	return low;
}
