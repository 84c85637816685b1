import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior } from 'd3-zoom';
import type { TraceLayout, ViewRect } from '$lib/player';

/** The tree's pan and zoom: d3-zoom handles wheel, drag and pinch; this keeps the numbers. */

const MAX_ZOOM = 2;
/** The lowest zoom offered on big trees: a screenful then holds a bounded number of nodes. */
const MIN_ZOOM = 0.2;
/** A tree that fits at this zoom or more is shown whole; a bigger one is followed call by call. */
const READABLE_ZOOM = 0.6;
const MARGIN = 50;
/** A small tree is shown this large at most; presentation mode allows more (`large`). */
const FIT_CAP = 1.25;
const LARGE_FIT_CAP = 1.8;
/** Room kept on the left for the level labels, and on the right for the toolbar. */
export const GUTTER = 96;
const RIGHT_GUTTER = 52;

export class TreeCamera {
	x = $state(0);
	y = $state(0);
	k = $state(1);
	width = $state(0);
	height = $state(0);
	/** Keep the running call in view as the search moves. */
	follow = $state(true);
	/** Presentation: small trees may be drawn larger, to be read from the back of a room. */
	large = $state(false);

	/** The part of the tree on screen, in tree units. */
	readonly view: ViewRect = $derived({
		x0: -this.x / this.k,
		x1: (this.width - this.x) / this.k,
		y0: -this.y / this.k,
		y1: (this.height - this.y) / this.k
	});

	#svg: SVGSVGElement | null = null;
	#behavior: ZoomBehavior<SVGSVGElement, unknown> | null = null;
	#layout: TraceLayout | null = null;
	#animation = 0;

	/** Wires d3-zoom to the SVG; returns the cleanup. */
	attach(svg: SVGSVGElement): () => void {
		this.#svg = svg;
		this.#behavior = zoom<SVGSVGElement, unknown>()
			.scaleExtent([MIN_ZOOM, MAX_ZOOM])
			.on(
				'zoom',
				(event: { transform: { x: number; y: number; k: number }; sourceEvent: unknown }) => {
					this.x = event.transform.x;
					this.y = event.transform.y;
					this.k = event.transform.k;
					// A drag or wheel by the user means they want to look around: stop following.
					if (event.sourceEvent) this.follow = false;
				}
			);
		select(svg).call(this.#behavior).on('dblclick.zoom', null);
		return () => {
			cancelAnimationFrame(this.#animation);
			select(svg).on('.zoom', null);
			this.#svg = null;
			this.#behavior = null;
		};
	}

	/** The zoom at which the whole tree fits, capped so small trees are not blown up past reading size. */
	fitZoom(layout: TraceLayout): number {
		const width = layout.right - layout.left + layout.options.nodeWidth + MARGIN;
		// A level's worth of room beyond the last row's centre holds its scores and windows.
		const height = layout.height + layout.options.levelHeight + MARGIN;
		const cap = this.large ? LARGE_FIT_CAP : FIT_CAP;
		return Math.min(cap, (this.width - GUTTER - RIGHT_GUTTER) / width, this.height / height);
	}

	/** Shows a new tree: whole when it is readable that way, else from the root at a readable zoom. */
	reset(layout: TraceLayout): void {
		this.#layout = layout;
		const fit = this.fitZoom(layout);
		const lowest = Math.min(Math.max(fit, MIN_ZOOM), READABLE_ZOOM);
		this.#behavior?.scaleExtent([lowest, MAX_ZOOM]);
		this.follow = true;
		if (fit >= READABLE_ZOOM) this.showWhole();
		else this.#moveTo(0.85, 0, layout.height / 2, false, 'top');
	}

	/** Keeps the outline of a tree whose shape changes (a window) without moving the camera. */
	use(layout: TraceLayout): void {
		this.#layout = layout;
	}

	/** Fits the whole tree, or as much as the lowest zoom allows around the root. */
	showWhole(): void {
		const layout = this.#layout;
		if (!layout) return;
		const k = Math.max(this.fitZoom(layout), MIN_ZOOM);
		this.#moveTo(k, (layout.left + layout.right) / 2, layout.height / 2, false, 'middle');
	}

	zoomBy(factor: number): void {
		if (!this.#svg || !this.#behavior) return;
		this.#behavior.scaleBy(select(this.#svg), factor);
	}

	/**
	 * Glides to centre a node (given its centre and size in tree units) when any part of it is
	 * off screen; a node already in full view never moves the camera, so a tree that fits stays
	 * still while stepping.
	 */
	keepInView(x: number, y: number, width: number, height: number): void {
		const left = x * this.k + this.x - (width / 2) * this.k;
		const right = left + width * this.k;
		const top = y * this.k + this.y - (height / 2) * this.k;
		const bottom = top + height * this.k;
		const inside =
			left >= GUTTER && right <= this.width - RIGHT_GUTTER && top >= 0 && bottom <= this.height;
		if (!inside) this.#moveTo(this.k, x, y, true, 'middle');
	}

	#moveTo(k: number, x: number, y: number, glide: boolean, anchor: 'top' | 'middle'): void {
		const svg = this.#svg;
		const behavior = this.#behavior;
		if (!svg || !behavior) return;
		const layout = this.#layout;
		const top = layout ? layout.options.levelHeight * 0.5 : 0;
		const target = {
			k,
			x: GUTTER + (this.width - GUTTER - RIGHT_GUTTER) / 2 - x * k,
			// Nodes hang a little below their centre (the score sits under the card).
			y: anchor === 'top' ? top * k + 10 : this.height / 2 - (y + top * 0.2) * k
		};
		cancelAnimationFrame(this.#animation);
		const apply = (t: { x: number; y: number; k: number }) =>
			behavior.transform(select(svg), zoomIdentity.translate(t.x, t.y).scale(t.k));
		// Glide only over short distances: a long glide sweeps across empty parts of the tree.
		const far =
			Math.hypot(target.x - this.x, target.y - this.y) > Math.max(this.width, this.height);
		const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
		if (!glide || far || reduced) return apply(target);
		const from = { x: this.x, y: this.y, k: this.k };
		const start = performance.now();
		const frame = (now: number) => {
			const t = Math.min(1, (now - start) / 250);
			const ease = t * (2 - t);
			apply({
				x: from.x + (target.x - from.x) * ease,
				y: from.y + (target.y - from.y) * ease,
				k: from.k + (target.k - from.k) * ease
			});
			if (t < 1) this.#animation = requestAnimationFrame(frame);
		};
		this.#animation = requestAnimationFrame(frame);
	}
}
