import type { Transform } from './camera-zoom';
import type { ScreenBox } from './panel-room';
import type { Span } from './toolbar-clear';

/**
 * Side by side a panel is narrow: following a call down the first subtree pushed the root past
 * its right edge (issue 43, Figure 5.2 presenting at steps 2–5), though the root fitted beside
 * the call. Where the root's row shows (`root`, its card's box in tree units, meets the panel's
 * `room.height` px), the pan `to` moved across, the least it can, so that the card lies in the
 * room (`room`, px across), each span of `keep` (what the framing keeps in view: the call
 * followed, its way) that lay in it still lying in it; `to` as it was where the root's row is
 * out of view, the root in the room already, or no such move keeps them.
 */
export function keepRootAcross(
	to: Transform,
	root: ScreenBox,
	keep: readonly Span[],
	room: { left: number; right: number; height: number }
): Transform {
	const [top, bottom] = [root.top * to.k + to.y, root.bottom * to.k + to.y];
	if (bottom <= 0 || top >= room.height) return to;
	const across = (span: Span, dx: number) => ({
		left: span.left * to.k + to.x + dx,
		right: span.right * to.k + to.x + dx
	});
	const inRoom = (span: Span, dx: number) => {
		const at = across(span, dx);
		return at.left >= room.left - 1 && at.right <= room.right + 1;
	};
	if (inRoom(root, 0)) return to;
	const at = across(root, 0);
	const dx = at.left < room.left ? room.left - at.left : room.right - at.right;
	const kept = keep.filter((span) => inRoom(span, 0));
	if (!inRoom(root, dx) || !kept.every((span) => inRoom(span, dx))) return to;
	return { ...to, x: to.x + dx };
}
