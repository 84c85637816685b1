import { describe, expect, it } from 'vitest';
import { placeCallout, type Box } from '../../../src/routes/lesson-place';

// The first lesson's callout beside the part of the page it speaks of (routes/lesson-place.ts).
const SCREEN = { width: 1280, height: 720 };
const SIZE = { width: 400, height: 200 };
const STEP_BUTTONS: Box = { left: 16, top: 52, width: 292, height: 50 };

const boxOf = (placed: { left: number; top: number }): Box => ({ ...placed, ...SIZE });
const overlaps = (a: Box, b: Box) =>
	a.left < b.left + b.width &&
	b.left < a.left + a.width &&
	a.top < b.top + b.height &&
	b.top < a.top + a.height;

describe('the lesson callout’s place', () => {
	it('sits below a target with room, its arrow on the target’s middle', () => {
		const next: Box = { left: 196, top: 52, width: 50, height: 50 };
		const placed = placeCallout(next, SIZE, SCREEN, STEP_BUTTONS, ['below', 'right']);
		expect(placed.side).toBe('below');
		expect(placed.top).toBe(52 + 50 + 14);
		expect(placed.left + placed.arrow).toBe(196 + 25);
		expect(overlaps(boxOf(placed), STEP_BUTTONS)).toBe(false);
	});

	it('takes the first spot that fits on screen, in the order given', () => {
		const tree: Box = { left: 310, top: 278, width: 474, height: 432 };
		const placed = placeCallout(tree, SIZE, SCREEN, STEP_BUTTONS, ['below', 'right', 'left']);
		// No room below the tree: to its right, over the code.
		expect(placed.side).toBe('right');
		expect(placed.left).toBe(310 + 474 + 14);
		const inside = boxOf(placed);
		expect(inside.top + inside.height).toBeLessThanOrEqual(SCREEN.height);
		// Right-aligned below a full-width target.
		const narration: Box = { left: 16, top: 110, width: 1248, height: 90 };
		const below = placeCallout(narration, SIZE, SCREEN, null, ['below-end']);
		expect([below.side, below.left + SIZE.width]).toEqual(['below', 16 + 1248]);
	});

	it('never covers the step buttons, and falls back to the screen’s foot with no arrow', () => {
		const tally: Box = { left: 600, top: 100, width: 100, height: 30 };
		// Above the tally would run off the top; the left-hand spot covers the step buttons.
		const placed = placeCallout(tally, { width: 620, height: 200 }, SCREEN, STEP_BUTTONS, [
			'above',
			'left'
		]);
		expect(placed).toEqual({ side: 'free', left: 8, top: 720 - 200 - 8, arrow: 0 });
		expect(placeCallout(null, SIZE, SCREEN, STEP_BUTTONS, ['below']).side).toBe('free');
	});

	it('docks under the step buttons on a phone, whatever it points at', () => {
		const phone = { width: 390, height: 844 };
		const buttons: Box = { left: 11, top: 70, width: 368, height: 50 };
		const board: Box = { left: 11, top: 1000, width: 368, height: 300 };
		const placed = placeCallout(board, { width: 374, height: 290 }, phone, buttons, ['dock']);
		// As wide as the screen allows: at its left margin.
		expect(placed).toEqual({ side: 'free', left: 8, top: 70 + 50 + 14, arrow: 0 });
	});
});
