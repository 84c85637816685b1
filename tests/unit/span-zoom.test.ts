import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepBy, keepFamily, keepGroup, spanZoom } from '../../src/lib/ui/camera-moves';
import type { CameraHand, TreeCamera } from '../../src/lib/ui/camera.svelte';
import type { Transform } from '../../src/lib/ui/camera-zoom';
import { READABLE_ZOOM } from '../../src/lib/ui/framing';
import { EDGE } from '../../src/lib/ui/panel-room';

// Issue 43: presenting, iterative deepening's step 12 on the article board names FC1 (level 0)
// and FC11 (level 3): four rows, 583 px at the follow zoom in a 474 px pane. A lesson's tree goes
// lower for that step only, as far as they need, never below the span's floor.
describe('a step whose named calls stand on more rows than the panel holds', () => {
	// Four rows 190 units apart, from the root's head (50 above) to the lowest's value (60 below).
	const rows = { top: -50, bottom: 3 * 190 + 90, scores: 3 * 190 + 60 };
	const shown = 474;

	it('keeps the camera’s zoom where they fit, or where the span allows none lower', () => {
		expect(spanZoom({ ...rows, least: READABLE_ZOOM }, 0.6, shown)).toBe(0.6);
		expect(spanZoom(rows, 0.85, shown)).toBe(0.85);
	});

	it('goes as low as their values need to stand in the panel', () => {
		const k = spanZoom({ ...rows, least: READABLE_ZOOM }, 0.85, shown);
		expect(k).toBeLessThan(0.85);
		expect((rows.scores - rows.top) * k).toBeLessThanOrEqual(shown - EDGE);
		expect((rows.scores - rows.top) * (k + 0.01)).toBeGreaterThan(shown - EDGE);
	});

	it('not below the floor: there the camera’s zoom is kept', () => {
		expect(spanZoom({ ...rows, least: 0.7 }, 0.85, shown)).toBe(0.85);
	});
});

// Issue 43: not presenting at 1280×720, MTD(f)'s step 7 names FC3 and FC6, two rows, 558 units
// apart with their cards: 474 px at the camera's 0.85 in 432 px between the level column and the
// zoom buttons. Where the span asks it (`wide`), the zoom goes as low as they need across too.
describe('a step whose named calls lie farther apart across than the panel holds', () => {
	const span = { top: -50, bottom: 190 + 90, left: 0, right: 558, least: 0.729 };
	const [shown, across] = [431, 432];

	it('keeps the camera’s zoom where the span does not ask it, or they fit', () => {
		expect(spanZoom(span, 0.85, shown, across)).toBe(0.85);
		expect(spanZoom({ ...span, wide: true }, 0.75, shown, across)).toBe(0.75);
	});

	it('goes as low as they need to stand whole across, not below the floor', () => {
		const k = spanZoom({ ...span, wide: true }, 0.85, shown, across);
		expect(k).toBeLessThan(0.85);
		expect(span.right * k).toBeLessThanOrEqual(across);
		expect(span.right * (k + 0.01)).toBeGreaterThan(across);
		expect(spanZoom({ ...span, wide: true }, 0.85, shown, 380)).toBe(0.85);
	});

	it('the lower of the two where the rows need lower still', () => {
		const tall = { ...span, bottom: 3 * 190 + 90, wide: true as const, least: 0.55 };
		const k = spanZoom(tall, 0.85, shown, across);
		expect((tall.bottom - tall.top) * k).toBeLessThanOrEqual(shown - EDGE);
		expect(k).toBeLessThan(across / span.right);
	});
});

// A25's "Left": the step after one `zoomForSpan` showed lower goes back to the camera's own zoom
// (`spanFrom`) however it is framed, not only when it is followed (`keepInView`).
describe('the step after one shown lower, framed another way than the follow', () => {
	// Presenting at 1280×720: a 900 × 474 px pane; step 12 took the camera from 0.85 to 0.66.
	const [own, lower] = [0.85, 0.66];
	const room = { width: 900, height: 474, left: 96, right: 848, shown: 474, clear: 474 };
	function lowered(): { hand: CameraHand; camera: TreeCamera } {
		let at: Transform = { x: 200, y: 20, k: lower };
		const camera = {
			spanFrom: own,
			width: room.width,
			height: room.height,
			large: true,
			least: 0,
			readable: true,
			card: { above: 50, below: 80, presentingFloor: 0.6 },
			room: () => room
		} as unknown as TreeCamera;
		const hand: CameraHand = {
			camera,
			from: () => at,
			layout: () => null,
			left: () => room.left,
			across: () => room.right - room.left,
			panel: () => ({ left: 0, top: 0, right: room.width, bottom: room.height }),
			overlays: () => [],
			centred: (k, x, y) => ({ k, x: room.width / 2 - x * k, y: EDGE - y * k }),
			rowReach: () => 0,
			texts: () => [],
			keepDown: () => undefined,
			moveTo: (to) => (at = to)
		};
		return { hand, camera };
	}
	// Cards that fit at either zoom (a root and its children, a callout's call and its children).
	const cards = { left: 0, right: 300, top: -50, bottom: 200 };
	beforeEach(() => vi.stubGlobal('innerHeight', 720));
	afterEach(() => vi.unstubAllGlobals());

	it('the result’s cards (keepFamily)', () => {
		const { hand, camera } = lowered();
		expect(keepFamily(hand, cards)).toBe(true);
		expect(hand.from().k).toBe(own);
		expect(camera.spanFrom).toBeNull();
	});

	it('a spotlight’s group (the lesson’s callout: keepGroup)', () => {
		const { hand, camera } = lowered();
		keepGroup(hand, cards, room.height);
		expect(hand.from().k).toBe(own);
		expect(camera.spanFrom).toBeNull();
	});

	it('a search’s own rule (keepBy)', () => {
		const { hand, camera } = lowered();
		keepBy(hand, (from) => from);
		expect(hand.from().k).toBe(own);
		expect(camera.spanFrom).toBeNull();
	});

	it('at the camera’s own zoom, nothing moves first', () => {
		const { hand, camera } = lowered();
		camera.spanFrom = null;
		keepBy(hand, (from) => from);
		expect(hand.from().k).toBe(lower);
	});
});
