import { describe, expect, it } from 'vitest';
import { movedByReader } from '../../../src/lib/ui/camera-zoom';

// The camera stops following the running call when the reader moves the tree; a glide of its
// own that lands while a press is held (d3-zoom then names the press) must not stop it.
describe("d3-zoom's changes, told apart", () => {
	it('counts a drag, a wheel and a pinch as the reader moving the tree', () => {
		for (const type of ['mousemove', 'wheel', 'touchmove'])
			expect(movedByReader({ type }), type).toBe(true);
	});

	it("does not count the camera's own moves, nor a press that moved nothing", () => {
		for (const source of [null, undefined, { type: 'mousedown' }, { type: 'touchstart' }, 3])
			expect(movedByReader(source), JSON.stringify(source)).toBe(false);
	});
});
