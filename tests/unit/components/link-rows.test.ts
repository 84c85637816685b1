import { describe, expect, it } from 'vitest';
import { plainSearch } from '../../../src/lib/engine/index';
import { search } from '../../../src/lib/engine/run';
import { parseTree } from '../../../src/lib/games/tree/rules';
import { treePresenter } from '../../../src/lib/games/tree/view/presenter';
import { MESSAGES } from '../../../src/lib/i18n';
import { windowLabel } from '../../../src/lib/player/labels';
import {
	CUT_MARK_WIDTH,
	figureClearOf,
	fitFan,
	placeRow,
	ROW_GAP,
	rowWidth,
	savedClearOf,
	type RowFonts,
	type RowParts
} from '../../../src/lib/components/link-rows';
import { labelEms } from '../../../src/lib/components/geometry';

/**
 * The row over a game's card (issue 43's verifier: "probe" tags on move labels, "O→4O→6", "1/7"
 * into "O→2", scissors through "O→5" and "2 saved"): parts side by side, centred, each row
 * within the room between two siblings, for every language's widest words.
 */

const none: RowParts = { cut: false, label: null, probability: null, probe: null, saved: null };
const fonts = (size: number): RowFonts => ({ label: size, chance: size, probe: size, saved: size });

describe('a row of link labels', () => {
	it('sets its parts side by side, ROW_GAP apart, centred on the card', () => {
		const row = { ...none, label: 'O→4', probe: 'probe' };
		const places = placeRow(row, fonts(16));
		const label = labelEms('O→4') * 16;
		const probe = 3.1 * 16 + 8;
		expect(rowWidth(row, fonts(16))).toBeCloseTo(label + ROW_GAP + probe, 6);
		expect(places.label).toBeCloseTo(-(label + ROW_GAP + probe) / 2 + label / 2, 6);
		expect((places.probe ?? 0) - (places.label ?? 0)).toBeCloseTo((label + probe) / 2 + ROW_GAP, 6);
		// A row of one part sits on the card's middle.
		expect(placeRow({ ...none, probability: '1/7' }, fonts(16))).toEqual({ probability: 0 });
	});

	it('puts a cut’s scissors first and what it saved last', () => {
		const places = placeRow({ ...none, cut: true, saved: '2 saved' }, fonts(14));
		expect(places.cut).toBeCloseTo(-(labelEms('2 saved') * 14 + ROW_GAP) / 2, 6);
		expect((places.saved ?? 0) - (places.cut ?? 0)).toBeCloseTo(
			(CUT_MARK_WIDTH + labelEms('2 saved') * 14) / 2 + ROW_GAP,
			6
		);
	});

	// Issue 43: at Connect Four's step 56 (1280×720, on the page) "2 saved" lay under ◎, the
	// zoom buttons' foot (tree units as the page measured them: buttons 509–731 down, the row at 730).
	describe('what a cut saved, by the zoom buttons', () => {
		const row = { ...none, cut: true, saved: '2 saved' };
		const places = placeRow(row, fonts(14));
		const at = { x: -77988.5, y: 730 };
		const buttons = { left: -77981, right: -77930, top: 509, bottom: 731 };
		const saved = labelEms('2 saved') * 14;
		it('leads the row, left of the scissors, the row moved left just clear of them (4 units of air)', () => {
			const led = savedClearOf(row, places, fonts(14), at, buttons, -80);
			expect((led.cut ?? 0) - (led.saved ?? 0)).toBeCloseTo(
				(CUT_MARK_WIDTH + saved) / 2 + ROW_GAP,
				6
			);
			expect(at.x + (led.saved ?? 0) + saved / 2 + 4).toBeCloseTo(buttons.left, 6);
			// Moved 16.6 units, (−77988.5 − 17 + 37.1 + 4) − (−77981): the figure's middle from
			// −17 (leading the centred row) to −33.6, the scissors' from 39.1 to 22.5.
			expect(led.saved).toBeCloseTo(-33.6, 6);
			expect(led.cut).toBeCloseTo(22.5, 6);
		});
		it('stays where it is clear: below the buttons, no buttons, or its neighbour’s row in the way', () => {
			const below = { ...buttons, bottom: at.y - 7 - 4 };
			expect(savedClearOf(row, places, fonts(14), at, below)).toBe(places);
			expect(savedClearOf(row, places, fonts(14), at, null)).toBe(places);
			// The row is 108.2 wide: moved 16.6 its left end is 70.7 left of the card's middle.
			expect(savedClearOf(row, places, fonts(14), at, buttons, -70)).toBe(places);
			expect(savedClearOf(row, places, fonts(14), at, buttons, -71)).not.toBe(places);
		});
	});

	// Issue 43: a plain tree's figure goes right of its cut's last mark on the link (LinkMarks);
	// side by side presenting, article 004's "省去 1" lay under ◎. The same rule: it leads, left
	// of the marks, as far left as it must, never past its reach.
	describe('what a cut saved on a plain tree’s link, by the zoom buttons', () => {
		const width = labelEms('省去 1') * 14;
		const at = { x: 100, y: 40 };
		const right = 17 + width / 2;
		const led = -17 - width / 2;
		const buttons = { left: 120, right: 163, top: 0, bottom: 45 };
		it('leads the marks where the buttons lie right of them', () => {
			expect(figureClearOf(width, 14, at, right, led, buttons)).toBe(led);
			// Buttons reaching over the mark itself: moved left until 4 units clear of them.
			const wide = { ...buttons, left: 80 };
			const moved = figureClearOf(width, 14, at, right, led, wide);
			expect(at.x + moved + width / 2 + 4).toBeCloseTo(wide.left, 6);
			expect(moved).toBeCloseTo(-24 - width / 2, 6);
		});
		it('stays where it is clear of them, or where leading would pass its reach', () => {
			expect(figureClearOf(width, 14, at, right, led, { ...buttons, bottom: 29 })).toBe(right);
			expect(figureClearOf(width, 14, at, right, led, { ...buttons, left: 164 })).toBe(right);
			expect(figureClearOf(width, 14, at, right, led, null)).toBe(right);
			expect(figureClearOf(width, 14, at, right, led, buttons, led - width / 2 + 1)).toBe(right);
			expect(figureClearOf(width, 14, at, right, led, buttons, led - width / 2)).toBe(led);
		});
	});

	// The widest neighbours each game's fan meets, in both languages, at the page's sizes and
	// presenting's (labels at 14 px on screen down to the follow zoom, 0.85: 16.5 units).
	const fan = (lang: 'en' | 'zh'): RowParts[] => {
		const t = MESSAGES[lang].view;
		return [
			{ ...none, label: 'O→6', probe: t.probeMark },
			{ ...none, label: 'O→7', probe: t.researchMark },
			{ ...none, cut: true, saved: t.savedMark(6) },
			{ ...none, cut: true }
		];
	};
	const chances = [1, 2, 3, 4, 5, 6, 7].map((move) => ({
		...none,
		label: `O→${move}`,
		probability: '1/7'
	}));
	const fitted = (rows: RowParts[], size: RowFonts, slot: number) => {
		const widths = fitFan(rows, size, slot, (p) => `each ${p}`).map((row) => rowWidth(row, size));
		return widths.slice(1).map((width, at) => (width + (widths[at] ?? 0)) / 2 + ROW_GAP);
	};
	const page = { label: 16, chance: 15, probe: 12, saved: 14 };
	const presenting = fonts(14 / 0.85);

	it('fits Connect Four’s fans whole: every part kept, on the page and presenting', () => {
		for (const lang of ['en', 'zh'] as const) {
			expect(fitFan(fan(lang), presenting, 130, String)).toEqual(fan(lang));
			for (const spread of [...fitted(fan(lang), page, 122), ...fitted(chances, page, 122)])
				expect(spread).toBeLessThanOrEqual(122);
			for (const spread of [
				...fitted(fan(lang), presenting, 130),
				...fitted(chances, presenting, 130)
			])
				expect(spread).toBeLessThanOrEqual(130);
		}
	});

	it('fits tic-tac-toe’s presenting, 108 apart, leaving out "6 saved" in English (the tally says it)', () => {
		for (const lang of ['en', 'zh'] as const) {
			for (const spread of fitted(fan(lang), presenting, 108))
				expect(spread).toBeLessThanOrEqual(108);
			// English's "6 saved" is wider than Chinese's 省去 6, which stays.
			expect(fitFan(fan(lang), presenting, 108, String)[2]?.saved).toBe(
				lang === 'en' ? null : '省去 6'
			);
			// On the page, with its own sizes, everything is kept.
			expect(fitFan(fan(lang), page, 108, String)).toEqual(fan(lang));
		}
	});
});

describe('a fan’s probabilities', () => {
	const fan = (probabilities: string[], label = 'O→1') =>
		probabilities.map((probability) => ({ ...none, label, probability }));
	const each = (p: string) => `each ${p}`;
	const said = (rows: RowParts[]) => rows.map((row) => row.probability);

	it('are each row’s own where the rows fit', () => {
		expect(said(fitFan(fan(['1/7', '1/7']), fonts(16), 130, each))).toEqual(['1/7', '1/7']);
	});

	it('are said once, "each 1/7", where rows would run into each other and all are alike', () => {
		expect(said(fitFan(fan(['1/7', '1/7', '1/7']), fonts(16), 60, each))).toEqual([
			'each 1/7',
			null,
			null
		]);
	});

	it('stay each row’s own where they differ (no one word says them)', () => {
		expect(said(fitFan(fan(['1/3', '2/3']), fonts(16), 60, each))).toEqual(['1/3', '2/3']);
	});
});

describe('a window under a search that averages', () => {
	it('writes a bound that is a fraction exactly, as the bounds note does', () => {
		// AIMA's Figure 5.2 as chance nodes in [0, 15]: C's and its third outcome's alpha is 23/3.
		const tree = '{"bounds":[0,15],"children":[[3,12,8],[2,4,6],[14,5,2]]}';
		const trace = search(parseTree(tree), {
			...plainSearch('expectimax-bounded'),
			depthLimit: null
		});
		const window = (call: number) => ({
			alpha: trace.alpha(call) ?? 0,
			beta: trace.beta(call) ?? 0
		});
		expect(windowLabel(treePresenter, window(6), trace)).toBe('[23/3, 15]');
		expect(windowLabel(treePresenter, window(9), trace)).toBe('[23/3, 15]');
		expect(windowLabel(treePresenter, window(8), trace)).toBe('[6, 15]');
		// Without the trace (a search that does not average): the game's own form.
		expect(windowLabel(treePresenter, window(6))).toBe('[7.67, 15]');
	});
});
