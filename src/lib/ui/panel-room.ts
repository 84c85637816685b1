/**
 * The room a tree's camera frames in, from what it measures on screen: plain arithmetic, so the
 * rules are pinned without a browser. The panel's sides keep room for the level column on the left
 * and the zoom buttons on the right (on a phone they are a row under the tree, so only air is
 * kept there), and its foot is where the screen ends or something floats over it (the "Go to FC"
 * box, a note's button), so the followed call's labels are never drawn under either.
 */

/**
 * The tree's panel in px: its size, the room across it between the level column's on the left and
 * the toolbar's on the right, and its part above the screen's foot and any box over its foot.
 */
export interface PanelRoom {
	readonly width: number;
	readonly height: number;
	readonly left: number;
	readonly right: number;
	readonly shown: number;
	/** Where its top is clear of the toolbar on the right: all of it on a phone, the toolbar under it. */
	readonly clear: number;
}

/** A box on screen, in px from the page's top left (a DOMRect's sides). */
export interface ScreenBox {
	readonly left: number;
	readonly right: number;
	readonly top: number;
	readonly bottom: number;
}

/** Whether two boxes overlap (boxes that only touch do not). */
export function boxesMeet(a: ScreenBox, b: ScreenBox): boolean {
	return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Room kept on the left for the level labels, and on the right for the toolbar. */
export const GUTTER = 96;
export const RIGHT_GUTTER = 52;
/** Air kept at a side with nothing on it. */
export const EDGE = 8;

/**
 * How far down the panel (px from its top) nothing covers it: its height, less what of its foot
 * lies under a box floating over its lower half (a box over its top, as MCTS's band, is the
 * tree's own). A box beside the panel, or over a panel under it, takes nothing.
 */
export function clearHeight(panel: ScreenBox, overlays: readonly ScreenBox[]): number {
	const height = panel.bottom - panel.top;
	let foot = panel.bottom;
	for (const box of overlays) {
		const over = boxesMeet(box, panel) && box.right > box.left;
		if (over && box.top > panel.top + height / 2) foot = Math.min(foot, box.top);
	}
	return foot - panel.top;
}

/** Below this many px of a panel on screen, the camera frames for the whole panel (scrolled to). */
export const LEAST_SHOWN = 120;

/**
 * How far down the panel the followed call is kept (`clearHeight`), and above the screen's foot
 * where the page runs on below it (a phone held sideways: the tree's panel is taller than what
 * shows under the step buttons), unless so little of it shows that the reader must scroll to it.
 */
export function shownHeight(
	panel: ScreenBox,
	screenHeight: number,
	overlays: readonly ScreenBox[]
): number {
	const clear = clearHeight(panel, overlays);
	const onScreen = screenHeight - panel.top;
	return onScreen >= LEAST_SHOWN ? Math.min(clear, onScreen) : clear;
}

/**
 * The panel's room: `panel` its box on screen, `screenHeight` the window's, `overlays` the boxes
 * floating over it; `levels` whether a level column is drawn on its left, `phone` whether its
 * toolbar is a row under it (TreeToolbar's rule) rather than a column over its right side.
 */
export function panelRoom(
	panel: ScreenBox,
	screenHeight: number,
	overlays: readonly ScreenBox[],
	{ levels, phone }: { levels: boolean; phone: boolean }
): PanelRoom {
	const width = panel.right - panel.left;
	const height = panel.bottom - panel.top;
	const shown = Math.min(height, screenHeight - panel.top, clearHeight(panel, overlays));
	const right = width - (phone ? EDGE : RIGHT_GUTTER);
	const corner = cornerLeft(panel, overlays);
	return {
		width,
		height,
		left: levels ? GUTTER : EDGE,
		right: Math.min(right, corner - EDGE),
		shown,
		clear: Math.min(phone ? width : right, corner)
	};
}

/**
 * Where a box over the panel's top right corner (MCTS's position on an upright phone) starts
 * across, px from the panel's left: the column under it is kept clear as the toolbar's is; the
 * panel's width where no box is there.
 */
export function cornerLeft(panel: ScreenBox, overlays: readonly ScreenBox[]): number {
	const width = panel.right - panel.left;
	const height = panel.bottom - panel.top;
	let left = width;
	for (const box of overlays) {
		const over =
			box.right > box.left &&
			box.left > panel.left + width / 2 &&
			box.right <= panel.right + 1 &&
			box.right > panel.right - EDGE * 2 &&
			box.top >= panel.top - 1 &&
			box.top < panel.top + height / 2;
		if (over) left = Math.min(left, box.left - panel.left);
	}
	return left;
}

/**
 * A phone's screen, TreeToolbar's rule: below 700 px wide its buttons make a row under the tree
 * (a media query, read live with svelte/reactivity's `MediaQuery`).
 */
export const PHONE = '(max-width: 699px)';
export const phoneScreen = () => typeof matchMedia === 'function' && matchMedia(PHONE).matches;
