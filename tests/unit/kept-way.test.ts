import { describe, expect, it } from 'vitest';
import { highestFitting, type WayPlacing } from '../../src/lib/ui/way-frame';
import {
	edgeMark,
	frameTold,
	leavesCardOut,
	markClear,
	MARK_INSET,
	placedEdgeMark,
	type FollowedWay
} from '../../src/lib/ui/kept-way';
import {
	keepsLevels,
	keepsLevelsAtFloor,
	keepsLevelsAtResult,
	widestStep
} from '../../src/lib/ui/level-column';
import { treeRoomNeeded } from '../../src/lib/components/geometry';
import { boardGame } from '../../src/lib/games/tictactoe/rules';
import { DrawnTree } from '../../src/lib/player/drawn';
import { layoutTrace } from '../../src/lib/player/layout';
import { ARTICLE_BOARD } from '../articles';
import { minimax } from '../searches';

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

// Side by side presenting, no level column (issue 43 point 4): 457 − 8 − 52 = 397 px across, a
// panel 355 px high. Where the current call and the told call do not fit together, the told call
// (the one the narration and the rule line are about) is framed whole with its value, and the
// current call kept as near as that leaves room for, at the panel's edge.
describe('side by side presenting, the told call framed where the pair does not fit', () => {
	const k = 0.85;
	const across = 457 - 8 - 52;
	const width = 104 + 20;
	const shown = 355;
	const [left, height, head, foot] = [8, 1400, 54, 84];
	// The camera's placing: tree x in the room's middle; pans down between the last row and the root.
	const placing: WayPlacing = {
		across,
		centreX: (zoom, x) => left + across / 2 - x * zoom,
		downRange: (zoom) => ({
			lowest: shown - (height + foot + 8) * zoom,
			highest: (head - 0) * zoom + 8
		})
	};
	const parent = { x: 390, y: 600 };
	const child = (column: number) => ({ x: (column - 1) * 130, y: 800 });
	const way = (node: { x: number; y: number }, card = parent): FollowedWay => ({
		node,
		cards: [card],
		head,
		foot,
		keep: true,
		told: true
	});
	const from = { k, x: 0, y: 0 };
	/** Where a tree point lands on screen across, and a card's left and right edges there. */
	const screenX = (to: { x: number }, x: number) => to.x + x * k;
	const edges = (to: { x: number }, x: number) => [
		screenX(to, x) - (width / 2) * k,
		screenX(to, x) + (width / 2) * k
	];

	it('without the level column, the children two columns away fit with their parent', () => {
		const out = [1, 2, 3, 4, 5, 6, 7].filter((column) =>
			leavesCardOut(way(child(column)), parent, k, width, across)
		);
		// (260 + 124) × 0.85 = 326.4 ≤ 397; (390 + 124) × 0.85 = 436.9 > 397.
		expect(out).toEqual([1, 7]);
	});

	it('frames a far child whole with its value, its parent in part at the side', () => {
		const to = frameTold(from, way(child(1)), parent, { width, shown }, placing);
		expect(to).not.toBeNull();
		if (!to) return;
		const [childLeft, childRight] = edges(to, child(1).x);
		const [parentLeft] = edges(to, parent.x);
		// The child whole in the room, at its left edge; the parent's left 38.5 px (its name) in it.
		expect(childLeft).toBeCloseTo(left, 9);
		expect(childRight).toBeLessThanOrEqual(left + across);
		expect(left + across - parentLeft).toBeCloseTo(397 - 436.9 + 105.4, 9);
		// Down, both rows fit: the parent's top 8 px under the panel's top, the child's value inside.
		expect(to.y + (parent.y - head) * k).toBeCloseTo(8, 9);
		expect(to.y + (child(1).y + foot) * k).toBeLessThanOrEqual(shown);
		// Column 7: the same, mirrored.
		const right = frameTold(from, way(child(7)), parent, { width, shown }, placing);
		expect(right && edges(right, child(7).x)[1]).toBeCloseTo(left + across, 9);
	});

	it('frames the told call two rows down with its value at the foot, the current call cut at the top', () => {
		// Tic-tac-toe's FC8 under FC7 under FC6: 54 + 400 + 84 = 538 units, 457.3 px > 355.
		const grandchild = { x: 390, y: 1000 };
		const to = frameTold(from, way(grandchild), parent, { width, shown }, placing);
		expect(to).not.toBeNull();
		if (!to) return;
		expect(to.y + (grandchild.y + foot) * k).toBeCloseTo(shown - 8, 9);
		expect(to.y + (grandchild.y - head) * k).toBeGreaterThan(0);
		// FC6's card, 54 above and 84 below its centre, shows its lower part at the top.
		const parentBottom = to.y + (parent.y + foot) * k;
		expect(to.y + (parent.y - head) * k).toBeLessThan(0);
		expect(parentBottom).toBeGreaterThan(0);
		expect(parentBottom).toBeCloseTo(355 - 8 - 400 * k, 9);
	});

	it('leaves the camera still once there', () => {
		const to = frameTold(from, way(child(1)), parent, { width, shown }, placing);
		expect(to && frameTold(to, way(child(1)), parent, { width, shown }, placing)).toBeNull();
	});

	it('names the current call at the top where its name is past it, not only where little shows', () => {
		// FC6's card (54 above its centre, 84 below) with its top `top` px from the panel's:
		// its name starts some 4 px under that top.
		const told = { ...way({ x: 390, y: 1000 }), name: 'FC6' };
		const room = { left: 8, right: 405, height: shown };
		const x = left + across / 2 - parent.x * k;
		const at = (top: number) => ({ k, x, y: top - (parent.y - head) * k });
		expect(edgeMark(told, at(0), width, room)).toBeNull();
		expect(edgeMark(told, at(-3), width, room)).toBeNull();
		// 13 px past the top (a Connect Four parent, issue 43): most of the card shows, its name
		// cut; before, no mark where more than a third showed.
		expect(edgeMark(told, at(-13), width, room)).toMatchObject({ side: 'top' });
		expect(edgeMark(told, at(-4), width, room)).toMatchObject({ side: 'top' });
	});
});

// Side by side presenting, the level column stays where the widest step down the tree fits beside
// it at the follow zoom (issue 43: tic-tac-toe lost its column though it had the room), and gives
// its 96 px to the tree where it does not (Connect Four's). Panels 457 px wide, 52 of them the
// zoom buttons': 309 px across beside the column.
describe('side by side presenting, the level column kept where the tree fits beside it', () => {
	const k = 0.85;
	const width = 104 + 20;
	it('measures the widest step down a tree: the article board’s root to its outer children', () => {
		const drawn = new DrawnTree(minimax(boardGame(ARTICLE_BOARD)));
		expect(widestStep(layoutTrace(drawn), (node) => drawn.parent(node))).toBeCloseTo(118.8, 9);
	});

	it('measures a Connect Four call over its seven columns: three columns, 390 units', () => {
		const x: Record<number, number> = { 1: 390 };
		for (let column = 1; column <= 7; column++) x[column + 1] = (column - 1) * 130;
		const levels = [Int32Array.of(1), Int32Array.of(2, 3, 4, 5, 6, 7, 8)];
		expect(widestStep({ x, levels }, (node) => (node === 1 ? null : 1))).toBe(390);
		expect(widestStep({ x, levels: [Int32Array.of(1)] }, () => null)).toBe(0);
	});

	it('keeps tic-tac-toe’s column, and gives Connect Four’s to the tree', () => {
		expect((118.8 + width) * k).toBeCloseTo(206.38, 9);
		expect(keepsLevels(118.8, width, k, 457)).toBe(true);
		// Even a child two columns away does not fit beside the column (326.4 px in 309).
		expect(keepsLevels(390, width, k, 457)).toBe(false);
		expect(keepsLevels(260, width, k, 457)).toBe(false);
		// The edge: 309 px across holds a step of 239.5 units, not a unit more.
		expect(keepsLevels(309 / k - width, width, k, 457)).toBe(true);
		expect(keepsLevels(309 / k - width + 0.01, width, k, 457)).toBe(false);
		// The buttons beside the panel (413 px, 44 less), 8 px of air kept on its right: the
		// same 309 px across.
		expect(keepsLevels(309 / k - width, width, k, 413, 8)).toBe(true);
		expect(keepsLevels(309 / k - width + 0.01, width, k, 413, 8)).toBe(false);
	});
});

// On a phone at the result (issue 43): Figure 5.2's root and children span 516.8 tree units with
// their cards; the panel is 368 px wide, 8 px of air on the right (the zoom buttons are under it).
describe('the level column at the result', () => {
	it('gives way where the root and its children fit only without it, at the readable zoom', () => {
		// 310 px at zoom 0.6: not in the 264 beside the column, in the 352 without it.
		expect(keepsLevelsAtResult(516.8, 368, 8)).toBe(false);
		// A wider panel holds them beside it (a tablet's, 460 px: 356 beside it).
		expect(keepsLevelsAtResult(516.8, 460, 8)).toBe(true);
		// Too wide even without it (Connect Four's seven children): the column stays.
		expect(keepsLevelsAtResult(875, 368, 8)).toBe(true);
		// The edges: beside it up to 264 px at 0.6 (440 units); without it up to 352 (586.7).
		expect(keepsLevelsAtResult(439.99, 368, 8)).toBe(true);
		expect(keepsLevelsAtResult(440.01, 368, 8)).toBe(false);
		expect(keepsLevelsAtResult(586.66, 368, 8)).toBe(false);
		expect(keepsLevelsAtResult(586.67, 368, 8)).toBe(true);
	});
});

// Not presenting at 1280×720 (issue 43): a lesson's tree at the 12 px floor, zoom 0.7286, in the
// 470 px pane, 52 px kept on its right for the zoom buttons; cards 104 wide, edge to edge as the
// camera frames the calls a step names (`spanZoom`: no air).
describe('the level column at the desk’s floor', () => {
	const [k, width, pane] = [0.7286, 104, 470];
	it('gives way where the widest step down fits only without it', () => {
		// Connect Four's FC1 and a child three columns away: 359.9 px, not in the 322 beside the
		// column, in the 410 without it.
		expect(keepsLevelsAtFloor(390, width, k, pane, 52)).toBe(false);
		// Under PVS, FC1 and FC10 (its nine children, a re-search among them), 440 apart: 396.4 px,
		// in the 410 without it (with 20 units of air, 410.9 px, it stayed and FC1 lay outside).
		expect(keepsLevelsAtFloor(440, width, k, pane, 52)).toBe(false);
		// A wider screen's pane (1440×900: 540 px) holds them beside it.
		expect(keepsLevelsAtFloor(390, width, k, 540, 52)).toBe(true);
	});

	it('keeps the article board’s column, and where nothing fits without it either', () => {
		// Its root and a child: 162 px beside the column.
		expect(keepsLevelsAtFloor(118.8, width, k, pane, 52)).toBe(true);
		// A step 520 units wide, 454.6 px, fits neither way.
		expect(keepsLevelsAtFloor(520, width, k, pane, 52)).toBe(true);
		// A panel not yet measured (0 px wide) keeps it, as the prerendered page draws it.
		expect(keepsLevelsAtFloor(118.8, width, k, 0, 52)).toBe(true);
		expect(keepsLevelsAtFloor(390, width, k, 0, 52)).toBe(true);
	});
});

// Side by side presenting, the call marked current named at the panel's edge: the mark slid along
// its side clear of the cards in view (issue 43: on the article board at step 8, "▲ FC6", 75 × 28
// px, lay over the bottom of FC6's card, the 23 px of it in view at the panel's top).
describe('an edge mark placed over no card', () => {
	const size = { width: 75, height: 28 };
	const room = { left: 96, right: 407, height: 355 };
	// FC6's card 92 px wide at x 228–320 (its bottom in view), FC5's at 124–216, FC7's row below.
	const fc6 = { left: 228, right: 320, top: -150, bottom: 23 };
	const fc5 = { left: 124, right: 216, top: -150, bottom: 23 };
	const fc7 = { left: 188, right: 280, top: 80, bottom: 200 };
	const boxOf = (at: number) => ({ left: at - 37.5, right: at + 37.5 });
	/** `markClear` for a mark that is always shown. */
	const placed = (...args: Parameters<typeof markClear>) => {
		const mark = markClear(...args);
		if (!mark) throw new Error('a mark that is always shown is not');
		return mark;
	};

	it("slides a top mark off its card to the nearest clear place, past the card's edge", () => {
		const mark = placed({ side: 'top', at: 283 }, size, [fc5, fc6, fc7], room);
		expect(mark).toEqual({ side: 'top', at: 320 + 4 + 37.5 });
		const box = boxOf(mark.at);
		expect(box.left).toBeGreaterThanOrEqual(fc6.right);
		expect(box.right).toBeLessThanOrEqual(room.right - MARK_INSET);
	});

	it('keeps within the side, between the level column and the toolbar', () => {
		// No room right of FC6 in a narrower panel with no level column: past FC5's left edge.
		const narrow = { ...room, left: 0, right: 390 };
		const mark = placed({ side: 'top', at: 283 }, size, [fc5, fc6, fc7], narrow);
		expect(mark.at).toBe(124 - 4 - 37.5);
		// With the level column there, no place is clear: level with its call.
		expect(
			placed({ side: 'top', at: 283 }, size, [fc5, fc6, fc7], { ...narrow, left: 96 }).at
		).toBe(283);
		expect(boxOf(mark.at).left).toBeGreaterThanOrEqual(narrow.left + MARK_INSET);
	});

	it('stays level with its call where that covers no card, or where no place is clear', () => {
		expect(markClear({ side: 'top', at: 283 }, size, [fc7], room)).toEqual({
			side: 'top',
			at: 283
		});
		const wall = { left: 0, right: 500, top: -100, bottom: 40 };
		expect(markClear({ side: 'top', at: 283 }, size, [wall], room)?.at).toBe(283);
		// A mark for a card in view but for its name: where it is clear, else none.
		const optional = { side: 'top', at: 283, optional: true } as const;
		expect(markClear(optional, size, [wall], room)).toBeNull();
		expect(markClear(optional, size, [fc5, fc6, fc7], room)?.at).toBe(320 + 4 + 37.5);
	});

	it('slides a side mark up or down, off the sliver of its card at the edge', () => {
		// Connect Four's FC4 at the left edge, 20 px of it in view, 140 px high, centred at 180.
		const fc4 = { left: -72, right: 20, top: 110, bottom: 250 };
		const mark = placed({ side: 'left', at: 180 }, size, [fc4], room);
		expect(mark).toEqual({ side: 'left', at: 110 - 4 - 14 });
		// Its card clear of the mark at the right edge does not move it.
		expect(placed({ side: 'right', at: 180 }, size, [fc4], room).at).toBe(180);
	});
});

// The mark as the tree renderer draws it: `edgeMark`'s side, slid clear of the cards drawn in
// view (their name to their window: `whole`), and named with an arrow to where its call lies.
describe('an edge mark as drawn', () => {
	// FC4's card at (0, 100): 54 above its centre, 84 below, its window to 120; a followed box
	// 112 wide, the card 92. Its mark 75 × 28 px.
	const way: FollowedWay = {
		node: { x: 0, y: 100 },
		cards: [{ x: 0, y: 100 }],
		head: 54,
		foot: 84,
		whole: 120,
		told: true,
		name: 'FC4',
		cardWidth: 92
	};
	const room = { left: 8, right: 400, height: 355 };
	const shown = {
		nodes: [1],
		layout: { x: [0, 0], y: [0, 100] },
		size: { width: 75, height: 28 }
	};

	it('slides off the cards in view, and points to the side its call lies past', () => {
		// Level with FC4 (115 px down) it covers the sliver of its card at the left edge: above it.
		const left = placedEdgeMark(way, { k: 1, x: -40, y: 0 }, 112, room, shown);
		expect(left).toEqual({ side: 'left', at: 46 - 4 - 14, name: 'FC4', label: '◀ FC4' });
		const right = placedEdgeMark(way, { k: 1, x: 420, y: 0 }, 112, room, shown);
		expect(right).toEqual({ side: 'right', at: 28, name: 'FC4', label: 'FC4 ▶' });
		const top = placedEdgeMark(way, { k: 1, x: 200, y: -200 }, 112, room, shown);
		expect(top).toMatchObject({ side: 'top', name: 'FC4', label: '▲ FC4' });
	});

	it('is none for a call in view, untold, or unnamed', () => {
		expect(placedEdgeMark(way, { k: 1, x: 200, y: 0 }, 112, room, shown)).toBeNull();
		const at = { k: 1, x: -40, y: 0 };
		expect(placedEdgeMark({ ...way, told: false }, at, 112, room, shown)).toBeNull();
		expect(placedEdgeMark({ ...way, name: undefined }, at, 112, room, shown)).toBeNull();
	});
});
