import { describe, expect, it } from 'vitest';
import { clearHeight, cornerLeft, panelRoom, shownHeight } from '../../src/lib/ui/panel-room';

// The room a tree's camera frames in (issue 43): on a phone the zoom buttons are a row under the
// tree, so the path may run to the panel's right edge; a box floating over the panel's foot (the
// "Go to FC" box) is no room for the followed call's labels.
describe("a tree panel's room", () => {
	// Presenting at 1280×720: Connect Four's tree panel under the rule line, "Go to FC" at its foot.
	const panel = { left: 338, top: 275, right: 1266, bottom: 710 };
	const goTo = { left: 346, top: 664, right: 616, bottom: 698 };

	it('ends above a box over its foot, not above one beside or over its top', () => {
		expect(clearHeight(panel, [])).toBe(435);
		expect(clearHeight(panel, [goTo])).toBe(389);
		// Beside the panel (over the board), under it (over a panel below), over its top (a note).
		const beside = { ...goTo, left: 16, right: 300 };
		const below = { ...goTo, top: 712, bottom: 740 };
		const top = { ...goTo, top: 280, bottom: 320 };
		// A box drawn empty (a corner with no button) takes nothing.
		const empty = { ...goTo, right: goTo.left };
		expect(clearHeight(panel, [beside, below, top, empty])).toBe(435);
	});

	it("keeps the toolbar's column on a laptop, air alone on a phone, and the screen's foot", () => {
		const options = { levels: true, phone: false };
		expect(panelRoom(panel, 720, [goTo], options)).toEqual({
			width: 928,
			height: 435,
			left: 96,
			right: 876,
			shown: 389,
			clear: 876
		});
		// MCTS's tree on a 390×844 phone, 558 px down the page: no level column, the toolbar under it.
		const phone = { left: 12, top: 558, right: 380, bottom: 942 };
		expect(panelRoom(phone, 844, [], { levels: false, phone: true })).toEqual({
			width: 368,
			height: 384,
			left: 8,
			right: 360,
			shown: 286,
			clear: 368
		});
	});

	it("keeps the column under a box over its top right corner clear, as the toolbar's", () => {
		// MCTS on a 390×844 phone: the position's corner board (81 px) over the tree's top right.
		const phone = { left: 12, top: 504, right: 380, bottom: 883 };
		const board = { left: 292, top: 511, right: 373, bottom: 652 };
		expect(cornerLeft(phone, [board])).toBe(280);
		expect(panelRoom(phone, 844, [board], { levels: false, phone: true })).toEqual({
			width: 368,
			height: 379,
			left: 8,
			right: 272,
			shown: 340,
			clear: 280
		});
		// Not a corner's: over its left half, its foot, away from its right side, drawn empty.
		const left = { ...board, left: 20, right: 100 };
		const foot = { ...board, top: 800, bottom: 880 };
		const inside = { ...board, left: 250, right: 330 };
		const empty = { ...board, right: board.left };
		expect(cornerLeft(phone, [left, foot, inside, empty])).toBe(368);
		// A laptop's toolbar column is kept where it is wider than the box.
		expect(
			panelRoom(panel, 720, [{ ...board, left: 1240, right: 1266, top: 280 }], {
				levels: true,
				phone: false
			}).right
		).toBe(876);
	});

	it("keeps the followed call above the screen's foot where the page runs on under it, unless too little shows", () => {
		// A phone held sideways (844×390), the article board at step 8: the tree's panel is as tall
		// as the column beside it (551 px from y 251), only its top 139 px on the first screen.
		const sideways = { left: 11, top: 251, right: 509, bottom: 802 };
		expect(shownHeight(sideways, 390, [])).toBe(139);
		// Scrolled to the tree: all of it.
		expect(shownHeight({ ...sideways, top: 10, bottom: 561 }, 390, [])).toBe(380);
		// Under the first screen (a reader scrolls to it): the whole panel, as before.
		expect(shownHeight({ ...sideways, top: 300, bottom: 851 }, 390, [])).toBe(551);
		// On the screen, a box over its foot still counts (presenting, "Go to FC").
		expect(shownHeight(panel, 720, [goTo])).toBe(389);
	});
});
