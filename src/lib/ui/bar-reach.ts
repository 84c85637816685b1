import type { Transform } from './camera-zoom';
import type { ScreenBox } from './panel-room';

/**
 * What of a drawn tree can meet the zoom buttons, by arithmetic on its layout alone: the camera
 * reads the texts drawn (a forced layout of the page, issue 45) only where some node's drawing,
 * or some link's marks, can lie under the buttons, and then only the texts of the nodes level
 * with them. Plain arithmetic on boxes, so it is pinned without a browser.
 */

/** The drawn tree as laid out, in tree units: what its nodes' and links' drawings can reach. */
export interface DrawnReach {
	/** The nodes drawn, and the children whose link to their parent is drawn. */
	readonly nodes: readonly number[];
	readonly links: readonly number[];
	/** A node's centre; null for one the drawing does not hold. */
	at(node: number): { x: number; y: number } | null;
	parent(node: number): number | null;
	/** How far a node's drawing (card, labels, window, tags) reaches across each way. */
	readonly across: number;
	/** How far above its centre (its row of labels) and below (its score or window). */
	readonly above: number;
	readonly below: number;
	/**
	 * How far past a link's ends its marks reach across (a cut's figure of what it saved), beyond
	 * the cards' own `across`; none: 0.
	 */
	linkReach?(child: number): number;
}

/** Where the drawing can meet a box: whether any part can, and the nodes level with it. */
export interface BarReach {
	readonly meets: boolean;
	/** The nodes whose drawing lies level with the box (any way across): their texts are read. */
	readonly level: ReadonlySet<number>;
}

/** The buttons' box (px in the panel) with `air` round it, in tree units at `to`. */
export function barInTree(bar: ScreenBox, to: Transform, air: number): ScreenBox {
	return {
		left: (bar.left - air - to.x) / to.k,
		right: (bar.right + air - to.x) / to.k,
		top: (bar.top - air - to.y) / to.k,
		bottom: (bar.bottom + air - to.y) / to.k
	};
}

/** What of `drawing` can meet `box` (tree units): each node's card reach, each link's span. */
export function reachOfBar(drawing: DrawnReach, box: ScreenBox): BarReach {
	const { across, above, below } = drawing;
	const level = new Set<number>();
	let meets = false;
	for (const node of drawing.nodes) {
		const at = drawing.at(node);
		if (!at || at.y - above >= box.bottom || box.top >= at.y + below) continue;
		level.add(node);
		if (at.x - across < box.right && box.left < at.x + across) meets = true;
	}
	if (meets) return { meets, level };
	// A link's marks lie between its parent's row and its child's, across between the two.
	for (const child of drawing.links) {
		const at = drawing.at(child);
		const parent = drawing.parent(child);
		const from = parent === null ? null : drawing.at(parent);
		if (!at || !from || from.y >= box.bottom || box.top >= at.y) continue;
		// A mark moved clear of the buttons where they were may lie their width further still.
		const marks = drawing.linkReach?.(child) ?? 0;
		const reach = across + (marks > 0 ? marks + box.right - box.left : 0);
		const left = Math.min(from.x, at.x) - reach;
		const right = Math.max(from.x, at.x) + reach;
		if (left < box.right && box.left < right) return { meets: true, level };
	}
	return { meets: false, level };
}
