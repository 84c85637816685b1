import { barInTree, reachOfBar, type DrawnReach } from './bar-reach';
import type { Transform } from './camera-zoom';
import type { ScreenBox } from './panel-room';

/**
 * The zoom buttons float over a tree's top right corner: the camera keeps what is drawn clear of
 * them, as `figureClearOf` keeps a cut's figure (issue 43: side by side, a root's name, a pruned
 * card's "not searched", a window lay under them). Plain arithmetic on boxes, so it is pinned
 * without a browser.
 */

/** The room kept around the buttons: a text's halo, and air. */
export const BAR_AIR = 4;

/** A span across, in tree units, that the camera's framing keeps in the panel's room. */
export interface Span {
	readonly left: number;
	readonly right: number;
}

/** The panel's room across, px: its left and right bounds, and its width. */
type Room = { left: number; right: number; width: number };

/**
 * The pan `to` moved across, as little as it can, so that no text (`texts`, their boxes in tree
 * units) lies under the buttons' box (`bar`, px in the panel): the tree moved left until those
 * under it are left of it, or right until they are past the panel's right edge (`width`), and
 * each span of `keep` (what the framing keeps in view: the call followed, its way) that lay in
 * the room (`room`, px across; or how to read it, read only once a text lies under them) still
 * lies in it, and the pan `allowed` (another rule's: no text cut by the panel's edges). `to` as
 * it was where no move does that.
 */
export function clearOfBar(
	to: Transform,
	texts: readonly ScreenBox[],
	bar: ScreenBox,
	keep: readonly Span[],
	room: Room | (() => Room),
	allowed: (at: Transform) => boolean = () => true
): Transform {
	const across = (box: ScreenBox | Span, dx: number) => ({
		left: box.left * to.k + to.x + dx,
		right: box.right * to.k + to.x + dx
	});
	const high = texts.filter(
		(text) =>
			text.top * to.k + to.y < bar.bottom + BAR_AIR && bar.top - BAR_AIR < text.bottom * to.k + to.y
	);
	const under = (dx: number) =>
		high
			.map((text) => across(text, dx))
			.filter((text) => text.left < bar.right + BAR_AIR && bar.left - BAR_AIR < text.right);
	if (under(0).length === 0) return to;
	// The room is read only once a text lies under the buttons.
	const { left, right, width } = typeof room === 'function' ? room() : room;
	const kept = keep.filter((span) => {
		const at = across(span, 0);
		return at.left >= left - 1 && at.right <= right + 1;
	});
	const inRoom = (dx: number) =>
		kept.every((span) => {
			const at = across(span, dx);
			return at.left >= left - 1 && at.right <= right + 1;
		});
	// Each way, step by step: those under the buttons cleared, then any that came under them.
	const shift = (way: -1 | 1): number | null => {
		let dx = 0;
		for (let tries = 0; tries < high.length + 1; tries++) {
			const hits = under(dx);
			if (hits.length === 0) return inRoom(dx) ? dx : null;
			dx +=
				way < 0
					? bar.left - BAR_AIR - Math.max(...hits.map((text) => text.right))
					: width - Math.min(...hits.map((text) => text.left));
			if (!inRoom(dx)) return null;
		}
		return null;
	};
	const moves = [shift(-1), shift(1)].filter(
		(dx): dx is number => dx !== null && allowed({ ...to, x: to.x + dx })
	);
	if (moves.length === 0) return to;
	const dx = moves.reduce((best, move) => (Math.abs(move) < Math.abs(best) ? move : best));
	return { ...to, x: to.x + dx };
}

/** What `clearOfDrawing` reads of the page, only where the layout says a text can meet the bar. */
export interface DrawnTexts {
	/** The texts drawn (boxes in tree units): those of the nodes `level`, and the links' marks. */
	texts(level: ReadonlySet<number>): ScreenBox[];
	/** The panel's room across (`clearOfBar`'s `room`). */
	room(): Room;
}

/**
 * `clearOfBar` for a drawn tree, reading the page (`read`) only where its layout (`drawing`)
 * lets some text meet the buttons' box at `to` (`reachOfBar`), and only the texts level with
 * them: elsewhere `to` as it is, and nothing read.
 */
export function clearOfDrawing(
	to: Transform,
	drawing: DrawnReach,
	bar: ScreenBox,
	keep: readonly Span[],
	read: DrawnTexts,
	allowed?: (at: Transform) => boolean
): Transform {
	const reach = reachOfBar(drawing, barInTree(bar, to, BAR_AIR));
	if (!reach.meets) return to;
	return clearOfBar(to, read.texts(reach.level), bar, keep, () => read.room(), allowed);
}
