import type { NodeSize } from '$lib/games/presenter';
import { DEFAULT_LAYOUT, type Session, type TraceLayout } from '$lib/player';
import { layoutTrace } from '$lib/player/layout';
import { windowLabel } from '$lib/player/labels';
import { returnIndex, searchWindow, windowAt } from '$lib/engine/events';
import { DESK_LABEL, labelEms, labelZoom, nodeWidthFor, presentingCard } from './geometry';

/** The most calls laid out again for presenting cards (a few milliseconds' work). */
const RELAID_CALLS = 5_000;

/** The cards a call tree is drawn with, and what presenting alone changes of its layout. */
export interface TreeCards {
	/** The card at zoom `k` (made once per zoom: every node of a render asks at the same one). */
	at(k: number): NodeSize;
	/** Presenting, the tree laid out again for its wider cards; else null. */
	readonly layout: TraceLayout | null;
	/** The lowest zoom the camera may show it at, where its labels read their floor; 0 for none. */
	readonly least: number;
}

/**
 * With labels of `px` on screen (presenting, alone or side by side, 14: there each tree has half
 * the room, and is followed at the follow zoom, its labels still 14 px; not presenting off a
 * phone, 12), a game's cards for a room (`NodeSize.presenting`), their labels at `px` on screen;
 * a tree's are wider, laid out again for them up to a size that lays out in a moment (past it,
 * the labels grow inside the cards' own width, the nodes where they are); at 12 px a game's
 * narrower `desk` cards where it has them. `px` 0: the presenter's own cards.
 */
export function treeCards(session: Session, px: number, inPlace = false): TreeCards {
	const node = session.presenter.node;
	const presenting = px > 0 ? node.presenting : undefined;
	if (!presenting) return { at: () => node, layout: null, least: 0 };
	// Not presenting, a game's narrower cards where it has them (an explicit tree's).
	const wide = (px === DESK_LABEL ? node.desk?.layout : undefined) ?? presenting.layout;
	const wider =
		!inPlace && (!wide || (session.layout !== null && session.trace.calls <= RELAID_CALLS));
	let made: { k: number; card: NodeSize } | null = null;
	const at = (k: number): NodeSize => {
		if (made?.k === k) return made.card;
		const card = presentingCard(node, k, px);
		// In place (the lesson's), the page's width with presenting's board, its marks at the floor.
		const glyph = inPlace ? card.glyph : node.glyph;
		made = { k, card: wider ? card : { ...card, width: node.width, glyph } };
		return made.card;
	};
	const least = labelZoom(node, px);
	const windowFont = Math.max(node.windowFont, px / least);
	// A desk card's windows wrap onto two lines: its levels as far apart as it asks, past the page's.
	const levels = px === DESK_LABEL && node.desk && session.trace.windowed;
	const room = wide && roomFor(session, wide, windowFont);
	const layout = wider && room ? relaid(session, room, levels === true) : null;
	return { at, layout, least };
}

/**
 * A game's presenting layout: its cards closer where no window is written under them (its
 * `windowless` width), further apart where a window label would not fit it at `font`: a search with bounds over chance nodes writes fractions ("[+144/49, +135]", 9.85 em on
 * Connect Four at depth 4, where the layout has room for 7.6).
 */
function roomFor(
	session: Session,
	wide: { nodeWidth: number; levelHeight: number; windowless?: number },
	font: number
): { nodeWidth: number; levelHeight: number } {
	if (!session.trace.windowed && wide.windowless !== undefined)
		return { nodeWidth: wide.windowless, levelHeight: wide.levelHeight };
	const widest = session.trace.averages ? widestWindow(session) : null;
	const needed = widest === null ? 0 : nodeWidthFor(widest, font);
	return needed > wide.nodeWidth ? { ...wide, nodeWidth: needed } : wide;
}

/**
 * The widest window label any card of the drawn trace carries at any step: each call's window
 * as it is searched, then as it stands after its last child (the windows between are its next
 * children's own), in O(calls).
 */
function widestWindow(session: Session): string | null {
	const { trace, presenter } = session;
	let widest: string | null = null;
	let ems = 0;
	const weigh = (window: { alpha: number; beta: number } | null) => {
		if (window === null) return;
		const text = windowLabel(presenter, window, trace);
		const own = labelEms(text);
		if (own > ems) [widest, ems] = [text, own];
	};
	for (let call = 1; call <= trace.calls; call++) {
		weigh(searchWindow(trace, call));
		weigh(windowAt(trace, call, returnIndex(trace, call)));
	}
	return widest;
}

/**
 * The drawn tree laid out again `nodeWidth` apart (cousins too), its levels no further apart than
 * its own, or `further`, `levelHeight` apart.
 */
function relaid(
	session: Session,
	wide: { nodeWidth: number; levelHeight: number },
	further = false
): TraceLayout {
	const { levelHeight } = { ...DEFAULT_LAYOUT, ...session.spacing };
	const levels = further ? wide.levelHeight : Math.min(levelHeight, wide.levelHeight);
	return layoutTrace(session.drawn, {
		nodeWidth: wide.nodeWidth,
		levelHeight: levels,
		cousinGap: 1
	});
}
