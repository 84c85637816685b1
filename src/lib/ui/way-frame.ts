import type { Transform } from './camera-zoom';
import { EDGE } from './panel-room';

/**
 * By call, a step may be named after a call whose value then goes up more than one row (FC8's
 * +10 back to FC7, which returns it to FC6, which cuts): the camera frames that call with its
 * value and the way its value went up, as much of it as the panel holds. Plain arithmetic on the
 * camera's numbers, so the rule is pinned without a browser.
 */

/**
 * A card's centre, in tree units, and how far above it its drawing starts where that is not the
 * way's `head` (a card below the root: the row of labels over it).
 */
export interface WayCard {
	readonly x: number;
	readonly y: number;
	readonly head?: number;
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

/** A card's head: how far above its centre its drawing starts. */
const headOf = (way: Way, card: WayCard) => card.head ?? way.head;

/** From a card's head down to the call's value, px at zoom `k`. */
const spanOf = (way: Way, card: WayCard, k: number) =>
	(way.node.y - card.y + headOf(way, card) + way.foot) * k;

/**
 * What of the way fits `shown` px under its first card (the call marked current, which the code
 * line and the tally tell: it is never the one left out): that card, and the way down to the
 * call's window, else its value, else the value of the deepest card of the way whose value fits
 * (FC7's, when FC8's does not fit under FC6: FC8 then shows in part under it); null for none.
 * The row of labels over the card (`WayCard.head`) goes first where it does not fit, before the
 * call's value does: the card is then framed from its top.
 */
export function highestFitting(
	way: Way,
	k: number,
	shown: number
): { card: WayCard; way: Way } | null {
	const [current, ...below] = way.cards;
	if (!current) return null;
	// The card with the labels over it, else from its top.
	const tops = current.head === undefined ? [current] : [current, { x: current.x, y: current.y }];
	const shorter = below
		.reverse()
		.filter((card) => card.y > current.y)
		.map((card): Way => ({ node: card, cards: way.cards, head: way.head, foot: way.foot }));
	const tries: [Way, WayCard][] = [
		...(way.whole === undefined ? [] : [[{ ...way, foot: way.whole }, current] as [Way, WayCard]]),
		...[{ ...way }, ...shorter].flatMap((to) => tops.map((top): [Way, WayCard] => [to, top]))
	];
	const fitting = tries.find(([to, top]) => spanOf(to, top, k) <= shown);
	return fitting ? { card: fitting[1], way: fitting[0] } : null;
}

/**
 * Where the camera goes (from `from`, its zoom kept) to show the way's call with its value under
 * `card`, judged in `shown` px of the panel's height; null when both are in view already (a
 * still tree while stepping). `inside`: whether a card `width` wide centred there across sits
 * clear of the gutters. The card goes at the top with 8 px of air, less where the two only just
 * fit, never past the tree's last row nor above its root; across, the middle between them when
 * both fit the room, else as near it as keeps the call whole (the card then in part).
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
	const cardTop = (card.y - headOf(way, card)) * k;
	const span = spanOf(way, card, k);
	const top = cardTop + from.y;
	const down = top >= 0 && top + span <= panel.shown;
	const across = panel.inside(node.x) && panel.inside(card.x);
	if (down && across) return null;
	// Across, the middle between them; where both do not fit the room, toward the card as far
	// as keeps the call whole (the told call, whose value the step tells: issue 43, Connect
	// Four's FC58 lay under the level column, its caller FC57 418 px away in 330 px of room),
	// the card (the call marked current) then in part at the edge, as side by side (`frameTold`).
	const both = (Math.abs(node.x - card.x) + panel.width) * k <= placing.across;
	const aim = placing.centreX(k, both ? (node.x + card.x) / 2 : card.x);
	const onNode = placing.centreX(k, node.x);
	const slack = Math.max(0, (placing.across - panel.width * k) / 2);
	const x = across ? from.x : Math.min(Math.max(aim, onNode - slack), onNode + slack);
	const { lowest, highest } = placing.downRange(k);
	const wanted = Math.max(0, Math.min(EDGE, panel.shown - span)) - cardTop;
	const y = down ? from.y : Math.min(Math.max(wanted, lowest), highest);
	return { k, x, y };
}
