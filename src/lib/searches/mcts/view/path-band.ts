import type { PanelRoom, Transform } from '$lib/ui/camera.svelte';
import { MCTS_CARD, WIDE_CARDS, type MctsCards } from './tree-layout';

/**
 * The root and the step's whole path in view, on a projector and on a phone (issue 43), at the
 * zoom the tree was framed at. Where the path from the root down to the step's node does not fit
 * the panel, its upper part is pinned in a band across the panel's top, root first, drawn as the
 * tree's own cards, and the tree under it shows the rest of the path: a code editor's sticky
 * scroll, for a path. The band holds the rows that have gone under it where the camera is
 * (`bandAt`: a reader's pan pins and unpins them too). The camera's rule (`framePath`) moves only
 * when the path would leave the view, and then pins the fewest rows it can: the step's node is
 * never pinned, and on a phone it stays above the screen's foot where it can.
 */

/** A pinned card's room to the next (the link between them), tree units. */
const GAP = 18;
/**
 * A line of the band: a card and the UCB1 tag under it, with air. Shorter than the tree's rows, so
 * the rows under a band are exactly those it holds (a longer band would cover one more row).
 */
const ROW = 97;
/** Air above the band's cards and on its left. */
const PAD = 8;
const CARD_HEIGHT = MCTS_CARD.height;
/** A card's reach above its centre (the "new" tag), as the tree's frame keeps it. */
const ABOVE = CARD_HEIGHT / 2 + 20;
/** The path's last card's reach below it: its new ring, or a UCB1 tag (a revisited end's choice). */
const BELOW = CARD_HEIGHT / 2 + 9;
const TAGGED = CARD_HEIGHT / 2 + 29;
/** Air above the root's labels when the tree is shown from its root (the camera's). */
const EDGE = 8;

/** A pinned card's slot across: the card and the link to the next (tree units, drawn at the zoom). */
const slotOf = (cards: MctsCards) => cards.width + GAP;

/** The band at a pan and zoom: how many of the tree's rows it holds, its height (px), cards a line. */
export interface Band {
	readonly rows: number;
	readonly height: number;
	readonly perLine: number;
}

/** The step's path as the rule frames it: each node's place across (tree units), root first. */
export interface FramedPath {
	readonly x: readonly number[];
	readonly levelHeight: number;
	/** The first row the band takes only where nothing else fits (a new node's parent's). */
	readonly kept: number;
	/** The last node has a UCB1 tag under it (a selection ending at a node made before). */
	readonly tagged: boolean;
	/** The fewest rows the band takes (1: the root stays pinned, `rootPinnedFrom`). */
	readonly floor: number;
	/** The cards drawn (a phone's are narrower, and framed at their own zoom: `compactFrame`). */
	readonly cards?: MctsCards;
	/**
	 * A phone's: how far down the panel (px) the position over its top right corner reaches; the
	 * tree's rows under the band start below it, as they run under the corner.
	 */
	readonly cornerFoot?: number;
	/** The root's children's slots across, first to last (tree units): centred where they fit. */
	readonly rootRow?: number;
}

function perLineAt(k: number, room: PanelRoom, cards: MctsCards): number {
	const across = (room.clear - room.left) / k - 2 * PAD + GAP - (cards.lead ?? 0);
	return Math.max(1, Math.floor(across / slotOf(cards)));
}

function bandHeight(cards: number, k: number, perLine: number): number {
	return cards === 0 ? 0 : (PAD + Math.ceil(cards / perLine) * ROW) * k;
}

/**
 * The band where the camera is (`at`): the rows of `rows` drawn whose tops have gone above it, a
 * card for each of the path's first `cards`. None while the root's labels are in view.
 */
export function bandAt(
	rows: number,
	cards: number,
	levelHeight: number,
	at: Transform,
	room: PanelRoom,
	drawn: MctsCards = WIDE_CARDS
): Band {
	const perLine = perLineAt(at.k, room, drawn);
	const height = (pinned: number) => bandHeight(Math.min(pinned, cards), at.k, perLine);
	const under = (line: number) => {
		let row = 0;
		while (row < rows && (row * levelHeight - ABOVE) * at.k + at.y < line) row++;
		return row;
	};
	// A taller band covers more rows: grown until it holds every row under it.
	let pinned = under(0);
	for (let next = under(height(pinned)); next > pinned; next = under(height(pinned))) pinned = next;
	return { rows: pinned, height: height(pinned), perLine };
}

/** Where the band draws its `index`th card, in tree units at `at` (the camera's transform). */
export function pinnedPlace(
	index: number,
	band: Band,
	at: Transform,
	room: PanelRoom,
	cards: MctsCards = WIDE_CARDS
): { x: number; y: number } {
	const slot = slotOf(cards);
	// The root's card, first and wider (`lead`), shoves the rest of its line along.
	const lead = (cards.lead ?? 0) * (index === 0 ? 0.5 : index < band.perLine ? 1 : 0);
	const across = room.left + (PAD + (index % band.perLine) * slot + cards.width / 2 + lead) * at.k;
	const down = (PAD + Math.floor(index / band.perLine) * ROW + CARD_HEIGHT / 2) * at.k;
	return { x: (across - at.x) / at.k, y: (down - at.y) / at.k };
}

/**
 * The room a path's rows are kept in across: the panel's, but a phone's whole width, its corner's
 * column aside (the rows start below the corner: `cornerFoot`).
 */
export function acrossRoom(
	room: PanelRoom,
	cornerFoot: number | undefined
): Pick<PanelRoom, 'left' | 'right'> {
	return cornerFoot ? { left: EDGE, right: room.width - EDGE } : room;
}

/**
 * Where the camera goes for a step: where it is while the path shows there (each node pinned, or
 * whole in the tree under the band: never the node the iteration makes, nor, unless nothing else
 * fits, its parent, where selection's last choice is seen), else the frame that pins the fewest
 * rows, across where it was if the rows left in the tree fit there, else centred on them. The
 * panel's part above the screen's foot (a phone's) is tried first, then the whole panel. Where the
 * root's row fits across, it is centred, and so is every row under it (`columnX`, no wider in
 * Connect Four, tic-tac-toe or Figure 5.2): a node then never moves sideways (V23 N7).
 */
export function framePath(path: FramedPath, from: Transform, room: PanelRoom): Transform {
	const { k } = from;
	const cards = path.cards ?? WIDE_CARDS;
	const wide = acrossRoom(room, path.cornerFoot);
	const last = path.x.length - 1;
	const perLine = perLineAt(k, room, cards);
	const inside = (x: number, across: number) =>
		(x - cards.reach) * k + across >= wide.left && (x + cards.reach) * k + across <= wide.right;
	const fitsAcross = (first: number, at: Transform) =>
		path.x.slice(first).every((x) => inside(x, at.x));
	const foot = (at: Transform) =>
		(last * path.levelHeight + (path.tagged ? TAGGED : BELOW)) * k + at.y;
	const shows = (at: Transform, height: number, kept: number) => {
		const { rows } = bandAt(last + 1, last + 1, path.levelHeight, at, room, cards);
		return rows >= path.floor && rows <= kept && foot(at) <= height && fitsAcross(rows, at);
	};
	// The root's row whole across: centred, never panned.
	const rootFits =
		path.rootRow !== undefined &&
		(path.rootRow + 2 * cards.reach) * k <= wide.right - wide.left + 0.5;
	const centre = rootFits ? (wide.left + wide.right) / 2 : null;
	// Rows 0 … first − 1 pinned, row `first`'s labels just under the band (and the corner).
	const framedFrom = (first: number, still: boolean): Transform => {
		const top = first === 0 ? EDGE : bandHeight(first, k, perLine);
		const tail = path.x.slice(first);
		const middle = (Math.min(...tail) + Math.max(...tail)) / 2;
		const x = centre ?? (still ? from.x : (room.left + room.right) / 2 - middle * k);
		const y = top - (first * path.levelHeight - ABOVE) * k;
		const wideRow = Math.max(first, 1) * path.levelHeight - ABOVE;
		return { k, x, y: Math.max(y, (path.cornerFoot ?? 0) - wideRow * k) };
	};
	const heights = room.shown < room.height ? [room.shown, room.height] : [room.height];
	const here = centre === null ? from : { ...from, x: centre };
	for (const kept of [Math.max(path.kept, path.floor), last])
		for (const height of heights) {
			if (shows(here, height, kept) && underCorner(path, here, room, cards)) return here;
			for (const still of [true, false])
				for (let first = path.floor; first <= kept; first++)
					if (shows(framedFrom(first, still), height, kept)) return framedFrom(first, still);
		}
	return framedFrom(last, false);
}

/** Whether the tree's rows under the band at `at` start below a phone's corner (or there is none). */
function underCorner(path: FramedPath, at: Transform, room: PanelRoom, cards: MctsCards): boolean {
	if (!path.cornerFoot) return true;
	const rows = path.x.length;
	const { rows: pinned } = bandAt(rows, rows, path.levelHeight, at, room, cards);
	const wideRow = Math.max(pinned, 1) * path.levelHeight - ABOVE;
	return wideRow * at.k + at.y >= path.cornerFoot - 0.5;
}

/**
 * Whether a path framed afresh (the root's row at the top, as a page loaded at its step is) needs
 * the band at zoom `k`; `rootRow`: the root's children's slots across (tree units), which pin the
 * root wherever they do not fit the panel (the camera pans across to follow the path, and a root
 * drawn in the tree would move with it).
 */
export function needsBand(path: FramedPath, rootRow: number, k: number, room: PanelRoom): boolean {
	const rows = path.x.length;
	const cards = path.cards ?? WIDE_CARDS;
	const wide = acrossRoom(room, path.cornerFoot);
	const across = wide.right - wide.left;
	if ((rootRow + 2 * cards.reach) * k > across + 0.5) return rows > 1;
	// At once where the root's row at the top shows the whole path (most paths, scanned by the run).
	const foot = EDGE + (ABOVE + (rows - 1) * path.levelHeight + (path.tagged ? TAGGED : BELOW)) * k;
	const span = Math.max(...path.x) - Math.min(...path.x) + 2 * cards.reach;
	if (foot <= room.shown && span * k <= across + 0.5 && !path.cornerFoot) return false;
	const at = framePath(path, { k, x: (wide.left + wide.right) / 2, y: EDGE + ABOVE * k }, room);
	return bandAt(rows, rows, path.levelHeight, at, room, cards).rows > 0;
}

/**
 * The zoom narrow cards are framed at: the root's row (`rootRow` tree units across, slot to slot)
 * whole in `across` px, at most the zoom a big tree is followed at.
 */
export function compactZoom(
	rootRow: number,
	across: number,
	cards: MctsCards,
	most: number
): number {
	return Math.min(most, Math.floor((across / (rootRow + 2 * cards.reach)) * 1000) / 1000);
}
