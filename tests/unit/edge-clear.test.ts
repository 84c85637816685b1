import { describe, expect, it } from 'vitest';
import {
	clearOfDrawnEdges,
	clearOfEdges,
	clearOfTopAndFoot,
	EDGE_AIR
} from '../../src/lib/ui/edge-clear';
import type { DrawnReach } from '../../src/lib/ui/bar-reach';
import { tagAcross } from '../../src/lib/components/card-geometry';

// Issue 43: side by side the zoom buttons stand beside each panel, so what lies across its edge
// is cut there (Connect Four's window "[−3, −15]" read "[−3, −1"). The camera moves across the
// least it can so that each text is whole in the panel or out of it, keeping what it frames.
describe('no text cut by a side-by-side panel’s edges', () => {
	// A panel 400 px wide with no level column: texts are cut at 0 and 400; the room for what
	// the framing keeps is 8 px in from each side.
	const panel = { edges: { left: 0, right: 400 }, room: { left: 8, right: 392 }, height: 300 };
	const at = { k: 1, x: 0, y: 0 };
	const text = (left: number, width = 60, top = 100) => ({
		left,
		right: left + width,
		top,
		bottom: top + 16
	});
	const span = (left: number, width = 88) => ({ left, right: left + width });

	it('leaves a pan with no text across an edge as it is', () => {
		expect(clearOfEdges(at, [text(100), text(330)], [span(100)], panel, 110)).toBe(at);
	});

	it('moves a text across the right edge inside, where that is the shorter way', () => {
		// 370–430: 30 px left (and the air) brings it in; 30 px right would put it out.
		const to = clearOfEdges(at, [text(370)], [span(100)], panel, 110);
		expect(to).toEqual({ k: 1, x: -30 - EDGE_AIR, y: 0 });
	});

	it('moves it out past the edge where the call kept would leave the room going in', () => {
		// The call at 10–98: 32 px left puts it at −22. Out: 380–440 goes 22 px right, past 400.
		const to = clearOfEdges(at, [text(380)], [span(10)], panel, 110);
		expect(to).toEqual({ k: 1, x: 20 + EDGE_AIR, y: 0 });
	});

	it('clears both edges at once, or leaves the fewest across', () => {
		const across = (row: readonly { left: number; right: number }[], dx: number) =>
			row.filter((box) =>
				[0, 400].some((edge) => box.left + dx < edge - 1 && box.right + dx > edge + 1)
			).length;
		// Across 0 and across 400, 430 apart: 32 px either way clears both (one in, one out).
		const pair = [text(-30), text(370)];
		const both = clearOfEdges(at, pair, [], panel, 110);
		expect([Math.abs(both.x), across(pair, both.x)]).toEqual([30 + EDGE_AIR, 0]);
		// Texts 110 apart, 80 wide, a row of Connect Four's cards: no move within 40 px leaves
		// none across; the move that leaves one, not two.
		const row = [-20, 90, 200, 310, 380].map((left) => text(left, 80));
		const to = clearOfEdges(at, row, [], panel, 40);
		expect(across(row, 0)).toBe(2);
		expect(across(row, to.x)).toBe(1);
	});

	it('moves no further than `most`, and counts only the texts level with the panel', () => {
		expect(clearOfEdges(at, [text(300, 150)], [], panel, 40)).toBe(at);
		expect(clearOfEdges(at, [text(370, 60, 320)], [], panel, 110)).toBe(at);
	});

	it('of two moves that clear as much, takes the one nearer where the camera is', () => {
		// 370–430: in is 32 px left, out 32 px right; the camera is on its way from 40 px right.
		expect(clearOfEdges(at, [text(370)], [], panel, 110, 40)).toEqual({
			k: 1,
			x: 30 + EDGE_AIR,
			y: 0
		});
	});

	it('takes no move another rule refuses (a text brought under the zoom buttons)', () => {
		// Issue 43: presenting MTD(f), "n13" across the right edge; moving it in brought "D"
		// under "Why bounds?" with the buttons: it goes out past the edge instead.
		const inside = { k: 1, x: -30 - EDGE_AIR, y: 0 };
		const refused = (to: { x: number }) => to.x !== inside.x;
		expect(clearOfEdges(at, [text(370)], [span(100)], panel, 110, 0, refused)).toEqual({
			k: 1,
			x: 30 + EDGE_AIR,
			y: 0
		});
		expect(clearOfEdges(at, [text(370)], [span(100)], panel, 110, 0, () => false)).toBe(at);
	});

	it('presenting, keeps a card whole or out at the level column only (V23 N11)', () => {
		// A card's border (`leftOnly`) 2 px across the column's side at 90: moved 8 px right (the
		// nearer way); across the right edge it is left, as the panel's border cuts it.
		const column = { ...panel, edges: { left: 90, right: 400 }, room: { left: 96, right: 392 } };
		const card = { ...text(88, 88), leftOnly: true };
		expect(clearOfEdges(at, [card], [span(200)], column, 110)).toEqual({
			k: 1,
			x: 2 + EDGE_AIR,
			y: 0
		});
		expect(clearOfEdges(at, [{ ...text(360, 88), leftOnly: true }], [], column, 110)).toBe(at);
	});

	it('reads the page only where the layout reaches an edge', () => {
		const drawing = (x: number): DrawnReach => ({
			nodes: [1],
			links: [],
			at: () => ({ x, y: 100 }),
			parent: () => null,
			across: 44,
			above: 30,
			below: 40
		});
		let reads = 0;
		const read = () => {
			reads++;
			return [text(370)];
		};
		// The card's middle at 200: 156–244, more than `most` from either edge.
		expect(clearOfDrawnEdges(at, drawing(200), panel, [], 40, read)).toBe(at);
		expect(reads).toBe(0);
		expect(clearOfDrawnEdges(at, drawing(400), panel, [], 40, read)).toEqual({
			k: 1,
			x: -30 - EDGE_AIR,
			y: 0
		});
		expect(reads).toBe(1);
	});
});

// Where no pan clears every text, a cut card's "not searched" moves within its card (issue 43: at
// 1366×768 it read "not / searche" at alpha-beta's right edge, V21).
describe('a cut card’s tag whole in its panel or out of it', () => {
	// A card 104 units wide centred at 500, its widest line 80 units wide, at zoom 1.
	const [x, width, tag] = [500, 104, 80];
	/** Where its middle goes (NaN: not drawn). */
	const middle = (...args: Parameters<typeof tagAcross>) => x + (tagAcross(...args) ?? NaN);

	it('stays in the card’s middle where no edge crosses it, or with no edges', () => {
		expect(tagAcross(x, width, tag, { left: 0, right: 600 }, 1)).toBe(0);
		expect(tagAcross(x, width, tag, null, 1)).toBe(0);
	});

	it('moves left within the card to end clear of the right edge, where it fits there', () => {
		// The edge at 538 cuts it (460–540): its right at 535 (3 px of air), its left at 455, in
		// the card (453–, inside its padding).
		const at = middle(x, width, tag, { left: 0, right: 538 }, 1);
		expect(at + tag / 2).toBe(535);
		expect(at - tag / 2).toBeGreaterThanOrEqual(x - width / 2 + 5);
	});

	it('goes out past the edge whole where the card’s part in the panel is too narrow', () => {
		// A card 184 wide (408–592) with the edge at 470 across the tag (460–540): its part past
		// the edge holds the tag, the part in the panel does not.
		const at = middle(x, 184, tag, { left: 0, right: 470 }, 1);
		expect(at - tag / 2).toBe(473);
		// At zoom 0.5 the air is 6 units.
		expect(middle(x, 184, tag, { left: 0, right: 470 }, 0.5) - tag / 2).toBe(476);
		// Neither part of the 104-wide card holds it: not drawn (null).
		expect(tagAcross(x, width, tag, { left: 0, right: 520 }, 1)).toBeNull();
	});

	it('does the same at the left edge (the level column’s side)', () => {
		const inside = middle(x, width, tag, { left: 462, right: 900 }, 1);
		expect(inside - tag / 2).toBe(465);
		const out = middle(x, 184, tag, { left: 530, right: 900 }, 1);
		expect(out + tag / 2).toBe(527);
	});
});

// Issue 43 on a phone: the leaves' values were cut at the screen's foot, a root's name at the
// panel's top. The same rule moves the camera up or down: each text whole above the foot or
// out of sight below it, the call followed kept in view.
describe('no text cut by a phone panel’s top or the screen’s foot', () => {
	// The panel's part on screen is 270 px tall.
	const panel = { foot: 270, across: { left: 88, right: 368 } };
	const at = { k: 1, x: 0, y: 0 };
	const value = (top: number, left = 150) => ({ left, right: left + 20, top, bottom: top + 16 });

	it('leaves a pan with every text whole as it is', () => {
		expect(
			clearOfTopAndFoot(at, [value(20), value(240)], [{ left: 10, right: 80 }], panel, 80)
		).toBe(at);
	});

	it('moves a value across the foot up into view, the shorter way', () => {
		// 262–278: 8 px up (and the air) shows it whole; 8 px down would hide it too.
		const to = clearOfTopAndFoot(at, [value(262)], [{ left: 10, right: 80 }], panel, 80);
		expect(to).toEqual({ k: 1, x: 0, y: -8 - EDGE_AIR });
	});

	it('moves it out of sight where going up would cut the root’s name at the top', () => {
		// The root's name at 4–20: up 8 cuts it at the top; down 10 hides the value below the foot.
		const to = clearOfTopAndFoot(at, [value(4), value(262)], [{ left: 4, right: 80 }], panel, 80);
		expect(to).toEqual({ k: 1, x: 0, y: 8 + EDGE_AIR });
	});

	it('keeps the call followed in view, leaving the text where no move does', () => {
		// The followed card and its way fill 2–268: any move of 3 px or more takes them out.
		const keep = [{ left: 2, right: 268 }];
		expect(clearOfTopAndFoot(at, [value(-6), value(262)], keep, panel, 80)).toBe(at);
	});
});
