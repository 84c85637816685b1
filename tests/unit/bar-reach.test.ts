import { describe, expect, it } from 'vitest';
import { barInTree, reachOfBar, type DrawnReach } from '../../src/lib/ui/bar-reach';
import {
	BAR_AIR,
	clearOfBar,
	clearOfDrawing,
	type DrawnTexts
} from '../../src/lib/ui/toolbar-clear';

// Issue 45: keeping the texts clear of the zoom buttons read every text drawn (a forced layout)
// on every step. The layout says where a node's drawing and a link's marks can reach: the page
// is read only where some can meet the buttons, and then only the nodes level with them.
describe('what of a drawn tree can meet the zoom buttons', () => {
	// A panel 618 px wide, the buttons 38 px wide down its top right, the camera at zoom 1.
	const bar = { left: 572, right: 610, top: 8, bottom: 200 };
	const at = { k: 1, x: 0, y: 0 };
	// Three rows 165 apart: a root at 300, its children at 100 and 420, a grandchild at 540.
	type Places = Record<number, { x: number; y: number }>;
	const places: Places = {
		1: { x: 300, y: 50 },
		2: { x: 100, y: 215 },
		3: { x: 420, y: 215 },
		4: { x: 540, y: 380 }
	};
	const parents: Record<number, number> = { 2: 1, 3: 1, 4: 3 };
	const drawing = (over: Partial<DrawnReach> = {}): DrawnReach => ({
		nodes: [1, 2, 3, 4],
		links: [2, 3, 4],
		at: (node) => places[node] ?? null,
		parent: (node) => parents[node] ?? null,
		across: 54,
		above: 50,
		below: 80,
		...over
	});
	/** A reader that counts what it is asked: the page is read through it alone. */
	const counted = (texts: { left: number; right: number; top: number; bottom: number }[]) => {
		const asked: ReadonlySet<number>[] = [];
		let rooms = 0;
		const read: DrawnTexts = {
			texts: (level) => (asked.push(level), texts),
			room: () => (rooms++, { left: 96, right: 566, width: 618 })
		};
		return { read, asked, rooms: () => rooms };
	};

	it('takes the buttons into tree units at the pan and zoom, with their air', () => {
		expect(barInTree(bar, { k: 2, x: -100, y: 40 }, BAR_AIR)).toEqual({
			left: (572 - 4 + 100) / 2,
			right: (610 + 4 + 100) / 2,
			top: (8 - 4 - 40) / 2,
			bottom: (200 + 4 - 40) / 2
		});
	});

	it('reads nothing where no card, label or link reaches the buttons', () => {
		// The rightmost card (420 ± 54) ends at 474, 94 px left of the buttons; the grandchild's
		// card reaches up to 330, below them (their air ends at 204).
		const { read, asked, rooms } = counted([{ left: 580, right: 600, top: 20, bottom: 36 }]);
		const box = barInTree(bar, at, BAR_AIR);
		expect(reachOfBar(drawing(), box)).toEqual({ meets: false, level: new Set([1, 2, 3]) });
		expect(clearOfDrawing(at, drawing(), bar, [], read)).toBe(at);
		expect(asked).toEqual([]);
		expect(rooms()).toBe(0);
	});

	it('reads the texts level with the buttons where a card reaches under them', () => {
		// Panned 120 right, the child at 420 is at 540 ± 54: under the buttons from 568.
		const to = { k: 1, x: 120, y: 0 };
		const text = { left: 440, right: 470, top: 150, bottom: 166 };
		const { read, asked, rooms } = counted([text]);
		const room = { left: 96, right: 566, width: 618 };
		const cleared = clearOfDrawing(to, drawing(), bar, [], read);
		// Only the nodes level with them (not the grandchild, below): the same move as all.
		expect(asked).toEqual([new Set([1, 2, 3])]);
		expect(rooms()).toBe(1);
		expect(cleared).toEqual(clearOfBar(to, [text], bar, [], room));
		expect(cleared).not.toBe(to);
	});

	it("reads where a link's marks reach the buttons, a cut's figure beside it", () => {
		// The child at 420 higher (row 180), its link down to the grandchild at 400 (row 300):
		// no card reaches the buttons' air at 568, but a cut's figure 60 past the link's end
		// does (and its move clear of them, their width with their air, 46, further).
		const high: Places = { ...places, 3: { x: 420, y: 180 }, 4: { x: 400, y: 300 } };
		const box = barInTree(bar, at, BAR_AIR);
		const plain = drawing({ at: (node) => high[node] ?? null });
		expect(reachOfBar(plain, box)).toEqual({ meets: false, level: new Set([1, 2, 3]) });
		const cut = (reach: number) =>
			drawing({ at: (node) => high[node] ?? null, linkReach: (c) => (c === 4 ? reach : 0) });
		expect(reachOfBar(cut(60), box).meets).toBe(true);
		// 420 + 54 + 48 + 46 = 568: just short of the buttons' air.
		expect(reachOfBar(cut(48), box).meets).toBe(false);
		expect(reachOfBar(cut(49), box).meets).toBe(true);
		// A link whose rows both lie below the buttons reaches none of them, however far across.
		const low: Places = { ...places, 3: { x: 420, y: 380 }, 4: { x: 480, y: 545 } };
		const below = drawing({
			at: (node) => low[node] ?? null,
			linkReach: (c) => (c === 4 ? 500 : 0)
		});
		expect(reachOfBar(below, box).meets).toBe(false);
	});
});
