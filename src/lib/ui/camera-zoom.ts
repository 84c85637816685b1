import { select } from 'd3-selection';
import { zoom, zoomIdentity } from 'd3-zoom';

/** A pan and zoom: tree point (0, 0) at (x, y) on screen, `k` pixels per tree unit. */
export interface Transform {
	readonly x: number;
	readonly y: number;
	readonly k: number;
}

/** d3-zoom on the tree's SVG, as the camera drives it. */
export interface ZoomHandle {
	transform(to: Transform): void;
	scaleExtent(lowest: number, highest: number): void;
	scaleBy(factor: number): void;
	detach(): void;
}

/**
 * Whether d3-zoom's change came from the reader moving the tree: a drag, a wheel or a pinch
 * (`mousemove`, `wheel`, `touchmove`). A change the camera makes itself has no source event,
 * unless it lands while a press is still held: d3-zoom then names the press that began it
 * (`mousedown`, `touchstart`), and that press moved nothing.
 */
export function movedByReader(sourceEvent: unknown): boolean {
	const type = sourceEvent instanceof Object && 'type' in sourceEvent ? sourceEvent.type : null;
	return type === 'mousemove' || type === 'wheel' || type === 'touchmove';
}

/**
 * Wires d3-zoom (wheel, drag and pinch) to the SVG, starting at `from`. This module is loaded
 * when the reader first reaches for the tree (camera.svelte.ts), so d3-zoom and d3-transition,
 * which it brings, stay out of the page's first view. `onzoom` hears every change, with whether
 * the reader made it.
 */
export function wireZoom(
	svg: SVGSVGElement,
	from: Transform,
	[lowest, highest]: readonly [number, number],
	onzoom: (to: Transform, byReader: boolean) => void
): ZoomHandle {
	const behavior = zoom<SVGSVGElement, unknown>()
		.scaleExtent([lowest, highest])
		.on('zoom', (event: { transform: Transform; sourceEvent: unknown }) =>
			onzoom(event.transform, movedByReader(event.sourceEvent))
		);
	const selection = select(svg);
	selection.call(behavior).on('dblclick.zoom', null);
	const transform = (to: Transform) =>
		behavior.transform(selection, zoomIdentity.translate(to.x, to.y).scale(to.k));
	transform(from);
	return {
		transform,
		scaleExtent: (low, high) => void behavior.scaleExtent([low, high]),
		scaleBy: (factor) => behavior.scaleBy(selection, factor),
		detach: () => void selection.on('.zoom', null)
	};
}

/**
 * Sends a gesture that came before d3-zoom again, now that d3-zoom listens (with it: the first
 * view, which has no d3-zoom yet, never replays one).
 */
export function replay(gesture: Event, svg: SVGSVGElement): void {
	const target =
		gesture.target instanceof Node && gesture.target.isConnected ? gesture.target : svg;
	target.dispatchEvent(copyOf(gesture));
}

function copyOf(gesture: Event): Event {
	if (gesture instanceof WheelEvent) return new WheelEvent(gesture.type, gesture);
	if (gesture instanceof MouseEvent) return new MouseEvent(gesture.type, gesture);
	if (typeof TouchEvent !== 'undefined' && gesture instanceof TouchEvent)
		return new TouchEvent(gesture.type, {
			bubbles: true,
			cancelable: true,
			touches: Array.from(gesture.touches),
			targetTouches: Array.from(gesture.targetTouches),
			changedTouches: Array.from(gesture.changedTouches)
		});
	return new Event(gesture.type, gesture);
}
