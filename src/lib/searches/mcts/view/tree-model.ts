import type { FollowBox, TreeModel } from '$lib/components/tree-canvas';
import type { PanelRoom } from '$lib/ui/camera.svelte';
import type { ViewRect } from '$lib/player';
import type { MctsTrace } from '../trace';
import { DESK_LABEL } from '$lib/components/geometry';
import { FOLLOW_ZOOM } from '$lib/ui/framing';
import { acrossRoom, compactZoom, framePath, needsBand, type FramedPath } from './path-band';
import {
	columnX,
	COMPACT_CARDS,
	MCTS_CARD,
	WIDE_CARDS,
	type MctsCards,
	type MctsLayout
} from './tree-layout';
import type { MctsNodeView } from './tree-nodes';
import { linkWidth, type MctsTreeStep } from './tree-step';

/**
 * MCTS's tree as the one tree renderer takes it: the nodes drawn at the step (the root and the
 * path's choices, a few dozen, so none is culled), walked among them, each link as wide as its
 * child's visits and marked on the step's path.
 */

const HALF = MCTS_CARD.height / 2;

/**
 * Where the cards are whole across the panel: its width and the room the path is kept in
 * (`acrossRoom`, px from its left), and the cards' slot across (tree units).
 */
export interface CardsAcross {
	readonly width: number;
	readonly left: number;
	readonly right: number;
	readonly nodeWidth: number;
}

/**
 * The nodes drawn in `view` (tree units): all of them, but a card off the path that reaches past
 * the room `across` gives (`room`, read when asked), which is not drawn, nor the link into it:
 * whole or not there (issue 43: at a desk the camera frames tic-tac-toe's nine columns at the
 * 12 px floor, and pans across to the path, the far siblings off the panel).
 */
/** `CardsAcross` for a panel of `room` (none before it is measured). */
export function cardsAcross(
	room: PanelRoom | undefined,
	cornerFoot: number,
	cards: MctsCards
): CardsAcross | null {
	if (!room) return null;
	const { left, right } = acrossRoom(room, cornerFoot);
	return { width: room.width, left, right, nodeWidth: cards.spacing.nodeWidth };
}

function wholeIn(
	view: ViewRect,
	ids: readonly number[],
	x: Readonly<Record<number, number>>,
	path: ReadonlySet<number>,
	room: CardsAcross | null
) {
	// The widest a child's card is drawn (card-type.ts): its slot less 4 units.
	const half = room ? room.nodeWidth / 2 - 2 : 0;
	const k = room ? room.width / (view.x1 - view.x0) : 0;
	const whole = (node: number) => {
		if (!room || path.has(node)) return true;
		const at = ((x[node] ?? 0) - view.x0) * k;
		return at - half * k >= room.left - 0.5 && at + half * k <= room.right + 0.5;
	};
	const drawn = ids.filter(whole);
	return { nodes: drawn, links: drawn.filter((node) => node !== 0) };
}

export function mctsTreeModel(
	trace: MctsTrace,
	layout: MctsLayout,
	marks: MctsTreeStep,
	nodes: readonly MctsNodeView[],
	phase: string,
	room: () => CardsAcross | null = () => null
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
		// "Whole tree" fits the rows drawn at the step, not the run's deepest path: 8.2 px labels in
		// 40% of the panel at iteration 1000 of the Connect Four endgame presenting (issue 43).
		whole: layout,
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
		visibleIn: (view) => wholeIn(view, ids, layout.x, onPath, room()),
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
 * root pinned from the run's first iteration that needs it (`rootPinned`). A phone's narrow
 * `cards` are framed at the zoom that holds the root's row across (`compactZoom`), its rows
 * under the band below `cornerFoot` (px: the position over the panel's top right corner).
 */
export function mctsFollowed(
	trace: MctsTrace,
	layout: MctsLayout,
	marks: MctsTreeStep,
	cards: MctsCards = WIDE_CARDS,
	cornerFoot = 0,
	desk = false
): FollowBox {
	const iteration = marks.phase === null ? 0 : marks.iteration;
	const framed = framedPath(trace, iteration, cards, layout.x, marks.choices.at(-1)?.chosen);
	const last = framed.x.length - 1;
	return {
		id: iteration === 0 ? 0 : (trace.path(iteration).at(-1) ?? 0),
		x: framed.x[last] ?? 0,
		y: last * framed.levelHeight,
		width: cards.width,
		height: cards.height,
		frame: (from, room) => {
			const row = rootRow(trace, cards);
			const k = cardsZoom(trace, cards, room, cornerFoot, desk) ?? from.k;
			const path = { ...framed, cornerFoot, rootRow: row };
			const floor = rootPinned(trace, iteration, k, room, cards, cornerFoot) ? 1 : 0;
			return framePath({ ...path, floor }, { ...from, k }, room);
		}
	};
}

/** The root's children's slots across, first to last (tree units). */
const rootRow = (trace: MctsTrace, cards: MctsCards) =>
	(trace.game.moves(trace.root).length - 1) * cards.spacing.nodeWidth;

/**
 * The most a desk's floor sets a label at (tree units): Connect Four's seven children of the root
 * across 1280×720's panel (17.3); more would not leave a card's three lines room in its height.
 */
const MOST = 17.5;

/** The least zoom narrow cards are framed at a desk: their labels at `MOST` read 12 px. */
const DESK_ZOOM = DESK_LABEL / MOST;

/**
 * The zoom narrow `cards` are framed at in `room`: the one that holds the root's row across
 * (`compactZoom`), but at a `desk` no lower than `DESK_ZOOM` (issue 43: tic-tac-toe's nine columns
 * fitted at 0.55 read 9.5 px; the camera pans across to the path, the far siblings off the panel);
 * null for the wide cards, followed at the camera's own zoom.
 */
export function cardsZoom(
	trace: MctsTrace,
	cards: MctsCards,
	room: PanelRoom,
	cornerFoot: number,
	desk = false
): number | null {
	if (!cards.compact) return null;
	const { left, right } = acrossRoom(room, cornerFoot);
	const fitted = compactZoom(rootRow(trace, cards), right - left, cards, FOLLOW_ZOOM);
	return desk ? Math.max(fitted, DESK_ZOOM) : fitted;
}

/**
 * The least type (tree units) the cards' labels are set at off a phone, not presenting: 12 px on
 * screen at the zoom they are framed at (issue 43: Connect Four's narrow cards read 10.9 px at
 * 1280×720, "root" and "N 100" fitted to the card); `MOST` where the root's row fits only lower
 * (a desk frames the narrow cards at `DESK_ZOOM` then).
 */
export function deskLabelFloor(
	trace: MctsTrace,
	cards: MctsCards,
	room: PanelRoom,
	cornerFoot: number
): number {
	const k = cardsZoom(trace, cards, room, cornerFoot, true) ?? FOLLOW_ZOOM;
	return Math.min(MOST, DESK_LABEL / k);
}

/**
 * The cards a panel of `room` draws: narrow ones where the wide cards' root row would not fit
 * across it at the zoom a big tree is followed at (Connect Four's seven on a phone, or beside the
 * listing at 1280×720: V23 N7, N12), but presenting, whose labels read 14 px at its own zoom.
 */
export function cardsFor(
	trace: MctsTrace,
	room: PanelRoom,
	cornerFoot: number,
	presenting: boolean
): MctsCards {
	const { left, right } = acrossRoom(room, cornerFoot);
	const wide = (rootRow(trace, WIDE_CARDS) + 2 * WIDE_CARDS.reach) * FOLLOW_ZOOM;
	return !presenting && wide > right - left ? COMPACT_CARDS : WIDE_CARDS;
}

/** Iteration `iteration`'s whole path as the rule frames it (0: the root alone, before the run). */
function framedPath(
	trace: MctsTrace,
	iteration: number,
	cards: MctsCards,
	drawnX: Readonly<Record<number, number>> = {},
	chosen?: number
): FramedPath {
	const path = iteration === 0 ? [0] : Array.from(trace.path(iteration));
	const { levelHeight, nodeWidth } = cards.spacing;
	return {
		x: path.map((node) => drawnX[node] ?? placeOf(trace, node, nodeWidth)),
		levelHeight,
		kept: Math.max(0, path.length - (iteration > 0 && trace.expanded(iteration) ? 2 : 1)),
		tagged: chosen !== undefined && chosen === path.at(-1),
		floor: 0,
		cards
	};
}

const places = new WeakMap<MctsTrace, Map<number, Float64Array>>();
/** A node's place across (tree-layout.ts's `columnX`), kept: `rootPinned` reads every path's. */
function placeOf(trace: MctsTrace, node: number, nodeWidth: number): number {
	let widths = places.get(trace);
	if (!widths) places.set(trace, (widths = new Map()));
	let known = widths.get(nodeWidth);
	if (!known) widths.set(nodeWidth, (known = new Float64Array(trace.nodes).fill(NaN)));
	const x = known[node] ?? NaN;
	return Number.isNaN(x) ? (known[node] = columnX(trace, node, nodeWidth)) : x;
}

/** Per run, per panel and zoom: the iterations scanned, and the first that needs the band. */
const firstBands = new WeakMap<MctsTrace, { panel: string; scanned: number; first: number }>();

/**
 * Whether the band pins the root at an iteration: from the run's first iteration whose path, framed
 * afresh, needs it (path-band.ts's `needsBand`), read from the step's index, so a step looks the
 * same stepped to or loaded and stepping on never unpins the root. It came and went every few
 * iterations where paths one row longer came and went (issue 43). Scanned once a run and panel.
 */
function rootPinned(
	trace: MctsTrace,
	iteration: number,
	k: number,
	room: PanelRoom,
	cards: MctsCards,
	cornerFoot: number
): boolean {
	const panel = JSON.stringify([k, room, cards.compact, cards.lead, cornerFoot]);
	let known = firstBands.get(trace);
	if (known?.panel !== panel)
		firstBands.set(trace, (known = { panel, scanned: 0, first: Infinity }));
	const row = rootRow(trace, cards);
	for (; known.scanned < iteration && known.first === Infinity; known.scanned++) {
		const path = { ...framedPath(trace, known.scanned + 1, cards), cornerFoot, rootRow: row };
		if (needsBand(path, row, k, room)) known.first = known.scanned + 1;
	}
	return iteration >= known.first;
}
