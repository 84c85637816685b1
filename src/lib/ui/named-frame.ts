import type { Transform } from './camera-zoom';
import type { CardsBox, NamedCards } from './kept-way';
import { EDGE, type ScreenBox } from './panel-room';

/** The panel's room as `namedFrame` reads it: px across, and down to `shown`. */
interface Room {
	readonly left: number;
	readonly right: number;
	readonly shown: number;
}

/**
 * On a phone, where the frame a follow takes (`to`) leaves a card of the calls the step names out
 * of the panel's room (`named.all`: their cards with the labels over them, tree units), the frame
 * that shows them all whole, with the values under them where those fit too: at `to`'s zoom,
 * panned as little as it must, where they fit it; else at the highest zoom they fit, down to
 * `named.least` (the labels' floor: issue 43, Connect Four's call and the move it tries three
 * columns off, two rows in a 232 px pane). Where they do not fit, the same for the call followed
 * and its parent (`named.near`). Null where `to` shows them whole already, or they do not fit
 * (`to` then stands).
 */
export function namedFrame(to: Transform, named: NamedCards, room: Room): Transform | null {
	const frame = (cards: CardsBox) =>
		framing(to, cards.whole, room, named.least) ?? framing(to, cards.box, room, named.least);
	if (shows(to, named.all.box, room)) return null;
	const all = frame(named.all);
	if (all || !named.near || shows(to, named.near.box, room)) return all;
	return frame(named.near);
}

/** Whether the camera at `to` shows `box` whole in `room`, a pixel of rounding allowed. */
function shows(to: Transform, box: ScreenBox, room: Room): boolean {
	return (
		box.left * to.k + to.x >= room.left - 1 &&
		box.right * to.k + to.x <= room.right + 1 &&
		box.top * to.k + to.y >= -1 &&
		box.bottom * to.k + to.y <= room.shown + 1
	);
}

/** The frame showing `box` whole nearest `to`, at `to`'s zoom or as near it as fits, down to `least`. */
function framing(to: Transform, box: ScreenBox, room: Room, least: number): Transform | null {
	const k = Math.min(
		to.k,
		(room.right - room.left) / (box.right - box.left),
		(room.shown - 2 * EDGE) / (box.bottom - box.top)
	);
	if (k < Math.min(least, to.k)) return null;
	// About the box's middle as `to` shows it, then across and down no further than brings it in.
	const x = ((box.left + box.right) / 2) * (to.k - k) + to.x;
	const y = ((box.top + box.bottom) / 2) * (to.k - k) + to.y;
	return {
		k,
		x: Math.min(room.right - box.right * k, Math.max(room.left - box.left * k, x)),
		y: Math.min(room.shown - EDGE - box.bottom * k, Math.max(EDGE - box.top * k, y))
	};
}
