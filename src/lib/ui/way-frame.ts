import type { Transform } from './camera-zoom';
import { EDGE } from './panel-room';

/**
 * By call, a step may be named after a call whose value then goes up more than one row (FC8's
 * +10 back to FC7, which returns it to FC6, which cuts): the camera frames that call with its
 * value and the way its value went up, as much of it as the panel holds. Plain arithmetic on the
 * camera's numbers, so the rule is pinned without a browser.
 */

/** A card's centre, in tree units. */
export interface WayCard {
	readonly x: number;
	readonly y: number;
}

/**
 * The followed call's way up: its card, the cards its value went up through (highest first),
 * how far above a card's centre its drawing starts (`head`: its name) and how far below the
 * call's centre its value ends (`foot`) and its window (`whole`), in tree units.
 */
export interface Way {
	readonly node: WayCard;
	readonly cards: readonly WayCard[];
	readonly head: number;
	readonly foot: number;
	readonly whole?: number;
}

/** What the frame needs of the panel besides its height. */
export interface WayPlacing {
	/** The room across between the level column and the toolbar, px. */
	readonly across: number;
	/** The pan across that puts tree point `x` in that room's middle at zoom `k`. */
	centreX(k: number, x: number): number;
	/** The pans down between which the tree's rows stay (its last row's values at the foot, its root's row at the top). */
	downRange(k: number): { lowest: number; highest: number };
}

/** From a card's head down to the call's value, px at zoom `k`. */
const spanOf = (way: Way, card: WayCard, k: number) =>
	(way.node.y - card.y + way.head + way.foot) * k;

/**
 * The highest card of the way whose head down to the call's window, else its value, fits `shown`
 * px, and that way's foot; null for none.
 */
export function highestFitting(
	way: Way,
	k: number,
	shown: number
): { card: WayCard; way: Way } | null {
	const feet = way.whole === undefined ? [way.foot] : [way.whole, way.foot];
	for (const card of way.cards)
		for (const foot of feet) {
			const footed = { ...way, foot };
			if (spanOf(footed, card, k) <= shown) return { card, way: footed };
		}
	return null;
}

/**
 * Where the camera goes (from `from`, its zoom kept) to show the way's call with its value under
 * `card`, judged in `shown` px of the panel's height; null when both are in view already (a
 * still tree while stepping). `inside`: whether a card `width` wide centred there across sits
 * clear of the gutters. The card goes at the top with 8 px of air, less where the two only just
 * fit, never past the tree's last row nor above its root; across, the middle between them when
 * both fit the room, else the call.
 */
export function keepWay(
	from: Transform,
	way: Way,
	card: WayCard,
	panel: { readonly width: number; readonly shown: number; inside(x: number): boolean },
	placing: WayPlacing
): Transform | null {
	const { k } = from;
	const { node } = way;
	const cardTop = (card.y - way.head) * k;
	const span = spanOf(way, card, k);
	const top = cardTop + from.y;
	const down = top >= 0 && top + span <= panel.shown;
	const across = panel.inside(node.x) && panel.inside(card.x);
	if (down && across) return null;
	const both = (Math.abs(node.x - card.x) + panel.width) * k <= placing.across;
	const x = across ? from.x : placing.centreX(k, both ? (node.x + card.x) / 2 : node.x);
	const { lowest, highest } = placing.downRange(k);
	const wanted = Math.max(0, Math.min(EDGE, panel.shown - span)) - cardTop;
	const y = down ? from.y : Math.min(Math.max(wanted, lowest), highest);
	return { k, x, y };
}
