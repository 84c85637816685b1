/**
 * How the camera frames a tree when it is shown: a new tree, a resized panel, presentation mode
 * switched on or off. Plain arithmetic on two scales (the camera measures them):
 *
 * - `widthFit`: the zoom at which the tree's width fills the panel;
 * - `heightFit`: the zoom at which its height does.
 *
 * The rule. A tree is **small enough** when its whole width can be shown at a readable zoom
 * (`READABLE_ZOOM`, where cards still carry their boards and labels); bigger trees get the
 * follow camera at `FOLLOW_ZOOM` from the root (a window on the full game, a random tree of
 * 100,000 nodes). A small tree is drawn as large as its width allows, capped (`FIT_CAP`,
 * `PRESENTING_FIT_CAP`) so a three-node tree does not fill a wall, and shrunk to fit the panel's
 * height only down to a floor: `READABLE_ZOOM` on the page, zoom 1 (the size cards are designed
 * at) in presentation mode, where the back row must read it. A tree taller than the panel at that
 * zoom is shown from the top, and the follow camera moves it up and down at that zoom.
 */

/** Below this zoom cards lose their labels (`DETAIL_ZOOM` is a little lower): too small to fit to. */
export const READABLE_ZOOM = 0.6;
/** The zoom a big tree is followed at. */
export const FOLLOW_ZOOM = 0.85;
/** The largest zoom a fitted tree gets, on the page and in presentation mode. */
export const FIT_CAP = 1.25;
export const PRESENTING_FIT_CAP = 1.8;
/** Presentation mode shrinks a tree to the panel's height down to this zoom, no further. */
const PRESENTING_FLOOR = 1;
/**
 * The zoom at which a tree's smallest label (12 px type: a pruned frame's tag, a probe's mark)
 * reads 14 px on screen. Side by side presenting, each tree has half the room: it is drawn at
 * least this large and followed, rather than fitted with its labels too small to read.
 */
export const LABEL_ZOOM = 14 / 12;
/**
 * A lesson's tree, reached call by call with the scrubber: past this many calls "Go to FC" is
 * offered, and presenting, a step is followed at the camera's own zoom (a lesson's tree goes
 * lower for a step whose named calls stand on more rows than the panel holds: `StepSpan.least`).
 */
export const LESSON_CALLS = 100;

export interface Frame {
	/** The zoom. */
	readonly k: number;
	/** Whether the whole tree is in view at it (else it is shown from the top and followed). */
	readonly whole: boolean;
}

/**
 * The frame for a tree that fits the panel at `widthFit` and `heightFit`; null for a big one.
 * `presentingFloor`: a game whose cards still read smaller (a tree's plain numbers) lowers
 * presentation mode's floor, so a whole lesson's tree fits. `least`: no zoom below it, the tree
 * then shown in part (`LABEL_ZOOM` side by side presenting).
 */
export function frameTree(
	fits: { widthFit: number; heightFit: number },
	presenting: boolean,
	presentingFloor = PRESENTING_FLOOR,
	least = 0
): Frame | null {
	if (tooWide(fits.widthFit, presenting)) return null;
	const widest = Math.min(presenting ? PRESENTING_FIT_CAP : FIT_CAP, fits.widthFit);
	const floor = presenting ? Math.max(READABLE_ZOOM, presentingFloor) : READABLE_ZOOM;
	const k = Math.max(least, Math.min(widest, Math.max(fits.heightFit, floor)));
	return { k, whole: k <= fits.heightFit && k <= fits.widthFit };
}

/**
 * Whether a tree whose width fills the panel at `widthFit` is too wide to show whole at a readable
 * zoom: `frameTree` gives it no frame, and the camera follows a call across it. It depends on the
 * panel's width alone, so a run's layout is judged once (the path band, PathStrip, is kept by it).
 */
export function tooWide(widthFit: number, presenting: boolean): boolean {
	return !(Math.min(presenting ? PRESENTING_FIT_CAP : FIT_CAP, widthFit) >= READABLE_ZOOM);
}

/**
 * The zoom a tree too wide to show whole is followed at: the follow zoom; presenting, lower where
 * its rows need it to stand in the panel's height together (`heightFit`), down to the presenting
 * floor (`floor`, its labels still 14 px): across, the camera then follows the call, up and down
 * nothing is cut (issue 43: MTD(f)'s passes on Figure 5.2, 18 leaves, cut its leaves' row at the
 * panel's foot at the follow zoom).
 */
export function followZoom(heightFit: number, presenting: boolean, floor: number): number {
	if (!presenting) return FOLLOW_ZOOM;
	return Math.min(FOLLOW_ZOOM, Math.max(heightFit, floor, READABLE_ZOOM));
}

/**
 * A big tree's first frame, where `frameTree` gives none: the zoom at which the root and its
 * children's row (`span` tree units across, a card's room included) fill the panel's `room`, at
 * most the follow zoom; null when that is below the readable zoom (the children spread wider: the
 * root is then shown alone at the follow zoom).
 */
export function frameRootAndChildren(span: number, room: number): number | null {
	const k = Math.min(FOLLOW_ZOOM, room / span);
	return k >= READABLE_ZOOM ? k : null;
}
