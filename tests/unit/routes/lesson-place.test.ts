import { describe, expect, it } from 'vitest';
import {
	placeAboveFloor,
	placeCallout,
	placeInTiers,
	type Box
} from '../../../src/routes/lesson-place';

// The first lesson's callout beside the part of the page it speaks of (routes/lesson-place.ts).
const SCREEN = { width: 1280, height: 720 };
const SIZE = { width: 400, height: 200 };
const STEP_BUTTONS: Box = { left: 16, top: 52, width: 292, height: 50 };

const boxOf = (placed: { left: number; top: number }): Box => ({ ...placed, ...SIZE });
const overlaps = (a: Box, b: Box) =>
	a.left < b.left + b.width &&
	b.left < a.left + a.width &&
	a.top < b.top + b.height &&
	b.top < a.top + a.height;

describe('the lesson callout’s place', () => {
	it('sits below a target with room, its arrow on the target’s middle', () => {
		const next: Box = { left: 196, top: 52, width: 50, height: 50 };
		const placed = placeCallout(next, SIZE, SCREEN, [STEP_BUTTONS], ['below', 'right']);
		expect(placed.side).toBe('below');
		expect(placed.top).toBe(52 + 50 + 14);
		expect(placed.left + placed.arrow).toBe(196 + 25);
		expect(overlaps(boxOf(placed), STEP_BUTTONS)).toBe(false);
	});

	it('takes the first spot that fits on screen, in the order given', () => {
		const tree: Box = { left: 310, top: 278, width: 474, height: 432 };
		const placed = placeCallout(tree, SIZE, SCREEN, [STEP_BUTTONS], ['below', 'right', 'left']);
		// No room below the tree: to its right, over the code.
		expect(placed.side).toBe('right');
		expect(placed.left).toBe(310 + 474 + 14);
		const inside = boxOf(placed);
		expect(inside.top + inside.height).toBeLessThanOrEqual(SCREEN.height);
		// Right-aligned below a full-width target.
		const narration: Box = { left: 16, top: 110, width: 1248, height: 90 };
		const below = placeCallout(narration, SIZE, SCREEN, [], ['below-end']);
		expect([below.side, below.left + SIZE.width]).toEqual(['below', 16 + 1248]);
	});

	it('never covers the step buttons, and falls back to the screen’s foot with no arrow', () => {
		const tally: Box = { left: 600, top: 100, width: 100, height: 30 };
		// Above the tally would run off the top; the left-hand spot covers the step buttons.
		const placed = placeCallout(
			tally,
			{ width: 620, height: 200 },
			SCREEN,
			[STEP_BUTTONS],
			['above', 'left']
		);
		expect(placed).toEqual({ side: 'free', left: 8, top: 720 - 200 - 8, arrow: 0, clear: true });
		expect(placeCallout(null, SIZE, SCREEN, [STEP_BUTTONS], ['below']).side).toBe('free');
	});

	it('covers neither the board it speaks of nor, on a phone, the step counter and narration (issue 43)', () => {
		// Part 1 at 1280×720: below the Next button would cover the board; the foot's right end does not.
		const next: Box = { left: 196, top: 52, width: 50, height: 50 };
		const board: Box = { left: 16, top: 170, width: 300, height: 300 };
		const placed = placeCallout(
			next,
			SIZE,
			SCREEN,
			[STEP_BUTTONS, board],
			['below', 'right', 'foot-end', 'foot']
		);
		expect(placed).toEqual({
			side: 'free',
			left: 1280 - 400 - 8,
			top: 720 - 200 - 8,
			arrow: 0,
			clear: true
		});
		expect(overlaps(boxOf(placed), board)).toBe(false);
		// A phone: the foot, under the counter and the narration.
		const phone = { width: 390, height: 844 };
		const buttons: Box = { left: 11, top: 70, width: 368, height: 50 };
		const counter: Box = { left: 11, top: 130, width: 200, height: 40 };
		const narration: Box = { left: 11, top: 300, width: 368, height: 170 };
		const size = { width: 374, height: 290 };
		const docked = placeCallout(null, size, phone, [buttons, counter, narration], ['foot']);
		expect(docked).toEqual({ side: 'free', left: 8, top: 844 - 290 - 8, arrow: 0, clear: true });
		// Where every spot covers some of it, the one covering least.
		const FOOTS = ['foot', 'foot-end', 'foot-middle'] as const;
		const crowded = placeCallout(
			null,
			SIZE,
			SCREEN,
			[{ left: 0, top: 400, width: 500, height: 320 }],
			['foot', 'foot-end']
		);
		expect([crowded.left, crowded.clear]).toEqual([1280 - 400 - 8, true]);
		// Presenting the minimum's part (1280×720): the left of the foot covers the board's foot,
		// the right FC6's card; the middle, least of them (a corner of FC6's card), and says it is
		// not clear (the page then tries a wider callout).
		const shownBoard = { left: 16, top: 172, width: 306, height: 288 };
		const fc6 = { left: 893, top: 400, width: 82, height: 92 };
		const large = { width: 540, height: 320 };
		const middle = placeCallout(null, large, SCREEN, [shownBoard, fc6], FOOTS);
		expect(middle).toEqual({
			side: 'free',
			left: (1280 - 540) / 2,
			top: 720 - 320 - 8,
			arrow: 0,
			clear: false
		});
	});

	it('leaves the tree’s cards in sight where a size can, else only what it must (issue 43)', () => {
		// Part 5 at 1280×720 (the call stack): the foot under the board, at the usual 450 px, ends
		// over FC3's card (x 429); at 400 px it is as tall and ends left of it.
		const stack: Box = { left: 796, top: 522, width: 476, height: 190 };
		const must: Box[] = [
			STEP_BUTTONS,
			{ left: 16, top: 110, width: 1248, height: 60 }, // the narration
			{ left: 796, top: 333, width: 468, height: 22 }, // the running code line
			{ left: 499, top: 506, width: 56, height: 64 }, // FC4, the call it speaks of
			{ left: 16, top: 223, width: 279, height: 288 }, // the board
			stack
		];
		const fc3: Box = { left: 429, top: 506, width: 57, height: 64 };
		const sizes = [
			{ width: 450, height: 190 },
			{ width: 400, height: 190 },
			{ width: 480, height: 190 }
		];
		const spots = ['above', 'right', 'below', 'foot-end', 'foot'] as const;
		const { place, size } = placeInTiers(stack, sizes, SCREEN, [[...must, fc3], must], spots);
		expect([size, place.side, place.left, place.top, place.clear]).toEqual([
			1,
			'free',
			8,
			720 - 190 - 8,
			true
		]);
		expect(overlaps({ ...place, ...sizes[1]! }, fc3)).toBe(false);
		// Where no size clears the cards, the first size clear of what it must leave in sight.
		const wide = [sizes[0]!, sizes[2]!];
		const kept = placeInTiers(stack, wide, SCREEN, [[...must, fc3], must], spots);
		expect([kept.size, kept.place.left, kept.place.clear]).toEqual([0, 8, true]);
		expect(overlaps({ ...kept.place, ...wide[0]! }, fc3)).toBe(true);
		// Clear of the last tier only (over FC3, which the camera then moves above it), the shortest
		// size, the first of two as short: at 1024×768 presenting it leaves the most room above it.
		const everywhere: Box = { left: 0, top: 0, width: 1280, height: 720 };
		const short = [sizes[0]!, { width: 480, height: 150 }, { width: 520, height: 150 }];
		const lowest = placeInTiers(stack, short, SCREEN, [[everywhere], must], spots);
		expect([lowest.size, lowest.place.top, lowest.place.clear]).toEqual([1, 522 - 14 - 150, true]);
		// Where none is clear at all, the usual size where it covers least.
		const screen: Box = { left: 0, top: 0, width: 1280, height: 720 };
		const none = placeInTiers(stack, sizes, SCREEN, [[screen]], spots);
		expect([none.size, none.place.clear]).toEqual([0, false]);
	});

	it('on an upright tablet, goes at the foot of the room above the narration and the board (issue 43)', () => {
		// 768×1024 presenting: the narration and the board fill the screen's foot; the tree above.
		const tablet = { width: 768, height: 1024 };
		const buttons: Box = { left: 11, top: 27, width: 264, height: 50 };
		const narration: Box = { left: 11, top: 668, width: 746, height: 133 };
		const board: Box = { left: 7, top: 815, width: 760, height: 302 };
		const FOOTS = ['foot', 'foot-end', 'foot-middle'] as const;
		const sizes = [
			{ width: 540, height: 273 },
			{ width: 752, height: 219 }
		];
		const keep = [buttons, narration, board];
		const placed = placeAboveFloor(null, sizes, tablet, keep, FOOTS);
		// The shortest, its foot 14 px above the narration's top.
		expect(placed && [placed.size, placed.place.top, placed.place.clear]).toEqual([
			1,
			668 - 14 - 219,
			true
		]);
		// The screen's foot where it is clear (1024×768, the board and narration beside the tree).
		const wide = { width: 1024, height: 768 };
		const right: Box = { left: 620, top: 150, width: 400, height: 600 };
		const foot = placeAboveFloor(null, sizes, wide, [buttons, right], FOOTS);
		expect(foot && [foot.size, foot.place.top]).toEqual([0, 768 - 8 - 273]);
		// Null where no floor leaves it clear (the page then places it as on a laptop).
		const everywhere: Box = { left: 0, top: 0, width: 768, height: 1024 };
		expect(placeAboveFloor(null, sizes, tablet, [everywhere], FOOTS)).toBeNull();
	});
});
