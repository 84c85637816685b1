import type { FollowBox, TreeModel } from '$lib/components/tree-canvas';
import type { MctsTrace } from '../trace';
import { MCTS_CARD, type MctsLayout } from './tree-layout';
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
 * The path's last node, kept in view while stepping with the marks under it (`withMarks`), the root
 * with it as a call search's caller is (`callerX`): beside it while both fit across, else the root
 * alone, never the node with the root off a narrow panel's side (a phone's). A fresh frame keeps
 * its card alone: under the root while both fit, else under its parent (the camera's rule).
 */
export function mctsFollowed(layout: MctsLayout, marks: MctsTreeStep, withMarks = true): FollowBox {
	const node = marks.path.at(-1) ?? 0;
	const y = layout.y[node] ?? 0;
	return {
		id: node,
		x: layout.x[node] ?? 0,
		y: withMarks ? y + 15 : y,
		width: 110,
		height: withMarks ? 2 * HALF + 60 : 2 * HALF,
		callerX: layout.x[0] ?? 0
	};
}
