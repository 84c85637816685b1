import { layoutTree, type LayoutOptions, type TraceLayout } from '$lib/player/layout';
import type { MctsTrace } from '../trace';

/**
 * Where each drawn node of an MCTS tree sits, computed once per trace so that nodes never move
 * while stepping: a node has its place before it is made and appears there when it is.
 *
 * A run of 100,000 iterations makes about as many nodes, far more than a screen can show, so
 * only a bounded part is laid out: the nodes whose visits at the end of the run are at least a
 * threshold k, the least k that leaves at most `limit` of them. A parent has at least the visits
 * of each child, so that part holds the root and every parent of a node in it: it is a tree.
 *
 * The places come from the layout every search's tree gets (`layoutTree`, d3-hierarchy's tidy
 * tree) with MCTS's spacing: children centred under their parent, in the order they were made,
 * and no two subtrees overlapping.
 */

/** At most this many nodes are drawn: a projector's screenful, and cheap to redraw each step. */
const MAX_DRAWN = 300;

/** A node's card, in pixels at zoom 1: the move, N and W/N on three lines. */
export const MCTS_CARD = { width: 88, height: 62 } as const;

/** The drawn tree's spacing: room between cards, and below each for its UCB1 tag and marks. */
const MCTS_SPACING: LayoutOptions = { nodeWidth: 98, levelHeight: 122, cousinGap: 1.1 };

export interface MctsLayout extends TraceLayout {
	/** The least final visits a drawn node has (1 when every node is drawn). */
	readonly least: number;
	/** The drawn nodes, level by level, left to right. */
	readonly drawn: readonly number[];
	readonly count: number;
	/** Whether a node is in the drawn part. */
	has(node: number): boolean;
}

/**
 * The least k such that at most `limit` nodes have at least k visits at the end of the run.
 * Every node has a visit at least (the iteration that made it passes through it), so k = 1 when
 * the whole tree fits.
 */
export function leastVisitsDrawn(trace: MctsTrace, limit = MAX_DRAWN): number {
	if (trace.nodes <= limit) return 1;
	const visits = new Int32Array(trace.nodes);
	for (let node = 0; node < trace.nodes; node++) visits[node] = trace.visits(node);
	visits.sort();
	// The (limit + 1)-th most visited node must be left out, and every node tied with it.
	return (visits[trace.nodes - limit - 1] ?? 0) + 1;
}

/** The drawn part of the trace's final tree, laid out once. */
export function layoutMcts(
	trace: MctsTrace,
	limit = MAX_DRAWN,
	options: LayoutOptions = MCTS_SPACING
): MctsLayout {
	const least = leastVisitsDrawn(trace, limit);
	const kept = (node: number) =>
		trace.children(node).filter((child) => trace.visits(child) >= least);
	const layout = layoutTree(0, kept, trace.nodes, options);
	const drawn = layout.levels.flatMap((level) => Array.from(level));
	const members = new Set(drawn);
	return { ...layout, least, drawn, count: drawn.length, has: (node) => members.has(node) };
}
