import type { TraceLayout } from '$lib/player';
import type { CameraHand } from './camera.svelte';
import type { Transform } from './camera-zoom';
import type { DrawnBoxes } from './drawn-boxes';
import type { Band } from './row-clear';

// What the camera does once it moves (`TreeCamera`'s glides, "Whole tree", the texts it keeps
// clear): none of it runs before a first step or a first press of "Whole tree", so it loads with
// the camera's moves (camera-moves-code), out of the first view.

/** The lowest zoom "Whole tree" goes to: twice the nodes on screen across of the lowest offered. */
export const WHOLE_ZOOM = 0.1;

/** A glide's length, ms: a quarter second, eased out. */
const GLIDE_MS = 250;

/**
 * Glides the camera from `from` to `target` (`apply` sets each frame), telling each frame's
 * request (`framed`, for a stop) and calling `arrived` at the end.
 */
export function glide(
	from: Transform,
	target: Transform,
	apply: (at: Transform) => void,
	framed: (request: number) => void,
	arrived: () => void
): void {
	const start = performance.now();
	const frame = (now: number) => {
		const t = Math.min(1, (now - start) / GLIDE_MS);
		const ease = t * (2 - t);
		apply({
			x: from.x + (target.x - from.x) * ease,
			y: from.y + (target.y - from.y) * ease,
			k: from.k + (target.k - from.k) * ease
		});
		if (t < 1) framed(requestAnimationFrame(frame));
		else arrived();
	};
	framed(requestAnimationFrame(frame));
}

/**
 * "Whole tree" (`TreeCamera.showWhole`): the tree fitted between the level column and the toolbar,
 * down to `WHOLE_ZOOM`; a bigger one drawn as an overview at the zoom its width needs.
 */
export function showWhole(hand: CameraHand, layout: TraceLayout, across: number): void {
	const middle = (layout.left + layout.right) / 2;
	if (hand.camera.fitZoom(layout) < WHOLE_ZOOM) {
		// Not through d3-zoom: a gesture then starts from the frame before.
		hand.stopGlide();
		hand.camera.overview = true;
		return hand.set(hand.centred(across, middle, 0));
	}
	toWhole(hand, layout);
}

/** The whole tree at the zoom that fits it, at least `WHOLE_ZOOM`, about its middle. */
export function toWhole(hand: CameraHand, layout: TraceLayout): void {
	hand.camera.overview = false;
	const k = Math.max(hand.camera.fitZoom(layout), WHOLE_ZOOM);
	hand.lowerZoom(k);
	hand.moveTo(hand.centred(k, (layout.left + layout.right) / 2, layout.height / 2), false);
}

/**
 * The texts drawn in the tree, down in tree units, read at the pan they are drawn at (the tree's
 * group's, which a move not yet drawn has not reached).
 */
export function treeTexts(svg: SVGSVGElement | null, boxes: DrawnBoxes): Band[] {
	const drawn = svg?.querySelector<SVGGElement>(':scope > g')?.getCTM();
	if (!svg || !drawn || drawn.d <= 0) return [];
	const { top } = boxes.box(svg);
	return Array.from(svg.querySelectorAll('text'), (text) => boxes.box(text))
		.filter((box) => box.width > 0)
		.map((box) => ({
			top: (box.top - top - drawn.f) / drawn.d,
			bottom: (box.bottom - top - drawn.f) / drawn.d
		}));
}
