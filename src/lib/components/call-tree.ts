import {
	linkView,
	nodesInView,
	type Session,
	type TraceLayout,
	type TreeStep,
	type ViewRect,
	type VisibleSet
} from '$lib/player';
import type { NodeSize } from '$lib/games/presenter';
import { cardReach, windowLinkBelow } from './geometry';
import type { FollowBox, TreeModel } from './tree-canvas';

/**
 * The call searches' tree as the one tree renderer takes it: the drawn tree (calls, then the
 * pruned branches, each hanging from the call that cut it), its links drawn by state at the step,
 * its cards `size` (presenting, with their labels at their largest). `visibleIn` is the layout's
 * (or a folded window's) own.
 */
export function callTreeModel(
	session: Session,
	step: TreeStep,
	layout: TraceLayout,
	size: NodeSize,
	visibleIn?: (view: ViewRect) => VisibleSet
): TreeModel {
	const { drawn, trace } = session;
	return {
		layout,
		walk: {
			parent: (node) => drawn.parent(node),
			depth: (node) => drawn.depth(node),
			firstChild: (call) => (trace.lastDescendant(call) > call ? call + 1 : null),
			shown: () => true
		},
		visibleIn: visibleIn ?? ((view) => nodesInView(layout, drawn, view)),
		linkLook: (child) => {
			const link = linkView(session, child, step);
			const marks = [link.state, link.onPath && 'path', link.trying && 'trying'];
			return { classes: [...marks, link.chosen && 'chosen'].filter(Boolean).join(' ') };
		},
		cardHeight: size.height,
		...(size.headingAbove === undefined ? {} : { linkAbove: size.headingAbove }),
		...(trace.windowed ? { linkBelow: windowLinkBelow(size) } : {}),
		card: cardReach(size, trace.windowed),
		nodeAttribute: 'data-call'
	};
}

/**
 * The call kept in view: its card and the score under it (`reach`, the model's card), `width`
 * wide with some air; at a receive, where the receiving call sits across (`callerX`, one row up);
 * `line`, the screen line a spotlight keeps it above.
 */
export function callFollowBox(
	layout: TraceLayout,
	call: number,
	reach: { above: number; below: number },
	width: number,
	{ callerX, line }: { callerX?: number | undefined; line?: number | undefined }
): FollowBox {
	const { above, below } = reach;
	const y = (layout.y[call] ?? 0) + (below - above) / 2;
	const box = { id: call, x: layout.x[call] ?? 0, y, width: width + 20, height: above + below };
	return { ...box, callerX, above: line };
}
