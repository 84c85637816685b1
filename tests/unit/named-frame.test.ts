import { describe, expect, it } from 'vitest';
import { namedFrame } from '../../src/lib/ui/named-frame';
import { keepsLevelsForSteps, stepsDown } from '../../src/lib/ui/level-column';
import { EDGE, GUTTER } from '../../src/lib/ui/panel-room';
import { labelZoom, PHONE_LABEL, phoneCard } from '../../src/lib/components/geometry';
import { connect4Presenter } from '../../src/lib/games/connect4/view/presenter';

// Issue 43: on a phone, Connect Four by event, FC10 trying FC12 three columns to its left (366
// units), in a 366 px pane 232 px tall without the level column: at the follow zoom (0.85) the
// tried call's empty card lay 134 px past the side and 38 px past the foot.
const node = connect4Presenter.node;
const least = labelZoom(node, PHONE_LABEL);
const room = { left: EDGE, right: 366 - EDGE, shown: 232 };
// FC10 at (0, 175) with the labels over it (79 units), FC12 at (−366, 350), cards 104×108.
const box = { left: -366 - 52, right: 52, top: 175 - 79, bottom: 350 + 54 };
const cards = { box, whole: { ...box, bottom: 350 + 84 } };
const at = (k: number, x: number, y: number) => ({ k, x, y });
const whole = (to: { k: number; x: number; y: number }, b = box) =>
	b.left * to.k + to.x >= room.left - 1e-9 &&
	b.right * to.k + to.x <= room.right + 1e-9 &&
	b.top * to.k + to.y >= -1e-9 &&
	b.bottom * to.k + to.y <= room.shown + 1e-9;

describe('a phone keeps the calls a step names whole where they fit', () => {
	it('its labels’ floor reads 11 px: 0.668 for a Connect Four card', () => {
		expect(least).toBeCloseTo(0.668, 3);
		// At the floor and above it, the grown labels read PHONE_LABEL px on screen.
		for (const k of [least, 0.7, 0.8])
			expect((phoneCard(node, k).labelFloor ?? 0) * k).toBeCloseTo(PHONE_LABEL, 6);
		expect(phoneCard(node, 0.5).labelFloor).toBeCloseTo(PHONE_LABEL / least, 6);
	});

	it('goes lower for the step, no lower than they need and not below the floor', () => {
		const followed = at(0.85, 184 - 0 * 0.85, 232 / 2 - 175 * 0.85);
		expect(whole(followed)).toBe(false);
		const to = namedFrame(followed, { all: cards, least }, room);
		expect(to).not.toBeNull();
		if (!to) return;
		expect(to.k).toBeLessThan(0.85);
		expect(to.k).toBeGreaterThanOrEqual(least);
		expect(whole(to)).toBe(true);
		// Their values under them do not fit with them (434 units): the cards do, at the most zoom.
		expect(to.k).toBeCloseTo((room.shown - 2 * EDGE) / (box.bottom - box.top), 6);
	});

	it('leaves a frame that shows them, and one where they cannot fit, as it is', () => {
		const shown = namedFrame(at(0.6, 270, -50), { all: cards, least }, room);
		expect(shown).toBeNull();
		const far = { box: { ...box, left: box.left - 400 }, whole: { ...box, left: box.left - 400 } };
		expect(namedFrame(at(0.85, 184, -33), { all: far, least }, room)).toBeNull();
	});

	it('where they cannot fit, the call followed and its parent the step names', () => {
		const far = { box: { ...box, left: box.left - 400 }, whole: { ...box, left: box.left - 400 } };
		const to = namedFrame(at(0.85, 184, -33), { all: far, near: cards, least }, room);
		expect(to && whole(to)).toBe(true);
	});

	it('pans at the camera’s zoom, as little as it must, where they fit it', () => {
		const near = { left: -52, right: 122 + 52, top: 96, bottom: 404 };
		const from = at(0.7, 300, -60);
		const to = namedFrame(from, { all: { box: near, whole: near }, least }, room);
		expect(to?.k).toBe(0.7);
		expect(to && whole(to, near)).toBe(true);
		// Its right card at the room's right: no further across.
		expect(to?.x).toBeCloseTo(room.right - 174 * 0.7, 6);
	});
});

describe('on a phone the level column gives way to a step that fits only without it', () => {
	const width = node.width + 20;
	it('Connect Four’s call and a child three columns off: 327 px, 262 beside the column', () => {
		expect((366 + width) * least).toBeGreaterThan(366 - GUTTER - EDGE);
		expect(keepsLevelsForSteps([0, 122, 244, 366], width, least, 366, EDGE)).toBe(false);
	});
	it('steps that fit beside it, or not without it either, keep it', () => {
		expect(keepsLevelsForSteps([0, 119, 238], width, least, 366, EDGE)).toBe(true);
		expect(keepsLevelsForSteps([0, 119, 2562], width, least, 366, EDGE)).toBe(true);
	});
	it('reads every step down a laid-out tree once', () => {
		const levels = [Int32Array.of(1), Int32Array.of(2, 3), Int32Array.of(4)];
		const layout = { x: [0, 0, -122, 122, -488], levels };
		const parent = (n: number) => [null, null, 1, 1, 2][n] ?? null;
		expect(stepsDown(layout, parent).sort((a, b) => a - b)).toEqual([122, 366]);
	});
});
