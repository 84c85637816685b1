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

	// Not presenting at 1280×720: Connect Four's FC1 and a child three columns away (390 units
	// apart, cards 130 wide) in a 420 px pane, at 0.85; they fit at the 12 px floor (0.729).
	it('across too, where the room across is given: as low as their cards need, to the floor', () => {
		const pair = { top: -50, bottom: 300, left: -65, right: 455 };
		const k = spanZoom({ ...pair, least: 0.729 }, 0.85, shown, 420);
		expect(k).toBeLessThan(0.85);
		expect((pair.right - pair.left) * k).toBeLessThanOrEqual(420);
		expect(k).toBeGreaterThanOrEqual(0.729);
		expect(spanZoom({ ...pair, least: 0.729 }, 0.85, shown)).toBe(0.85);
		expect(spanZoom({ ...pair, least: 0.81 }, 0.85, shown, 420)).toBe(0.85);
	});
});

// Issue 43: not presenting at 1280×720, Figure 5.2's MTD(f) at step 8 names FC8 and FC3 (pass 1's
// B): 1,028 units across, in a room of 617 px beside the level column, at the camera's 0.77.
describe('a step whose named calls stand wider than the panel', () => {
	const named = { top: 91, bottom: 359, scores: 348, left: -634, right: 394 };
	const [shown, across] = [284, 617.2];

	it('goes as low as they need across, to the floor', () => {
		const k = spanZoom({ ...named, least: READABLE_ZOOM }, 0.77, shown, across);
		expect(k).toBeLessThan(0.77);
		expect(k).toBeGreaterThanOrEqual(READABLE_ZOOM);
		expect((named.right - named.left) * k).toBeLessThanOrEqual(across);
	});

	it('keeps the camera’s zoom where they fit, where the floor does not hold them, or unasked', () => {
		expect(spanZoom({ ...named, least: READABLE_ZOOM }, 0.77, shown, 800)).toBe(0.77);
		expect(spanZoom({ ...named, least: READABLE_ZOOM }, 0.77, shown, 600)).toBe(0.77);
		expect(spanZoom({ ...named, least: READABLE_ZOOM }, 0.77, shown)).toBe(0.77);
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
			moveTo: (to) => (at = to),
			set: (to) => (at = to),
			stopGlide: () => undefined,
			lowerZoom: () => undefined
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

	// Issue 43: the weighted tree's last step names FC25 on the way back up, past the right of
	// the root and its children: all framed together where they fit at the readable zoom.
	it('the result’s cards with the calls the narration names, where all fit (keepFamily)', () => {
		const { hand } = lowered();
		const named = { top: 200, bottom: 400, left: 250, right: 1100 };
		expect(keepFamily(hand, cards, true, named)).toBe(true);
		const { k, x } = hand.from();
		expect(k).toBeGreaterThanOrEqual(READABLE_ZOOM);
		expect(cards.left * k + x).toBeGreaterThanOrEqual(room.left);
		expect(named.right * k + x).toBeLessThanOrEqual(room.right);
		// Too wide for the readable zoom: the root and its children alone, at the camera's zoom.
		const far = lowered().hand;
		expect(keepFamily(far, cards, true, { ...named, right: 2000 })).toBe(true);
		expect(far.from().k).toBe(own);
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
