import type { FollowBox, TreeModel } from '$lib/components/tree-canvas';
import type { MctsTrace } from '../trace';
import { framePath, type FramedPath } from './path-band';
import { columnX, MCTS_CARD, type MctsLayout } from './tree-layout';
import type { MctsNodeView } from './tree-nodes';
import { linkWidth, type MctsTreeStep } from './tree-step';

/**
 * MCTS's tree as the one tree renderer takes it: the nodes drawn at the step (the root and the
 * path's choices, a few dozen, so none is culled), walked among them, each link as wide as its
 * child's visits and marked on the step's path.
 */

const HALF = MCTS_CARD.height / 2;

export function mctsTreeModel(
	trace: MctsTrace,
	layout: MctsLayout,
	marks: MctsTreeStep,
	nodes: readonly MctsNodeView[],
	phase: string
): TreeModel {
	const shown = (node: number) => layout.has(node);
	const ids = nodes.map((view) => view.node);
	const visits = new Map(nodes.map((view) => [view.node, view.visits]));
	const onPath = new Set(marks.path);
	const rootVisits = trace.visits(0, marks.counts);
	return {
		layout,
		walk: {
			parent: (node) => trace.parent(node),
			depth: (node) => {
				let depth = 0;
				for (let at = trace.parent(node); at !== null; at = trace.parent(at)) depth++;
				return depth;
			},
			firstChild: (node) => trace.children(node).find(shown) ?? null,
			shown
		},
		visibleIn: () => ({ nodes: ids, links: ids.filter((node) => node !== 0) }),
		linkLook: (child) => {
			const parent = trace.parent(child) ?? 0;
			const path = onPath.has(child) && onPath.has(parent);
			return {
				classes: path ? `${phase} path` : phase,
				width: linkWidth(visits.get(child) ?? 0, rootVisits)
			};
		},
		cardHeight: MCTS_CARD.height,
		card: { above: HALF + 20, below: HALF + 60, presentingFloor: 1 },
		nodeAttribute: 'data-node'
	};
}

/**
 * The step's path kept in view (path-band.ts's rule): the whole of its iteration's, so the four
 * phases of an iteration are framed alike, the node selection is about to make included.
 */
export function mctsFollowed(trace: MctsTrace, layout: MctsLayout, marks: MctsTreeStep): FollowBox {
	const path = marks.phase === null ? [0] : Array.from(trace.path(marks.iteration));
	const last = path.at(-1) ?? 0;
	const framed: FramedPath = {
		x: path.map((node) => layout.x[node] ?? columnX(trace, node, layout.options.nodeWidth)),
		levelHeight: layout.options.levelHeight,
		kept: Math.max(0, path.length - (trace.expanded(marks.iteration) ? 2 : 1)),
		tagged: marks.choices.at(-1)?.chosen === last
	};
	const [x, y] = [framed.x.at(-1) ?? 0, (path.length - 1) * framed.levelHeight];
	return {
		id: last,
		x,
		y,
		width: MCTS_CARD.width,
		height: MCTS_CARD.height,
		frame: (from, room) => framePath(framed, from, room)
	};
}
