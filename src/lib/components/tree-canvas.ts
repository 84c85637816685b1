import type { TraceLayout, TreeWalk, ViewRect, VisibleSet } from '$lib/player';
import type { CardGroup, CardReach, FollowRule } from '$lib/ui/camera.svelte';
import type { FollowedWay } from '$lib/ui/kept-way';

/**
 * What a search hands the one tree renderer (`TreeCanvas`): the laid-out tree and how to walk
 * it; the renderer draws the links, pans, zooms, follows and moves focus, and the search's own
 * snippets draw its nodes and marks.
 */
export interface TreeModel {
	readonly layout: TraceLayout;
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
	/** A search's own rule for its step, in place of the box's (MCTS's path: path-band.ts). */
	readonly frame?: FollowRule | undefined;
}

/** What the renderer's snippets are told: the nodes in view and the zoom. */
export interface TreeSight {
	readonly visible: VisibleSet;
	readonly zoom: number;
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
