import type { FollowBox, TreeModel } from '$lib/components/tree-canvas';
import type { PanelRoom } from '$lib/ui/camera.svelte';
import type { MctsTrace } from '../trace';
import { framePath, needsBand, type FramedPath } from './path-band';
import { columnX, MCTS_CARD, MCTS_SPACING, type MctsLayout } from './tree-layout';
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
		// Framed as tall as the run's deepest path (as wide as the root's moves, tree-layout.ts):
		// the zoom is the run's, the same at a step loaded as stepped to; it was step 0's lone root's.
		layout: { ...layout, height: (deepestPath(trace) - 1) * layout.options.levelHeight },
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

const deepest = new WeakMap<MctsTrace, number>();
/** The most nodes an iteration's path holds in the run, the root's included. */
function deepestPath(trace: MctsTrace): number {
	let most = deepest.get(trace);
	if (most !== undefined) return most;
	most = 1;
	for (let iteration = 1; iteration <= trace.iterations; iteration++)
		most = Math.max(most, trace.path(iteration).length);
	deepest.set(trace, most);
	return most;
}

/**
 * The step's path kept in view (path-band.ts's rule): the whole of its iteration's, so the four
 * phases of an iteration are framed alike, the node selection is about to make included; the
 * root pinned from the run's first iteration that needs it (`rootPinned`).
 */
export function mctsFollowed(trace: MctsTrace, layout: MctsLayout, marks: MctsTreeStep): FollowBox {
	const iteration = marks.phase === null ? 0 : marks.iteration;
	const framed = framedPath(trace, iteration, layout.x, marks.choices.at(-1)?.chosen);
	const last = framed.x.length - 1;
	return {
		id: iteration === 0 ? 0 : (trace.path(iteration).at(-1) ?? 0),
		x: framed.x[last] ?? 0,
		y: last * framed.levelHeight,
		width: MCTS_CARD.width,
		height: MCTS_CARD.height,
		frame: (from, room) => {
			const floor = rootPinned(trace, iteration, from.k, room) ? 1 : 0;
			return framePath({ ...framed, floor }, from, room);
		}
	};
}

/** Iteration `iteration`'s whole path as the rule frames it (0: the root alone, before the run). */
function framedPath(
	trace: MctsTrace,
	iteration: number,
	drawnX: Readonly<Record<number, number>> = {},
	chosen?: number
): FramedPath {
	const path = iteration === 0 ? [0] : Array.from(trace.path(iteration));
	const { levelHeight } = MCTS_SPACING;
	return {
		x: path.map((node) => drawnX[node] ?? placeOf(trace, node)),
		levelHeight,
		kept: Math.max(0, path.length - (iteration > 0 && trace.expanded(iteration) ? 2 : 1)),
		tagged: chosen !== undefined && chosen === path.at(-1),
		floor: 0
	};
}

const places = new WeakMap<MctsTrace, Float64Array>();
/** A node's place across (tree-layout.ts's `columnX`), kept: `rootPinned` reads every path's. */
function placeOf(trace: MctsTrace, node: number): number {
	let known = places.get(trace);
	if (!known) places.set(trace, (known = new Float64Array(trace.nodes).fill(NaN)));
	const x = known[node] ?? NaN;
	return Number.isNaN(x) ? (known[node] = columnX(trace, node, MCTS_SPACING.nodeWidth)) : x;
}

/** Per run, per panel and zoom: the iterations scanned, and the first that needs the band. */
const firstBands = new WeakMap<MctsTrace, { panel: string; scanned: number; first: number }>();

/**
 * Whether the band pins the root at an iteration: from the run's first iteration whose path, framed
 * afresh, needs it (path-band.ts's `needsBand`), read from the step's index, so a step looks the
 * same stepped to or loaded and stepping on never unpins the root. It came and went every few
 * iterations where paths one row longer came and went (issue 43). Scanned once a run and panel.
 */
function rootPinned(trace: MctsTrace, iteration: number, k: number, room: PanelRoom): boolean {
	const panel = JSON.stringify([k, room]);
	let known = firstBands.get(trace);
	if (known?.panel !== panel)
		firstBands.set(trace, (known = { panel, scanned: 0, first: Infinity }));
	const rootRow = (trace.game.moves(trace.root).length - 1) * MCTS_SPACING.nodeWidth;
	for (; known.scanned < iteration && known.first === Infinity; known.scanned++)
		if (needsBand(framedPath(trace, known.scanned + 1), rootRow, k, room))
			known.first = known.scanned + 1;
	return iteration >= known.first;
}
