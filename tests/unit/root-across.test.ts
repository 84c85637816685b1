import { describe, expect, it } from 'vitest';
import { keepRootAcross } from '../../src/lib/ui/root-across';

// Issue 43: side by side presenting, Figure 5.2's root was pushed past the panel's right edge
// while its first subtree was followed, though it fitted beside the call: the camera moves the
// least it can to bring it back, keeping what it frames in its room.
describe('the root kept in view across, side by side', () => {
	// A side's panel presenting at 1280×720: its room from the level column (96) to 8 px short
	// of its right edge (560 wide), the buttons beside it.
	const room = { left: 96, right: 560, height: 400 };
	const at = { k: 1, x: 0, y: 0 };
	const span = (left: number, width = 72) => ({ left, right: left + width });
	/** The root's card, its row at the panel's top. */
	const card = (left: number, width = 72) => ({ ...span(left, width), top: 10, bottom: 60 });

	it('leaves a pan with the root in the room as it is', () => {
		expect(keepRootAcross(at, card(400), [span(200)], room)).toBe(at);
	});

	it('moves the tree left until the root is in, with the call kept', () => {
		// The root at 620–692: 132 px left puts it at 488–560. The call followed at 180–252
		// would go to 48–120, out of the room: no move.
		expect(keepRootAcross(at, card(620), [span(180)], room)).toBe(at);
		// The call at 300–372: 132 px left puts it at 168–240, in the room.
		expect(keepRootAcross(at, card(620), [span(300)], room)).toEqual({ k: 1, x: -132, y: 0 });
	});

	it('moves it right where the root lies past the left side', () => {
		expect(keepRootAcross(at, card(40), [span(300)], room)).toEqual({ k: 1, x: 56, y: 0 });
	});

	it('leaves the pan as it is where the root’s row is out of view (a deep call followed)', () => {
		expect(keepRootAcross({ k: 1, x: 0, y: -80 }, card(620), [span(300)], room)).toEqual({
			k: 1,
			x: 0,
			y: -80
		});
		expect(keepRootAcross({ k: 1, x: 0, y: -50 }, card(620), [span(300)], room)).toEqual({
			k: 1,
			x: -132,
			y: -50
		});
	});

	it('binds nothing with a call already out of the room (the told pair, at the edge)', () => {
		expect(keepRootAcross(at, card(620), [span(20)], room)).toEqual({ k: 1, x: -132, y: 0 });
	});

	it('reads the spans at the zoom and pan', () => {
		// At zoom 2, panned 700 left: the root at tree 600–636 is on screen at 500–572.
		const to = { k: 2, x: -700, y: 10 };
		expect(keepRootAcross(to, card(600, 36), [span(450, 36)], room)).toEqual({
			k: 2,
			x: -712,
			y: 10
		});
	});
});
