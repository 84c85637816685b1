import { describe, expect, it } from 'vitest';
import { highestFitting } from '../../src/lib/ui/way-frame';
import { leavesCardOut, type FollowedWay } from '../../src/lib/ui/kept-way';
import { treeRoomNeeded } from '../../src/lib/components/geometry';

// Side by side presenting at 1280×720 (issue 43, V's F8): Connect Four's cards for a room, 104
// wide, laid out 130 apart, rows 200 apart (windows shown), followed at zoom 0.85. A side's tree
// panel is some 457 px wide, 96 of them the level column's and 52 the zoom buttons': 309 px across.
describe('side by side, the told call framed with the current call, or the current call alone', () => {
	const k = 0.85;
	const across = 457 - 96 - 52;
	const width = 104 + 20;
	// A call over seven children (columns 1–7), its first child three columns to its left.
	const parent = { x: 390, y: 600 };
	const child = (column: number) => ({ x: (column - 1) * 130, y: 800 });
	// The board card's top 54 above its centre, a value's pill ending 84 below it.
	const way = (column: number): FollowedWay => ({
		node: child(column),
		cards: [parent],
		head: 54,
		foot: 84,
		keep: true
	});

	it('needs 287.3 px down from the current call to the told call’s value', () => {
		expect((54 + 200 + 84) * k).toBeCloseTo(287.3, 9);
		expect(highestFitting(way(4), k, 287.3)?.card).toBe(parent);
		expect(highestFitting(way(4), k, 287.2)).toBeNull();
		// The page's room rule, with the camera's 8 px of air above and below.
		expect(treeRoomNeeded(200, { head: 54, foot: 84 }, null)).toBe(304);
	});

	it('keeps the pair where they fit across, else the current call alone', () => {
		// (|Δx| + 124) × 0.85 ≤ 309: the middle child and its neighbours, not columns 1, 2, 6, 7.
		const out = [1, 2, 3, 4, 5, 6, 7].filter((column) =>
			leavesCardOut(way(column), parent, k, width, across)
		);
		expect(out).toEqual([1, 2, 6, 7]);
		expect((260 + width) * k).toBeCloseTo(326.4, 9);
		expect((130 + width) * k).toBeCloseTo(215.9, 9);
	});

	it('leaves the page’s way alone: the told call first there', () => {
		const page = { ...way(1), keep: false };
		expect(leavesCardOut(page, parent, k, width, across)).toBe(false);
		const { node, cards, head, foot } = way(1);
		expect(leavesCardOut({ node, cards, head, foot }, parent, k, width, across)).toBe(false);
	});
});
