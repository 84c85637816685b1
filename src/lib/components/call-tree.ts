import {
	linkView,
	nodesInView,
	type Session,
	type Snapshot,
	type TraceLayout,
	type TreeStep,
	type ViewRect,
	type VisibleSet
} from '$lib/player';
import type { Snippet } from 'svelte';
import { callStateAt } from '$lib/engine/events';
import type { NodeSize } from '$lib/games/presenter';
import { cardReach, linkMarksReach, windowLinkBelow } from './geometry';
import type { FollowBox, TreeModel } from './tree-canvas';
import type { FollowedWay, StepSpan } from '$lib/ui/kept-way';

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
		placeState: (node) => {
			const branch = drawn.branchOf(node);
			if (branch !== null) return step.index >= branch.cutAt ? 'pruned' : 'pending';
			const state = callStateAt(trace, node, step.index, step.active);
			return state === 'pending' ? 'pending' : 'searched';
		},
		nodeAttribute: 'data-call',
		linkReach: (child) => {
			const link = linkView(session, child, step);
			return linkMarksReach(size, link.cut !== null, link.probability);
		}
	};
}

/**
 * The call kept in view: its card and the score under it (`reach`, the model's card), `width`
 * wide with some air; at a receive, where the receiving call sits across (`callerX`, one row up);
 * `line`, the screen line a spotlight keeps it above; `way`, the calls its value went up through,
 * highest first (their boxes kept with it, as many as fit: `keepWay`; `keep`: the first, or it alone).
 */
export function callFollowBox(
	layout: TraceLayout,
	call: number,
	reach: { above: number; below: number },
	width: number,
	{
		callerX,
		line,
		way
	}: {
		callerX?: number | undefined;
		line?: number | undefined;
		way?:
			| {
					calls: readonly number[];
					head: number;
					row?: number;
					foot: number;
					keep?: boolean;
					caller?: boolean;
					told?: boolean;
					name?: string;
					span?: StepSpan;
					named?: FollowedWay['named'];
			  }
			| undefined;
	}
): FollowBox {
	const { above, below } = reach;
	const at = (id: number) => ({ x: layout.x[id] ?? 0, y: layout.y[id] ?? 0 });
	const node = at(call);
	const box = { id: call, x: node.x, y: node.y + (below - above) / 2, width: width + 20 };
	// A card below the root is framed with the row of labels over it.
	const headed = (card: { x: number; y: number }) =>
		card.y > 0 && way?.row !== undefined ? { ...card, head: way.row } : card;
	const cards = (way?.calls ?? [])
		.filter((id) => layout.x[id] !== undefined)
		.map((id) => headed(at(id)));
	const followedWay =
		way && (cards.length > 0 || way.span || way.named)
			? {
					node,
					cards,
					head: way.head,
					foot: way.foot,
					whole: below,
					cardWidth: width,
					keep: way.keep === true,
					...(way.caller ? { caller: true } : {}),
					told: way.told === true,
					...(way.name === undefined ? {} : { name: way.name }),
					...(way.span === undefined ? {} : { span: way.span }),
					...(way.named === undefined ? {} : { named: way.named })
				}
			: undefined;
	return { ...box, height: above + below, callerX, above: line, way: followedWay };
}

/** TreeView's props: the call searches' tree at a step. */
export interface TreeViewProps {
	session: Session;
	/** Where the search stands at the step. */
	snapshot: Snapshot;
	/** Article 004's A–G letters (only on its example tree). */
	letters: boolean;
	/** Presentation mode: small trees may be drawn larger. */
	large?: boolean;
	/** Shows the step of `call` (a table hit's link to the call that scored its position). */
	ongo?: (call: number) => void;
	/** A search's own tool (a note's button), drawn with the zoom buttons. */
	corner?: Snippet | undefined;
	/** Side by side: the calls to mark (nodes the other search never visits), and why. */
	marked?: { calls: ReadonlySet<number>; why: string } | null;
	/** A student's trace beside ours: the call of the first difference, and what it is. */
	flagged?: { call: number; why: string } | null;
	/** By call, the call the step is named after (FC k), whose value the narration tells first. */
	told?: number | null;
	/**
	 * Side by side: the told call is framed with the call marked current where both fit, never
	 * with its parent alone; where they do not fit down, the current call with the told call's
	 * parent and its value, the told call in part under them (`highestFitting`); where they do
	 * not fit at all, the told call whole, the current one named at the panel's edge
	 * (`frameTold`, overlaps.spec).
	 */
	beside?: boolean;
	/** Presenting, by call: the calls the step's narration names (`Narration.named`), kept in view where they fit. */
	named?: readonly number[];
	/** On a phone, those its brief telling names (`Narration.shortNamed`, else `named`): what it shows. */
	shortNamed?: readonly number[] | undefined;
	/** The call whose value predict mode asks: its card shows "?" where the value will be. */
	asked?: number | null;
}
