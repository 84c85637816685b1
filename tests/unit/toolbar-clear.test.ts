import { describe, expect, it } from 'vitest';
import { clearOfBar } from '../../src/lib/ui/toolbar-clear';

// Issue 43: side by side, a tree's root name, a pruned card's "not searched", a window lay under
// the zoom buttons over the panel's top right; the camera moves the least it can to clear them,
// keeping what it frames (the call followed) in its room.
describe('the camera clear of the zoom buttons', () => {
	// A side's panel presenting at 1280×720: 618 px wide, the buttons 38 px wide from its top.
	const bar = { left: 572, right: 610, top: 8, bottom: 200 };
	const room = { left: 96, right: 566, width: 618 };
	const at = { k: 1, x: 0, y: 0 };
	const text = (left: number, top: number, width = 20, height = 16) => ({
		left,
		right: left + width,
		top,
		bottom: top + height
	});

	it('leaves a pan with nothing under the buttons as it is', () => {
		const clear = [text(300, 20), text(580, 220), text(540, 100)];
		expect(clearOfBar(at, clear, bar, [], room)).toBe(at);
		// Above or below them, or beside them with the air kept.
		expect(clearOfBar(at, [text(590, 205), text(547, 100)], bar, [], room)).toBe(at);
	});

	it('moves the tree left until the text under them is left of them, with air', () => {
		// The root's name at 560–600, its call followed at 300: 32 px left puts it at 528–568.
		const to = clearOfBar(at, [text(560, 20, 40)], bar, [{ left: 260, right: 340 }], room);
		expect(to).toEqual({ k: 1, x: -32, y: 0 });
	});

	it('moves it right, past the panel, where that is less', () => {
		// "n3" at 600–616 under the buttons: 18 px right takes it off the panel's edge (618).
		const to = clearOfBar(at, [text(600, 100, 16)], bar, [{ left: 260, right: 340 }], room);
		expect(to).toEqual({ k: 1, x: 18, y: 0 });
	});

	it('clears what the first move brings under them too', () => {
		// "n3" under them, a window right of it past the panel's edge: the left move (48 px)
		// brings the window under them, and takes 44 px more; right, 18 px clears both.
		const texts = [text(600, 100, 16), text(620, 120, 40)];
		expect(clearOfBar(at, texts, bar, [], room)).toEqual({ k: 1, x: 18, y: 0 });
		// With the followed call near the room's right side, only the left move keeps it in.
		const keep = [{ left: 450, right: 550 }];
		expect(clearOfBar(at, texts, bar, keep, room)).toEqual({ k: 1, x: -92, y: 0 });
	});

	it('never moves the followed call out of its room: where no move clears, it stays', () => {
		const keep = [
			{ left: 100, right: 180 },
			{ left: 480, right: 560 }
		];
		expect(clearOfBar(at, [text(580, 40)], bar, keep, room)).toBe(at);
		// A call already out of the room (the told call's pair, at the edge) binds nothing.
		const out = [{ left: 40, right: 120 }];
		expect(clearOfBar(at, [text(580, 40)], bar, out, room)).toEqual({ k: 1, x: -32, y: 0 });
	});

	it('reads the texts in tree units at the zoom and pan', () => {
		// At zoom 2, panned 100 left and 50 up: the text at tree 330 is on screen at 560–600.
		const to = clearOfBar({ k: 2, x: -100, y: -50 }, [text(330, 40, 20, 8)], bar, [], room);
		expect(to).toEqual({ k: 2, x: -132, y: -50 });
	});

	it("takes no move another rule refuses (a text cut by the panel's edge), else none", () => {
		// Issue 43: a search's tool below the buttons ("Why bounds?") widens their box; the left
		// move clears it but cuts a text at the level column, the right one (18 px) does not.
		const texts = [text(600, 100, 16)];
		const refuse = (dx: number) => (to: { x: number }) => to.x !== dx;
		expect(clearOfBar(at, texts, bar, [], room, refuse(18))).toEqual({ k: 1, x: -48, y: 0 });
		expect(clearOfBar(at, texts, bar, [], room, () => false)).toBe(at);
	});
});
