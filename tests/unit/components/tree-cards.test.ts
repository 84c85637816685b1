import { describe, expect, it } from 'vitest';
import { plainSearch, type SearchId } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { sessionFrom } from '../../../src/lib/player/session';
import { treeCards } from '../../../src/lib/components/tree-cards';
import {
	DESK_LABEL,
	labelEms,
	labelRoomIn,
	PRESENTING_LABEL,
	windowRows
} from '../../../src/lib/components/geometry';
import { LECTURE_CHANCE_TREE } from '../../trees';

/**
 * Presenting, a Connect Four tree is laid out again for its wider cards: 130 apart, room for a
 * window of whole numbers ("[−134, −134]") at 14 px on screen at the follow zoom (0.85), and
 * further apart where a search with bounds over chance nodes writes fractions (issue 43: 12.7 px).
 */
const session = (algorithm: SearchId) => {
	const game = connect4Game('1443');
	const trace = search(game, { ...plainSearch(algorithm), depthLimit: 4 });
	return sessionFrom({ kind: 'connect4', moves: '1443', ai: 'X' }, game, trace);
};

describe('presenting cards of a Connect Four tree', () => {
	it('stay 130 apart for windows of whole numbers', () => {
		expect(treeCards(session('alphabeta'), PRESENTING_LABEL).layout?.options.nodeWidth).toBe(130);
	});

	it('move apart for the widest fractional window, which then reads 14 px at the follow zoom', () => {
		const layout = treeCards(session('expectimax-bounded'), PRESENTING_LABEL).layout;
		// "[+144/49, +135]": 9.85 em at 14 / 0.85 units, 162.2 units, and the air.
		expect(layout?.options.nodeWidth).toBe(167);
		const room = labelRoomIn(layout?.options.nodeWidth ?? 0);
		expect(labelEms('[+144/49, +135]') * (14 / 0.85)).toBeLessThanOrEqual(room);
		// Not presenting: the presenter's own layout.
		expect(treeCards(session('expectimax-bounded'), 0).layout).toBeNull();
	});
});

/** An explicit tree under `algorithm`, as the page opens it: the weighted chance tree by default. */
const treeSession = (algorithm: SearchId, tree = JSON.stringify(LECTURE_CHANCE_TREE)) => {
	const game = parseTree(tree);
	const trace = search(game, { ...plainSearch(algorithm), depthLimit: null });
	return sessionFrom({ kind: 'tree', tree, root: 'max' }, game, trace);
};
/** AIMA's Figure 5.2. */
const FIGURE = '[[3,12,8],[2,4,6],[14,5,2]]';

describe('presenting cards of an explicit tree', () => {
	it('sit 94 apart (an 84-unit card and air) under a search that writes no window', () => {
		// V16: 106 apart, the weighted tree's 16 leaves did not fit between the level column and
		// the toolbar at its floor (0.7) and n16 lay under the column; 94 apart they do.
		expect(treeCards(treeSession('expectimax'), PRESENTING_LABEL).layout?.options.nodeWidth).toBe(
			94
		);
		expect(
			treeCards(treeSession('minimax', FIGURE), PRESENTING_LABEL).layout?.options.nodeWidth
		).toBe(94);
	});

	it('stay 106 apart, room for "[−∞, +∞]", under one that writes windows', () => {
		expect(
			treeCards(treeSession('alphabeta', FIGURE), PRESENTING_LABEL).layout?.options.nodeWidth
		).toBe(106);
	});
});

/**
 * Not presenting at 1280×720 (issue 43 N10: the article board's labels read 7.2–10 px), the same
 * cards and layout as presenting's, their labels 12 px on screen down to a lower floor: there the
 * labels are as many tree units as presenting's at its own.
 */
describe('cards at 12 px, not presenting off a phone', () => {
	it("are presenting's Connect Four cards, 110 apart, down to a floor 12/14 of presenting's", () => {
		const at = session('alphabeta');
		const [desk, room] = [treeCards(at, DESK_LABEL), treeCards(at, PRESENTING_LABEL)];
		// Issue 43: 130 apart, FC1 and a child three columns off lay 374 px apart at the floor,
		// past the 324 px beside the level column; 110 apart, 316. Levels 10 units further: a
		// window too wide for the room between neighbours goes onto a second line.
		expect(desk.layout?.options).toEqual({
			...room.layout?.options,
			nodeWidth: 110,
			levelHeight: 210
		});
		expect(desk.least).toBeCloseTo((0.85 * 12) / 14, 10);
		expect(desk.at(desk.least)).toEqual({ ...room.at(room.least), wrapWindow: true });
		const card = desk.at(desk.least);
		expect(windowRows('[−14, +∞]', card, labelRoomIn(110))).toEqual(['[−14, +∞]']);
		expect(windowRows('[−135, +135]', card, labelRoomIn(110))).toEqual(['[−135, ', '+135]']);
		// Down to the floor the labels grow to read 12 px; below it they keep its size.
		for (const k of [desk.least, 0.8, 1])
			expect((desk.at(k).labelFloor ?? 0) * Math.max(k, desk.least)).toBeCloseTo(12, 10);
	});

	it("in place (the first lesson's): the page's layout and width, presenting's board, marks at 12 px", () => {
		// Issue 43 N10: while the lesson's callout showed, the board kept the page's cards ("X▲" 8.4 px).
		const at = session('alphabeta');
		const placed = treeCards(at, DESK_LABEL, true);
		const page = at.presenter.node;
		expect([placed.layout, placed.least]).toEqual([null, treeCards(at, DESK_LABEL).least]);
		const card = placed.at(placed.least);
		expect([card.width, card.glyph]).toEqual([page.width, page.presenting?.glyph ?? page.glyph]);
		expect((card.labelFloor ?? 0) * placed.least).toBeCloseTo(12, 10);
	});

	it("are an explicit tree's narrower own: 68 units wide, 80 apart, its windows on two lines", () => {
		// Issue 43 N10: on the page's own cards article 004's tree read 6.2–9.3 px (fitted at 0.62);
		// presenting's, 106 apart, no longer fitted it whole at 12 px.
		const cards = treeCards(treeSession('alphabeta', FIGURE), DESK_LABEL);
		expect(cards.least).toBeCloseTo((0.7 * 12) / 14, 10);
		const { nodeWidth, levelHeight } = cards.layout?.options ?? {};
		expect([nodeWidth, levelHeight]).toEqual([80, 146]);
		const card = cards.at(cards.least);
		expect([card.width, card.height, card.labelFloor, card.wrapWindow]).toEqual([68, 52, 20, true]);
		// "FC17" (its marker gives way) and each line of "[−∞, +∞]" fit at the floor.
		expect(labelEms('FC17') * 20).toBeLessThanOrEqual(card.width - 4);
		const lines = windowRows('[−∞, +∞]', card, labelRoomIn(80));
		expect(lines).toEqual(['[−∞, ', '+∞]']);
		for (const line of lines) expect(labelEms(line.trim()) * 20).toBeLessThanOrEqual(76);
		// Presenting, the same window stays on one line.
		const room = treeCards(treeSession('alphabeta', FIGURE), PRESENTING_LABEL);
		expect(windowRows('[−∞, +∞]', room.at(room.least), labelRoomIn(106))).toEqual(['[−∞, +∞]']);
		// Without windows, 76 apart, levels the page's own.
		const plain = treeCards(treeSession('expectimax'), DESK_LABEL).layout?.options;
		expect([plain?.nodeWidth, plain?.levelHeight]).toEqual([76, 112]);
	});
});
