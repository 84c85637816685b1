import type { TraceLayout } from '$lib/player';
import type { Transform } from './camera-zoom';
import { boxesMeet, EDGE, type ScreenBox } from './panel-room';
import type { Way, WayCard, WayPlacing } from './way-frame';

/**
 * A followed call's way up (`Way`); `keep`: side by side, its card (the call marked current) and
 * the call are framed together where both fit, and where they do not, one of them is framed:
 * the card alone (each side keeps its current call whole), or with `told` the call, whole with
 * its value, the card at the panel's edge (`frameTold`). On the page the told call comes first.
 */
export interface FollowedWay extends Way {
	readonly keep?: boolean;
	/**
	 * On a phone, the way's card is the caller of the call followed, which it tries: kept whole
	 * first where following the call alone leaves it out (`keepInView`).
	 */
	readonly caller?: boolean;
	/**
	 * On a phone, the cards of the calls the step names (`namedFrame`): kept whole where the
	 * follow's frame leaves one out and they fit; where they do not, fewer (`near`).
	 */
	readonly named?: NamedCards;
	/**
	 * Side by side: where the pair does not fit, the told call is the one framed (the
	 * narration and the rule line are about it and its value), the current call kept at the edge.
	 */
	readonly told?: boolean;
	/** The current call's name ("FC4"), which marks it at the panel's edge when it is out (`edgeMark`). */
	readonly name?: string;
	/** A card's width (tree units; the followed box's has air each side): what the edge mark keeps clear of. */
	readonly cardWidth?: number;
	/**
	 * With labels at a floor (the camera's `readable`), by call: the rows the step speaks of, tree
	 * units down, from the head of the call that receives the last call's value to the foot of
	 * that call and of the call marked current (`keepInView` keeps them in view where they fit:
	 * FC8's +10 back to FC7 and FC6 at FC9's step, issue 43).
	 */
	readonly span?: StepSpan;
}

/** Cards a phone's step names, tree units (`FollowedWay.named`). */
export interface NamedCards {
	/** Every call the step names, with the one followed. */
	readonly all: CardsBox;
	/** Where they do not fit: the call followed, the one marked current, its parent where named. */
	readonly near?: CardsBox;
	/** The lowest zoom they may be shown at (their labels' floor). */
	readonly least: number;
}

/** A few cards: the box round them with the labels over them, `whole` with the values under too. */
export interface CardsBox {
	readonly box: ScreenBox;
	readonly whole: ScreenBox;
}

/**
 * With labels at a floor, by call, the rows a step speaks of (tree units), `FollowedWay.span`:
 * down from `top` to `bottom` (the lowest's window), or to `scores` (its value) where that does
 * not fit; across from `left` to `right` (every call the narration names, its card whole).
 */
export interface StepSpan {
	readonly top: number;
	readonly bottom: number;
	readonly scores?: number;
	readonly left?: number;
	readonly right?: number;
	/**
	 * The lowest zoom the step may be shown at where its rows do not fit at the camera's own
	 * (`spanZoom`: for that step only); none: never below the camera's own.
	 */
	readonly least?: number;
}

/**
 * Whether a way to keep leaves its card out across if framed with the call (`keepWay` then
 * centres on the call): the two, `width` wide each (tree units) and `across` px of room at zoom
 * `k`, do not fit side by side. A Connect Four call's first child lies three columns (390 units) from
 * it; at the follow zoom half a projector's width does not hold both.
 */
export function leavesCardOut(
	way: FollowedWay,
	card: WayCard,
	k: number,
	width: number,
	across: number
): boolean {
	return way.keep === true && (Math.abs(way.node.x - card.x) + width) * k > across;
}

/**
 * Where the camera goes (its zoom kept) to frame a told call that does not fit with the call
 * marked current (`card`): the told call whole with its value (`way.foot` below its centre),
 * and the current call as near as that leaves room for, at the panel's edge. Down, the card's
 * top at the top where the span fits, else the told call's value at the foot (the card cut at
 * the top: FC8's +10 two rows under FC6); across, the middle between them where both fit, else
 * toward the card as far as keeps the told call whole (a Connect Four child three columns away:
 * its parent's card then shows in part at the side). Never past the tree's last row nor above its
 * root. A frame reached already (less than a pixel off) leaves the camera still: null.
 */
export function frameTold(
	from: Transform,
	way: Way,
	card: WayCard,
	panel: { readonly width: number; readonly shown: number },
	placing: WayPlacing
): Transform | null {
	const { k } = from;
	const { node } = way;
	const cardTop = (card.y - (card.head ?? way.head)) * k;
	const foot = (node.y + way.foot) * k;
	const span = foot - cardTop;
	const wanted =
		span <= panel.shown
			? Math.min(EDGE, panel.shown - span) - cardTop
			: panel.shown - Math.min(EDGE, Math.max(0, panel.shown - (way.head + way.foot) * k)) - foot;
	const { lowest, highest } = placing.downRange(k);
	const y = Math.min(Math.max(wanted, lowest), highest);
	const both = (Math.abs(node.x - card.x) + panel.width) * k <= placing.across;
	const aim = placing.centreX(k, both ? (node.x + card.x) / 2 : card.x);
	const onNode = placing.centreX(k, node.x);
	const slack = Math.max(0, (placing.across - panel.width * k) / 2);
	const x = Math.min(Math.max(aim, onNode - slack), onNode + slack);
	if (Math.abs(x - from.x) < 1 && Math.abs(y - from.y) < 1) return null;
	return { k, x, y };
}

/** Where the call marked current is marked at the panel's edge: the side it lies past, and where along it (px). */
export interface EdgeMark {
	readonly side: 'left' | 'right' | 'top';
	/** Along the side: down from the panel's top (left, right) or across from its left (top). */
	readonly at: number;
	/** Shown only where it covers no card (its card in view but for its name: `edgeMark`). */
	readonly optional?: boolean;
}

/** How far under a card's top its name starts, px on screen (about 4 at the follow zoom). */
const NAME_BELOW_TOP = 3;

/**
 * Whether the call marked current (the way's first card, `width` wide and reaching `head` above
 * and `foot` below its centre, tree units) shows too little of itself in the panel's room
 * (`left`–`right` across, `height` down) at camera `at` to be told from its neighbours: less
 * than a third of its width, or of its height, in view, or its name past the top. Then a mark
 * names it at the edge it lies past, level with it: the class sees which way the value goes
 * (`frameTold` framed the told call).
 */
export function edgeMark(
	way: FollowedWay,
	at: Transform,
	width: number,
	room: { readonly left: number; readonly right: number; readonly height: number }
): EdgeMark | null {
	const [card] = way.cards;
	if (!way.told || !card) return null;
	const x = card.x * at.k + at.x;
	const [left, right] = [x - (width / 2) * at.k, x + (width / 2) * at.k];
	const top = (card.y - way.head) * at.k + at.y;
	const bottom = (card.y + way.foot) * at.k + at.y;
	const along = (low: number, high: number, value: number) => Math.min(Math.max(value, low), high);
	const middle = along(24, room.height - 24, (top + bottom) / 2);
	if (right - room.left < (width * at.k) / 3) return { side: 'left', at: middle };
	if (room.right - left < (width * at.k) / 3) return { side: 'right', at: middle };
	const above = { side: 'top', at: along(room.left + 40, room.right - 40, x) } as const;
	if (bottom < (bottom - top) / 3) return above;
	// Or, where a place beside it is clear, its name not whole at the top (the told call framed
	// apart under it: its texts past the top are not drawn, issue 43).
	if (top < -NAME_BELOW_TOP) return { ...above, optional: true };
	return null;
}

/** A box on a tree's panel, px from its top left. */
export interface PanelBox {
	readonly left: number;
	readonly top: number;
	readonly right: number;
	readonly bottom: number;
}

/** How far an edge mark sits in from its side (0.3rem), px. */
export const MARK_INSET = 4.8;
/** The air it keeps from a card, px. */
const MARK_AIR = 4;

/**
 * Where along its side an edge mark (`size` its measured box, px) covers none of the cards in
 * view (`cards`: each card's drawing, its name to its window, px on the panel): its place level
 * with its call (`mark.at`) if clear, else the clear place nearest it, just past a card's edge
 * (issue 43: "▲ FC6" lay over the bottom of FC6's card, the part of it in view). The side's
 * ends are kept clear of the panel's corners (`room`: across between the level column and the
 * toolbar, `height` down). Where no place is clear, level with its call, or none for a mark
 * that is `optional`.
 */
export function markClear(
	mark: EdgeMark,
	size: { readonly width: number; readonly height: number },
	cards: readonly PanelBox[],
	room: { readonly left: number; readonly right: number; readonly height: number }
): EdgeMark | null {
	const across = mark.side === 'top';
	const half = (across ? size.width : size.height) / 2;
	const [low, high] = across
		? [room.left + MARK_INSET + half, room.right - MARK_INSET - half]
		: [MARK_INSET + half, room.height - MARK_INSET - half];
	const boxAt = (at: number): PanelBox => {
		if (across)
			return {
				left: at - half,
				right: at + half,
				top: MARK_INSET,
				bottom: MARK_INSET + size.height
			};
		const left = mark.side === 'left' ? MARK_INSET : room.right - MARK_INSET - size.width;
		return { left, right: left + size.width, top: at - half, bottom: at + half };
	};
	const covers = (box: PanelBox) => cards.some((card) => boxesMeet(box, card));
	const past = cards.flatMap((card) =>
		across
			? [card.left - MARK_AIR - half, card.right + MARK_AIR + half]
			: [card.top - MARK_AIR - half, card.bottom + MARK_AIR + half]
	);
	const clear = [mark.at, ...past]
		.filter((at) => at >= low && at <= high && !covers(boxAt(at)))
		.sort((a, b) => Math.abs(a - mark.at) - Math.abs(b - mark.at));
	const at = clear[0];
	if (at === undefined) return mark.optional ? null : { side: mark.side, at: mark.at };
	return { side: mark.side, at };
}

/** An edge mark as drawn: its place, its call's name and its label ("◀ FC4", "FC4 ▶", "▲ FC4"). */
export interface PlacedEdgeMark extends EdgeMark {
	readonly name: string;
	readonly label: string;
}

/** The room an edge mark keeps to: across between the level column and the toolbar, px. */
type MarkRoom = { readonly left: number; readonly right: number; readonly height: number };

/** A card's width and its reach above (`head`) and below (`foot`) its centre, tree units. */
type CardReach = { readonly width: number; readonly head: number; readonly foot: number };

/** The cards in view (at `layout`'s centres) and the mark's measured box, px. */
interface MarkShown {
	readonly nodes: readonly number[];
	readonly layout: Pick<TraceLayout, 'x' | 'y'>;
	readonly size: { readonly width: number; readonly height: number };
}

/**
 * Side by side, a told call framed apart from the call marked current (`way`, its followed box
 * `width` wide): that call named at the edge it lies past (`edgeMark`), slid along its side
 * clear of the cards in view (`nodes`, at `layout`'s centres), their name to their value and
 * window (`markClear`; `size` the mark's measured box, px). Null for none.
 */
export function placedEdgeMark(
	way: FollowedWay,
	at: Transform,
	width: number,
	room: MarkRoom,
	shown: MarkShown
): PlacedEdgeMark | null {
	if (way.name === undefined) return null;
	const found = edgeMark(way, at, width, room);
	if (!found) return null;
	const card = { width: way.cardWidth ?? width, head: way.head, foot: way.whole ?? way.foot };
	const where = markClear(found, shown.size, cardBoxes(shown, card, at), room);
	if (!where) return null;
	const arrow = { left: '◀ ', right: '', top: '▲ ' }[where.side];
	return {
		...where,
		name: way.name,
		label: `${arrow}${way.name}${where.side === 'right' ? ' ▶' : ''}`
	};
}

/**
 * Side by side, the deepest of the calls under way (`running`, root first) whose card (`card`:
 * its width, its reach above and below its centre, tree units) lies past the panel's top, wholly
 * or in part (a card across the top is not drawn: `markPastEdges`), named there ("▲ FC1") above
 * its place, slid clear of the cards in view, or not at all where no place is clear
 * (`markClear`; a phone's drawn cards across its top): where a stack four rows deep does not fit
 * down, the root's row lies above the pane, and the edges from its children ran up to nothing
 * (issue 43, side by side presenting at step 8). None where every call under way shows, or for
 * the call `edge` already marks.
 */
export function placedAboveMark(
	running: readonly number[],
	card: CardReach,
	at: Transform,
	room: MarkRoom,
	shown: MarkShown,
	edge: string | null
): PlacedEdgeMark | null {
	const { layout } = shown;
	const past = running.filter((id) => {
		const y = layout.y[id];
		return y !== undefined && (y - card.head) * at.k + at.y < -0.5;
	});
	const call = past.at(-1);
	const x = call === undefined ? undefined : layout.x[call];
	if (call === undefined || x === undefined || `FC${call}` === edge) return null;
	const along = Math.min(Math.max(x * at.k + at.x, room.left + 40), room.right - 40);
	const cards = cardBoxes(shown, card, at);
	const where = markClear({ side: 'top', at: along, optional: true }, shown.size, cards, room);
	if (!where) return null;
	const name = `FC${call}`;
	return { ...where, name, label: `▲ ${name}` };
}

/**
 * The cards in view (`shown.nodes` at `layout`'s centres), each `card.width` wide and reaching
 * `head` above and `foot` below its centre (tree units), as boxes on the panel at camera `at`.
 */
function cardBoxes(
	shown: Pick<MarkShown, 'nodes' | 'layout'>,
	card: CardReach,
	at: Transform
): PanelBox[] {
	const half = card.width / 2;
	return shown.nodes.flatMap((id): PanelBox[] => {
		const [x, y] = [shown.layout.x[id], shown.layout.y[id]];
		if (x === undefined || y === undefined) return [];
		return [
			{
				left: (x - half) * at.k + at.x,
				right: (x + half) * at.k + at.x,
				top: (y - card.head) * at.k + at.y,
				bottom: (y + card.foot) * at.k + at.y
			}
		];
	});
}
