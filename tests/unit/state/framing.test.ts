import { describe, expect, it } from 'vitest';
import {
	FOLLOW_ZOOM,
	followZoom,
	frameRootAndChildren,
	frameTree,
	LABEL_ZOOM,
	tooWide
} from '$lib/ui/framing';
import {
	cardRadius,
	cardReach,
	foldLine,
	labelEms,
	labelRoomIn,
	labelRowReach,
	labelSize,
	FLOAT_SLACK,
	nodeWidthFor,
	presentingCard,
	presentingZoom,
	sizeToFit,
	treeRoomNeeded,
	wayReach,
	windowLevelHeight
} from '$lib/components/geometry';
import {
	cardHeading,
	prunedBoardShown,
	prunedPlace,
	treeCardLine
} from '$lib/components/card-geometry';
import { connect4Presenter } from '$lib/games/connect4/view/presenter';
import { tictactoePresenter } from '$lib/games/tictactoe/view/presenter';
import { treePresenter } from '$lib/games/tree/view/presenter';

describe('frameTree: how a tree is framed when it is shown', () => {
	// The article board at 1280×720: 504 tree units wide, 710 tall (with room for its scores);
	// the panel is 928 × 445 px presenting (780 between the level column and the toolbar), 561 ×
	// 445 on the page (413 between them).
	const board = {
		page: { widthFit: 413 / 504, heightFit: 445 / 710 },
		presenting: { widthFit: 780 / 504, heightFit: 445 / 710 }
	};

	it('fits the whole article board on the page, its height deciding', () => {
		expect(frameTree(board.page, false)).toEqual({ k: 445 / 710, whole: true });
	});

	it('presents it at zoom 1 (88 px cards), followed up and down, not shrunk to the height', () => {
		expect(frameTree(board.presenting, true)).toEqual({ k: 1, whole: false });
	});

	it("fills the panel's width with article 004's tree when presenting", () => {
		// 1,000 tree units wide in 1,100 px; 690 tall in 445.
		expect(frameTree({ widthFit: 1100 / 1000, heightFit: 445 / 690 }, true)).toEqual({
			k: 1,
			whole: false
		});
		// Narrower than the floor: the width decides.
		expect(frameTree({ widthFit: 0.8, heightFit: 0.5 }, true)).toEqual({ k: 0.8, whole: false });
	});

	it("presents with the game's own floor: article 004's tree whole, the board's root with depth 2", () => {
		// Article 004 presenting: 512 tree units root to leaves, with its cards' reach (52 above,
		// 58 below) and 16 of air, in 444 px: 0.7 at least, so the whole tree shows.
		const articleTree = { widthFit: 1100 / 1000, heightFit: 444 / (512 + 52 + 58 + 16) };
		expect(frameTree(articleTree, true, treePresenter.node.presentingFloor)).toEqual({
			k: 0.7,
			whole: false
		});
		expect(frameTree({ widthFit: 1.1, heightFit: 0.73 }, true, 0.7)).toEqual({
			k: 0.73,
			whole: true
		});
		// The board's cards hold mini boards: 0.92, where FC1 is still 81 px wide.
		expect(frameTree(board.presenting, true, tictactoePresenter.node.presentingFloor)).toEqual({
			k: 0.92,
			whole: false
		});
		// Never below the zoom where cards drop their labels.
		expect(frameTree({ widthFit: 1, heightFit: 0.3 }, true, 0.2)).toEqual({ k: 0.6, whole: false });
	});

	it('keeps the path band presenting only for a tree too wide to frame, never for the article board', () => {
		// The path strip's band (PathStrip) is kept where frameTree gives no frame.
		expect(tooWide(board.presenting.widthFit, true)).toBe(false);
		expect(tooWide(board.page.widthFit, false)).toBe(false);
		// Connect Four 434343 at depth 2: 49 leaf places, about 5,450 tree units in 780 px.
		const connect4 = { widthFit: 780 / 5450, heightFit: 0.6 };
		expect(tooWide(connect4.widthFit, true)).toBe(true);
		expect(frameTree(connect4, true)).toBeNull();
		// The edge: just under the readable zoom is too wide, at it is framed.
		expect(tooWide(0.59, true)).toBe(true);
		expect(tooWide(0.6, true)).toBe(false);
		expect(frameTree({ widthFit: 0.6, heightFit: 1 }, true)).not.toBeNull();
	});

	it('side by side presenting, never below the zoom where 12 px labels read 14 px', () => {
		expect(LABEL_ZOOM * 12).toBeCloseTo(14, 10);
		// The article board in half the room (322 × 429 px): fitted at 0.64 before, labels at 7.7 px;
		// now drawn at 14/12, a part of it in view and followed.
		const half = { widthFit: 322 / 504, heightFit: 429 / 710 };
		expect(frameTree(half, true, 0.92)).toEqual({ k: 322 / 504, whole: false });
		expect(frameTree(half, true, 0.92, LABEL_ZOOM)).toEqual({ k: 14 / 12, whole: false });
		// A tree that fits whole at it keeps its fitted zoom, and is whole.
		expect(frameTree({ widthFit: 1.5, heightFit: 1.4 }, true, 1, LABEL_ZOOM)).toEqual({
			k: 1.4,
			whole: true
		});
		// Wider than the panel at it, though tall enough: not whole.
		expect(frameTree({ widthFit: 0.9, heightFit: 2 }, true, 1, LABEL_ZOOM)).toEqual({
			k: 14 / 12,
			whole: false
		});
	});

	it('caps a tiny tree, more generously when presenting', () => {
		expect(frameTree({ widthFit: 5, heightFit: 3 }, false)).toEqual({ k: 1.25, whole: true });
		expect(frameTree({ widthFit: 5, heightFit: 3 }, true)).toEqual({ k: 1.8, whole: true });
	});

	it('on the page, shrinks to the height down to the readable zoom, then follows', () => {
		expect(frameTree({ widthFit: 0.9, heightFit: 0.7 }, false)).toEqual({ k: 0.7, whole: true });
		expect(frameTree({ widthFit: 0.9, heightFit: 0.4 }, false)).toEqual({ k: 0.6, whole: false });
	});

	it('leaves a tree too wide to read whole to the follow camera', () => {
		expect(frameTree({ widthFit: 0.59, heightFit: 2 }, false)).toBeNull();
		expect(frameTree({ widthFit: 0.002, heightFit: 0.4 }, true)).toBeNull();
		expect(frameTree({ widthFit: 0.6, heightFit: 2 }, false)).toEqual({ k: 0.6, whole: true });
	});
});

describe('label geometry', () => {
	it('estimates widths generously: digits, spaces, punctuation, letters and marks, Chinese', () => {
		expect(labelEms('FC12')).toBeCloseTo(3.1, 10);
		expect(labelEms('[-∞, +∞]')).toBeCloseTo(4.7, 10);
		// The minus sign the page writes is as wide as the plus (0.84 em in DejaVu Sans Bold), the
		// hyphen half that.
		expect(labelEms('[−∞, +∞]')).toBeCloseTo(5.1, 10);
		expect(labelEms('X▲')).toBeCloseTo(1.7, 10);
		expect(labelEms('极大')).toBe(2);
	});

	it('keeps the type size of a label that fits, and shrinks one that does not', () => {
		expect(sizeToFit('FC12', 15, 52.9)).toBe(15);
		// The full game's longest call numbers, in a board card's top row.
		expect(sizeToFit('FC549946', 15, 52.9)).toBe(8.9);
		expect(labelEms('FC549946') * sizeToFit('FC549946', 15, 52.9)).toBeLessThanOrEqual(52.9);
		expect(sizeToFit('[−∞, +∞]', 16, 68)).toBe(13.3);
	});

	it('presenting alone, lays a tree\'s cards out wide enough for "[−∞, +∞]" at 14 px on screen', () => {
		// 5.1 em at 20 units, 14 px at the tree's floor 0.7: 102 units, in cards laid out 106 apart
		// (100 apart, the window shrank to 18.8 units, 13.2 px).
		const layout = treePresenter.node.presenting?.layout;
		expect(layout?.nodeWidth).toBe(106);
		const floor = presentingCard(treePresenter.node, 0.7).labelFloor ?? 0;
		expect(floor).toBe(20);
		expect(sizeToFit('[−∞, +∞]', floor, labelRoomIn(layout?.nodeWidth ?? 0))).toBe(20);
		expect(sizeToFit('[−∞, +∞]', floor, labelRoomIn(100))).toBe(18.8);
		expect(nodeWidthFor('[−∞, +∞]', floor)).toBe(106);
		// Floats put it a hair over 102 (FLOAT_SLACK lets it be 102); a hundredth over is over.
		expect(labelEms('[−∞, +∞]') * floor).toBeGreaterThan(102);
		expect(labelEms('[−∞, +∞]') * floor).toBeLessThan(102 + FLOAT_SLACK);
		expect(sizeToFit('[−∞, +∞]', floor, 101.99)).toBe(19.9);
		expect(nodeWidthFor('[−∞, +∞]', 20.002)).toBe(107);
	});

	it('spaces a folded window so three-line badges end above the next move labels', () => {
		// Badge 86 + 6 + 3 × 18 below the card's centre; label room 16 + 9 + 2; half a card 50.
		expect(windowLevelHeight(tictactoePresenter.node, 165)).toBe(223);
		expect(windowLevelHeight(treePresenter.node, 112)).toBe(169);
		expect(windowLevelHeight(tictactoePresenter.node, 300)).toBe(300);
	});

	it('presenting alone, grows every label to 14 px on screen down to the floor or the follow zoom', () => {
		const board = tictactoePresenter.node;
		// The article board at its floor, 0.92; a big tree followed at 0.85, where "FC300" (3.8 em)
		// beside "X▲" (1.7 em) still fits the 104-unit card's row; zoomed in, labels keep their own.
		expect(presentingCard(board, 0.92)).toEqual({
			...board,
			width: 104,
			glyph: 64,
			labelFloor: 14 / 0.92
		});
		const followed = presentingCard(board, 0.85);
		expect(followed.labelFloor).toBeCloseTo(16.47, 2);
		expect(cardHeading(followed, 300, 'X▲')).toEqual({
			fc: 'FC300',
			fcSize: followed.labelFloor,
			marker: 'X▲',
			markerSize: followed.labelFloor
		});
		// The board's marks, 0.8 of a cell of the 64-unit board: 14.5 px at 0.85.
		expect(followed.glyph).toBe(64);
		expect(presentingCard(board, 0.5).labelFloor).toBe(presentingCard(board, 0.85).labelFloor);
		expect(presentingCard(connect4Presenter.node, 0.8617).labelFloor).toBeCloseTo(16.25, 2);
		expect(presentingCard(connect4Presenter.node, 1.2).glyph).toBe(91);
		// MTD(f)'s null windows under Connect Four cards laid out 130 apart presenting (126 units of
		// room between them) keep the floor's size at the follow zoom.
		const followedFour = presentingCard(connect4Presenter.node, 0.85);
		expect(sizeToFit('[+135, +135]', labelSize(followedFour, followedFour.windowFont), 126)).toBe(
			14 / 0.85
		);
		// The camera goes no lower than the zoom the cards are sized for.
		expect([board, connect4Presenter.node, treePresenter.node].map(presentingZoom)).toEqual([
			0.85, 0.85, 0.7
		]);
		// A tree's cards are sized down to its own floor, 0.7, under the follow zoom: 20 units.
		expect(presentingCard(treePresenter.node, 0.5).labelFloor).toBe(20);
	});
	it("presenting alone, a board card's long call number takes the marker's room, then its FC", () => {
		const board = tictactoePresenter.node;
		const followed = presentingCard(board, 0.85);
		const row = (call: number, marker = 'X▲') => {
			const { fc, fcSize, marker: side, markerSize } = cardHeading(followed, call, marker);
			return [fc, side, fcSize === followed.labelFloor, markerSize === followed.labelFloor];
		};
		expect(row(300)).toEqual(['FC300', 'X▲', true, true]);
		expect(row(1186)).toEqual(['FC1186', '▲', true, true]);
		expect(row(1186, 'XΣ')).toEqual(['FC1186', 'Σ', true, true]);
		expect(row(12_345, 'O▼')).toEqual(['FC12345', '', true, true]);
		expect(row(500_000)).toEqual(['500000', '', true, true]);
		// On the page the row keeps its marker, and a long number's type shrinks (11.7 for 15).
		expect(cardHeading(board, 1186, 'X▲')).toEqual({
			fc: 'FC1186',
			fcSize: 11.7,
			marker: 'X▲',
			markerSize: 13
		});
	});

	it("presenting alone, fold badges grow with the floor, and a window's levels with them", () => {
		const board = tictactoePresenter.node;
		expect(foldLine(board)).toBe(18);
		// 14 px type at 0.85: 16.47 units, its lines as much taller.
		expect(foldLine(presentingCard(board, 0.85))).toBeCloseTo(21.18, 2);
		expect(windowLevelHeight(presentingCard(board, 0.85), 190)).toBe(233);
		expect(windowLevelHeight(board, 190)).toBe(223);
	});

	it('cards: max square-cornered, min and chance round, less so on a card wider than tall', () => {
		const [max, min, chance] = [
			{ maximizing: true, chance: false },
			{ maximizing: false, chance: false },
			{ maximizing: false, chance: true }
		];
		const tree = treePresenter.node;
		// A tree's 56-unit square card: min and chance circles, as on paper.
		expect([max, min, chance].map((kind) => cardRadius(tree, kind))).toEqual([4, 28, 28]);
		// Presenting, 84 × 56: a pill's ends would take "FC10▼" off its top line; a quarter of its height.
		const wide = presentingCard(tree, 0.7);
		expect([max, min, chance].map((kind) => cardRadius(wide, kind))).toEqual([4, 14, 14]);
		// A board's card, taller than wide: min's own radius, chance too (a circle of 44 cut its
		// heading's "FC2" and "OΣ": issue 43), told apart by its ring; presenting, 104 × 100.
		const board = tictactoePresenter.node;
		expect([max, min, chance].map((kind) => cardRadius(board, kind))).toEqual([4, 20, 20]);
		const wideBoard = presentingCard(board, 0.92);
		expect([max, min, chance].map((kind) => cardRadius(wideBoard, kind))).toEqual([4, 20, 20]);
		// A tree card's FC line: in a circle lower and smaller, its ends inside (issue 43: "FC29Σ"
		// ran into its ring), the value lower under it; on a square or a wide card as before.
		const lines = [
			[tree, 28, 'FC29Σ'],
			[tree, 28, 'FC2▼'],
			[tree, 4, 'FC29▲'],
			[wide, 14, 'FC29Σ']
		] as const;
		expect(lines.map(([size, radius, text]) => treeCardLine(size, radius, text))).toEqual([
			{ y: -11, font: 10.1, value: 9 },
			{ y: -11, font: 12.3, value: 9 },
			{ y: -14, font: 13, value: 7 },
			{ y: -16, font: 20, value: 7 }
		]);
	});
});

describe("frameRootAndChildren: a big tree's first frame", () => {
	// MCTS on the article board at 1280×720: its three root moves 98 tree units
	// apart, 294 with a card's room, in the 225 px between the tree's gutters.
	it('zooms out from the follow zoom until the root and its children fit across', () => {
		expect(frameRootAndChildren(294, 225)).toBe(225 / 294);
		// Children close together: the follow zoom, never more.
		expect(frameRootAndChildren(196, 225)).toBe(0.85);
	});

	it('leaves the root alone at the follow zoom where its children spread past the readable zoom', () => {
		// MCTS on the Connect Four endgame, 1,000 iterations: the drawn part's root moves span
		// 17,336 tree units (171 nodes on its third level), a zoom of 0.013 in the same panel.
		expect(frameRootAndChildren(17_336 + 98, 225)).toBeNull();
		// The readable zoom is the floor, reached but not passed.
		expect(frameRootAndChildren(375, 225)).toBe(0.6);
		expect(frameRootAndChildren(376, 225)).toBeNull();
	});
});

describe('followZoom: the zoom a tree too wide to show whole is followed at', () => {
	// Issue 43 (V21): MTD(f)'s two passes on Figure 5.2 presenting at 1280×720, 18 leaves, too wide
	// at the presenting floor (0.7); at the follow zoom its four rows ran 40 px past the panel's
	// foot, the leaves' values cut. Its rows fit the panel's height at 0.745.
	it('presenting, as low as its rows need to stand in the panel, down to the floor', () => {
		expect(followZoom(0.745, true, 0.7)).toBe(0.745);
		// Never below the floor (its labels 14 px), the rows then followed up and down.
		expect(followZoom(0.6, true, 0.7)).toBe(0.7);
		// Never above the follow zoom: a short tree is followed as before.
		expect(followZoom(1.3, true, 0.7)).toBe(FOLLOW_ZOOM);
		// A board whose floor is above the follow zoom keeps the follow zoom (Connect Four's cards).
		expect(followZoom(0.5, true, 1)).toBe(FOLLOW_ZOOM);
	});

	it('on the page, the follow zoom whatever the height', () => {
		expect(followZoom(0.5, false, 0.7)).toBe(FOLLOW_ZOOM);
	});
});

describe('the room a tree keeps under a table or strip (CallPanels), and a told call framed tight', () => {
	// Issue 43, V's F1 and F15: presenting at 1280×720, MTD(f)'s and iterative deepening's tables
	// left the tree 250–300 px, a call's value under its parent cut at the panel's foot.
	it("holds a call with its value under its parent's card, at the zoom it is followed at", () => {
		// Tic-tac-toe: rows 190 apart, a card's top 50 above its centre, a value's foot 80 below;
		// presenting at its floor 0.92, else the follow zoom; 8 px of air each end.
		const ttt = wayReach(tictactoePresenter.node);
		// From a card's label row ("X→6", 25 units over its top) down to its child's value.
		expect(treeRoomNeeded(190, ttt, 0.92)).toBe(334);
		expect(treeRoomNeeded(190, ttt, null)).toBe(Math.ceil(345 * 0.85 + 16));
		// Connect Four: rows 200 apart, 54 and 84; it gives no floor (its big trees are followed at
		// the follow zoom, presenting too).
		const c4 = wayReach(connect4Presenter.node);
		expect(c4).toEqual({ head: 54, row: 79, foot: 84 });
		expect(treeRoomNeeded(200, c4, null)).toBe(325);
	});

	it("frames a told call from a card's top, its name inside, down to its value", () => {
		expect(wayReach(tictactoePresenter.node)).toEqual({ head: 50, row: 75, foot: 80 });
		// Below the root, the row of labels over a card (LinkRows: 16 px type, centred 16 over its
		// top) is framed with it; presenting alone at Connect Four's follow zoom its type grows.
		expect(cardReach(tictactoePresenter.node, false).row).toBe(75);
		const grown = presentingCard(connect4Presenter.node, FOLLOW_ZOOM);
		expect(labelRowReach(grown)).toBeCloseTo(25 + ((14 / 0.85 - 16) * 3) / 5, 9);
		// A tree's plain node carries its name above it.
		const node = treePresenter.node;
		expect(wayReach(node).head).toBe(node.height / 2 + 24);
	});
});

describe("a cut branch's card: its tag and faded board (PrunedFrame)", () => {
	const node = tictactoePresenter.node;
	// The board card's marks: a third of its 64-unit board, times 0.8; read at zoom 0.92.
	const markPx = (scale: number, glyph: number) => (glyph / 3) * 0.8 * scale * 0.92;

	it('presenting alone, keeps the board\'s marks at 14 px under "not searched" on two lines', () => {
		const card = presentingCard(node, 0.92);
		const { glyph, lineAt } = prunedPlace(card, 2, card.header / 2, (card.glyph ?? 0) / 2);
		// Under lines 1.2 apart and 4 units of padding it shrank to 0.836: 13.1 px.
		expect(glyph.scale).toBeCloseTo(58.09 / 64, 3);
		// A line of SVG text is 1.16 em tall: lines 1.1 apart overlapped by 1-1.5 px (overlaps.spec).
		const font = labelSize(card, 12);
		expect(lineAt(1) - lineAt(0)).toBeGreaterThanOrEqual(1.17 * font);
		// The tag's last line (its middle + 0.58 em) ends above the board's top.
		expect(lineAt(1) + 0.58 * font).toBeLessThan(glyph.y - glyph.scale * ((card.glyph ?? 0) / 2));
		expect(markPx(glyph.scale, card.glyph ?? 0)).toBeGreaterThanOrEqual(14);
		// One line (Chinese "未搜索"): the board keeps its place and size.
		expect(prunedPlace(card, 1, card.header / 2, 32).glyph).toEqual({ y: 12, scale: 1 });
	});

	it('presenting at the follow zoom (side by side, iterative deepening), leaves out a board whose marks would read under 14 px', () => {
		const mark = (64 / 3) * 0.8;
		const alone = presentingCard(node, 0.92);
		const placed = prunedPlace(alone, 2, alone.header / 2, (alone.glyph ?? 0) / 2);
		expect(prunedBoardShown(alone, placed.glyph.scale, mark)).toBe(true);
		const follow = presentingCard(node, 0.85);
		const { glyph } = prunedPlace(follow, 2, follow.header / 2, (follow.glyph ?? 0) / 2);
		// Under the tag's two 14 px lines its marks would read 12.5 px at 0.85 (V14, S15).
		expect(markPx(glyph.scale, follow.glyph ?? 0) * (0.85 / 0.92)).toBeCloseTo(12.5, 1);
		expect(prunedBoardShown(follow, glyph.scale, mark)).toBe(false);
		// One line (Chinese "未搜索"): the board keeps its size and is drawn.
		expect(
			prunedBoardShown(follow, prunedPlace(follow, 1, follow.header / 2, 32).glyph.scale, mark)
		).toBe(true);
		// On the page every cut branch keeps its board.
		expect(prunedBoardShown(node, 0.5, mark)).toBe(true);
	});

	it('on the page, keeps its lines 1.2 apart and 4 units of padding', () => {
		const { lineAt, glyph } = prunedPlace(node, 2, node.header / 2, node.glyph / 2);
		expect(lineAt(0)).toBeCloseTo(-50 + 4 + 0.5 * 14.4, 9);
		// Under the last line (its foot at -15.2) 61.2 units to the card's padding: the board's 60 fit.
		expect(glyph.y).toBeCloseTo(-15.2 + 61.2 / 2, 9);
		expect(glyph.scale).toBe(1);
	});
});
