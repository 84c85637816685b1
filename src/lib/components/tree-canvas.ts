import type { Snippet } from 'svelte';
import type { SVGAttributes } from 'svelte/elements';
import type { TraceLayout, TreeWalk, ViewRect, VisibleSet } from '$lib/player';
import type { CardGroup, CardReach, FollowRule } from '$lib/ui/camera.svelte';
import type { FollowedWay } from '$lib/ui/kept-way';
import type { PlaceState } from './overview-rows';

/** Each input read on its own, so a value derived from some is made again only when they change. */
export type Reads<T> = { readonly [K in keyof T]: () => T[K] };

/**
 * What a search hands the one tree renderer (`TreeCanvas`): the laid-out tree and how to walk
 * it; the renderer draws the links, pans, zooms, follows and moves focus, and the search's own
 * snippets draw its nodes and marks.
 */
export interface TreeModel {
	readonly layout: TraceLayout;
	/**
	 * What "Whole tree" fits where it is not `layout`: the rows drawn at the step, where the
	 * framing's layout is the run's (MCTS: as tall as its deepest path).
	 */
	readonly whole?: TraceLayout;
	readonly walk: TreeWalk;
	/** The nodes and links worth drawing in a view rectangle (tree units). */
	visibleIn(view: ViewRect): VisibleSet;
	/** How the link into `child` looks: its classes (styled by the search) and its width, if its own. */
	linkLook(child: number): LinkLook;
	/** A card's height: links run from the bottom of the parent's to the top of the child's. */
	readonly cardHeight: number;
	/** Room above a card its heading takes: a link ends this far above the child's card. */
	readonly linkAbove?: number;
	/** Room below a card its window takes: a link leaves this far below the parent's card. */
	readonly linkBelow?: number;
	/** How far a card's drawing reaches from its centre (what the camera keeps in view). */
	readonly card: CardReach;
	/** What a place is at the step, as "Whole tree" draws a tree too wide for its cards. */
	placeState?(node: number): PlaceState;
	/** The attribute naming a node's id on its drawing (`data-call`, `data-node`). */
	readonly nodeAttribute: string;
	/**
	 * How far past its ends across the marks on the link into `child` reach (a cut's figure of
	 * what it saved, written beside its scissors), tree units; none: they keep within the cards'.
	 */
	linkReach?(child: number): number;
}

interface LinkLook {
	readonly classes: string;
	/** A stroke width of the search's own (MCTS: by visits); the classes' otherwise. */
	readonly width?: number | undefined;
}

/** A box to keep in view while stepping (the running call, the path's deepest node), tree units. */
export interface FollowBox {
	/** The node followed: the camera moves when it changes, not when the box is recomputed. */
	readonly id: number;
	readonly x: number;
	readonly y: number;
	readonly width: number;
	readonly height: number;
	/** At a receive, the receiving call's centre across (tree units), one row up: kept in view too. */
	readonly callerX?: number | undefined;
	/**
	 * By call, the cards its value went up through (the call marked current, then its parent),
	 * highest first: the highest that fits is kept in view with it (`keepWay`); side by side, the
	 * call marked current alone, kept (`FollowedWay.keep`), or presenting the told call framed and
	 * the current one at the edge (`FollowedWay.told`).
	 */
	readonly way?: FollowedWay | undefined;
	/** A line of the screen (px from its top) it is kept above (`Spotlight`); none: the panel's foot. */
	readonly above?: number | undefined;
	/**
	 * The cards kept above that line with it (`Spotlight.calls`: its box and its children's, tree
	 * units), `raise` asked for the room they lack there; none: the box alone.
	 */
	readonly group?: CardGroup | undefined;
	readonly raise?: ((px: number) => void) | undefined;
	/**
	 * At the result, the root's and its children's cards (tree units), kept whole together where
	 * they fit at a readable zoom (`keepFamily`); else the box is followed.
	 */
	readonly family?: CardGroup | undefined;
	/**
	 * Where `family` does not fit at the readable zoom, fewer of its cards kept whole together in
	 * its stead (a driver's root and its last search); else the box is followed.
	 */
	readonly fewer?: CardGroup | undefined;
	/**
	 * Side by side, the calls under way (the call marked current and its callers up to the root,
	 * root first), each kept across the panel where its row shows (`keepRootAcross`, as the root
	 * is): none, the root alone.
	 */
	readonly running?: readonly number[] | undefined;
	/** A search's own rule for its step, in place of the box's (MCTS's path: path-band.ts). */
	readonly frame?: FollowRule | undefined;
}

/** The tree renderer's props (`TreeCanvas`): the rest go to its <svg>. */
export interface TreeCanvasProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
	model: TreeModel;
	/** A new value frames the tree afresh (a new trace); stepping never does. */
	shape: unknown;
	/** Presentation mode: small trees may be drawn larger. */
	large?: boolean;
	/** The lowest zoom it is framed at, the tree then followed in part; 0 for none. */
	least?: number;
	/**
	 * Its labels held at a floor (`least`): the camera keeps the step's rows whole down and texts
	 * whole across the edges, as presenting's (`TreeCamera.readable`). Presenting's by default.
	 */
	readable?: boolean;
	/** A window whose shape changes as the search moves: shown from the root, never fitted. */
	changing?: boolean;
	/** Kept in view while stepping, unless the reader panned. */
	followed: FollowBox | null;
	/** One node, drawn at its place. */
	node: Snippet<[node: number, sight: TreeSight]>;
	/** Marks drawn under the nodes (a link's label) and over them (a lens). */
	under?: Snippet<[TreeSight]> | undefined;
	over?: Snippet<[TreeSight]> | undefined;
	/**
	 * Drawn over the panel, outside the camera's transform, given its pan and zoom and the
	 * panel's height (the levels).
	 */
	margin?: Snippet<[{ y: number; k: number; height: number }]> | undefined;
	/**
	 * Whether a panel `width` px wide, `right` px of it kept on its right, keeps the margin
	 * (none: every panel does).
	 */
	keepsMargin?: ((width: number, right: number) => boolean) | undefined;
	/** A search's own tool (a note's button), drawn with the zoom buttons, never over the tree. */
	corner?: Snippet | undefined;
	/**
	 * Presenting a tree too wide to show whole, HTML in a band over the panel's top that the
	 * drawing starts under (the path strip).
	 */
	band?: Snippet | undefined;
	/** The height (px) its panel needs to follow a call (`--tree-need`: the page's grid reads it). */
	need?: number;
	/**
	 * Side by side: the zoom buttons in a column beside the drawing, never over it (a short
	 * panel had no pan that kept every text clear of them, issue 43).
	 */
	barBeside?: boolean;
}

/** The path band's height (px): the strip's 15 px type on a line, its padding and air. */
export const BAND = 34;

/** What the renderer's snippets are told: the nodes in view and the zoom. */
export interface TreeSight {
	readonly visible: VisibleSet;
	readonly zoom: number;
	/** The camera's own zoom, above `zoom` where a step took it lower (`TreeCamera.spanFrom`). */
	readonly own: number;
	/** Zoomed in enough for labels and boards (`DETAIL_ZOOM`). */
	readonly detailed: boolean;
	/** The zoom buttons' box over the panel, in tree units (null: none over it, a phone's row). */
	readonly toolbar: TreeBox | null;
	/**
	 * Side by side, the buttons beside the panel: where its edges cut across, in tree units (the
	 * level column's side, or the panel's left, and its right); null elsewhere.
	 */
	readonly edges?: { readonly left: number; readonly right: number } | null;
}

/** A box in tree units. */
export interface TreeBox {
	readonly left: number;
	readonly right: number;
	readonly top: number;
	readonly bottom: number;
}

/** A coordinate as d3-path writes it (3 decimals), so a saved drawing keeps its bytes. */
const at = (value: number) => Math.round(value * 1000) / 1000;

/**
 * d3-shape's `linkVertical`, path text and all: a cubic from one point to the other, bending
 * halfway down. Written out because d3-shape's one bundled file does not shake down to it.
 */
export function linkCurve([x0, y0]: [number, number], [x1, y1]: [number, number]): string {
	const middle = at((y0 + y1) / 2);
	return `M${at(x0)},${at(y0)}C${at(x0)},${middle},${at(x1)},${middle},${at(x1)},${at(y1)}`;
}

/**
 * A link reaching this far sideways (a root with thousands of children) is drawn solid: the
 * browser rasterizes every dash of a curve a million pixels long, which froze the page.
 */
const FAR = 4_000;

/**
 * The link into `child`: from the bottom of the parent's card (or its window) to the top of the
 * child's.
 */
export function linkPath(model: TreeModel, child: number): { d: string; far: boolean } {
	const { layout } = model;
	const parent = model.walk.parent(child) ?? child;
	const half = model.cardHeight / 2;
	const [x0, x1] = [layout.x[parent] ?? 0, layout.x[child] ?? 0];
	const source: [number, number] = [x0, (layout.y[parent] ?? 0) + half + (model.linkBelow ?? 0)];
	const target: [number, number] = [x1, (layout.y[child] ?? 0) - half - (model.linkAbove ?? 0)];
	return { d: linkCurve(source, target), far: Math.abs(x1 - x0) > FAR };
}

/**
 * The zoom buttons' box (px from the tree box's top left) in tree units at the camera's pan and
 * zoom, where they lie over the panel; where they stand beside it, all past the panel's right
 * edge, its whole height. Null for none shown (unsized, or below the panel: a phone's row).
 */
export function toolbarInTree(
	buttons: { left: number; top: number; width: number; height: number } | undefined,
	camera: { x: number; y: number; k: number; width: number; height: number }
): TreeBox | null {
	if (!buttons || buttons.width === 0 || buttons.top >= camera.height) return null;
	const [x, y, k] = [camera.x, camera.y, camera.k];
	if (buttons.left >= camera.width)
		return {
			left: (camera.width - x) / k,
			right: (2 * camera.width - x) / k,
			top: -y / k,
			bottom: (camera.height - y) / k
		};
	return {
		left: (buttons.left - x) / k,
		right: (buttons.left + buttons.width - x) / k,
		top: (buttons.top - y) / k,
		bottom: (buttons.top + buttons.height - y) / k
	};
}
