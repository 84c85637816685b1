import { describe, expect, it } from 'vitest';
import { spanZoom } from '../../src/lib/ui/camera-moves';
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
