import { describe, expect, it } from 'vitest';
import { highestFitting, keepWay, type Way } from '../../src/lib/ui/way-frame';

// By call, presenting alpha-beta's step 8 on the article's board (issue 43, V's F1): FC8 returns
// +10 to FC7, which returns it to FC6, which cuts. The camera framed FC6 over FC7 and cut FC8's
// +10 in half at the panel's foot; a first fix framed FC8 under FC7 and lost FC6, the call the
// cut's question asks about (predict.spec). The board's cards, tree units: 100 tall, their name
// inside (head 50), a value's pill ending 30 below (foot 80); rows 190 apart; zoom 0.92.
describe('the way a value went up, framed with it', () => {
	const row = (level: number) => level * 190;
	const [fc6, fc7, fc8] = [
		{ x: 620, y: row(1) },
		{ x: 560, y: row(2) },
		{ x: 560, y: row(3) }
	];
	const way: Way = { node: fc8, cards: [fc6, fc7], head: 50, foot: 80 };
	const k = 0.92;
	// FC6's top to FC8's value: (2 × 190 + 50 + 80) × 0.92 = 469.2 px.
	const fromFc6 = 469.2;

	it("keeps the current call at the top, down to the told call's value, else its parent's", () => {
		const frameOf = (shown: number) => highestFitting(way, k, shown);
		expect(frameOf(471)).toEqual({ card: fc6, way });
		expect(frameOf(fromFc6 + 1e-9)).toEqual({ card: fc6, way });
		// In Chinese the narration is a line taller and the panel 443 px: FC6 stays whole at the
		// top (a first version framed FC7 and cut FC6's name off), FC7's +10 under it, FC8 in part.
		const toFc7 = { node: fc7, cards: [fc6, fc7], head: 50, foot: 80 };
		expect(frameOf(443)).toEqual({ card: fc6, way: toFc7 });
		expect(frameOf(fromFc6 - 0.01)).toEqual({ card: fc6, way: toFc7 });
		// FC6's top to FC7's value: (190 + 50 + 80) × 0.92 = 294.4 px.
		expect(frameOf(294.4 + 1e-9)).toEqual({ card: fc6, way: toFc7 });
		expect(frameOf(294.4 - 0.01)).toBeNull();
	});

	it('frames a card below the root with the row of labels over it', () => {
		// "X→6" over FC6 reaches 25 units above its card's top: its head is 75, not 50.
		const fc6Labelled = { ...fc6, head: 75 };
		const labelled = { ...way, cards: [fc6Labelled, fc7] };
		const frameOf = (shown: number) => {
			const frame = highestFitting(labelled, k, shown);
			return frame && { head: frame.card.head ?? frame.way.head, node: frame.way.node };
		};
		expect(frameOf(fromFc6 + 25 * k + 1e-9)).toEqual({ head: 75, node: fc8 });
		// The labels go before FC8's value does (presenting in English: 471 px, FC8's +10 whole).
		expect(frameOf(471)).toEqual({ head: 50, node: fc8 });
		expect(frameOf(fromFc6 + 1e-9)).toEqual({ head: 50, node: fc8 });
		// In Chinese (443 px): FC6 with its labels, down to FC7's value, (190 + 75 + 80) × 0.92.
		expect(frameOf(443)).toEqual({ head: 75, node: fc7 });
		expect(frameOf(317.4 + 1e-9)).toEqual({ head: 75, node: fc7 });
		expect(frameOf(317.4 - 0.01)).toEqual({ head: 50, node: fc7 });
		const to = keepWay(
			{ k, x: 0, y: -300 },
			labelled,
			labelled.cards[0] ?? fc6,
			{ width: 108, shown: 600, inside: () => true },
			{
				across: 830,
				centreX: (zoom: number, x: number) => 511 - x * zoom,
				downRange: () => ({ lowest: -Infinity, highest: Infinity })
			}
		);
		// The labels' top 8 px under the panel's top.
		expect((fc6.y - 75) * k + (to?.y ?? NaN)).toBeCloseTo(8, 9);
	});

	it("takes in the call's window below its value where it fits, on the same card first", () => {
		// Its window ends 100 below its centre: from FC6, (2 × 190 + 50 + 100) × 0.92 = 487.6 px.
		const windowed = { ...way, whole: 100 };
		expect(highestFitting(windowed, k, 487.61)).toEqual({
			card: fc6,
			way: { ...windowed, foot: 100 }
		});
		// Else its value alone, from FC6 still, its window left out.
		expect(highestFitting(windowed, k, 471)).toEqual({ card: fc6, way: windowed });
	});

	// A tree much taller than the panel, unbounded either way.
	const placing = {
		across: 830,
		centreX: (zoom: number, x: number) => 96 + 415 - x * zoom,
		downRange: () => ({ lowest: -Infinity, highest: Infinity })
	};
	const panel = { width: 108, shown: 471, inside: () => true };
	const from = { k, x: 0, y: -117.12 };
	const top = (y: number) => (fc6.y - 50) * k + y;
	const foot = (y: number) => (fc8.y + 80) * k + y;

	it('puts the card at the top with 8 px of air, less where the two only just fit', () => {
		// Presenting at 1280×720 the tree's panel is 471 px tall: 1.8 px of air.
		const tight = keepWay(from, way, fc6, panel, placing);
		expect(tight).toEqual({ k, x: 0, y: expect.any(Number) });
		expect(top(tight?.y ?? NaN)).toBeCloseTo(1.8, 9);
		expect(foot(tight?.y ?? NaN)).toBeCloseTo(471, 9);
		const none = keepWay(from, way, fc6, { ...panel, shown: fromFc6 + 1e-9 }, placing);
		expect(top(none?.y ?? NaN)).toBeCloseTo(0, 6);
		const roomy = keepWay({ ...from, y: -300 }, way, fc6, { ...panel, shown: 600 }, placing);
		expect(top(roomy?.y ?? NaN)).toBeCloseTo(8, 9);
		expect(keepWay(from, way, fc7, panel, placing)?.y).toBeCloseTo(8 - (fc7.y - 50) * k, 9);
	});

	it('stays still when both are in view, and moves when either is not', () => {
		const inView = { ...from, y: 1 - (fc6.y - 50) * k };
		expect(keepWay(inView, way, fc6, panel, placing)).toBeNull();
		expect(keepWay({ ...inView, y: inView.y - 5 }, way, fc6, panel, placing)).not.toBeNull();
		expect(keepWay({ ...inView, y: inView.y + 5 }, way, fc6, panel, placing)).not.toBeNull();
	});

	it("never pans past the tree's last row nor above its root", () => {
		// Article 004's tree presenting at its floor, a few px taller than its panel: the camera
		// framed FC7 at the top and left the upper half of the tree out of sight.
		const range = { lowest: -60, highest: 44 };
		const bounded = { ...placing, downRange: () => range };
		expect(keepWay(from, way, fc6, panel, bounded)?.y).toBe(-60);
		const up = { ...from, y: -400 };
		const roomy = { ...panel, shown: 600 };
		expect(
			keepWay(up, way, fc6, roomy, { ...bounded, downRange: () => ({ ...range, lowest: -900 }) })?.y
		).toBeCloseTo(8 - (fc6.y - 50) * k, 9);
		expect(
			keepWay(up, way, fc6, roomy, {
				...bounded,
				downRange: () => ({ lowest: -900, highest: -200 })
			})?.y
		).toBe(-200);
	});

	it('across: between the two when both fit, else as near that as keeps the told call whole', () => {
		const off = { ...panel, inside: (x: number) => x < 600 };
		expect(keepWay(from, way, fc6, off, placing)?.x).toBeCloseTo(placing.centreX(k, 590), 9);
		// Connect Four's FC51 over its first child FC52, three columns left, on a 474 px panel: the
		// camera centred FC52 and FC51 left the panel (F22); then FC51 was kept whole and its told
		// child went under the level column (FC57's FC58, issue 43). The told call (FC8 here) now
		// starts at the room's left, whole, the card as far toward it as that leaves room for.
		const far = { x: 2000, y: fc6.y };
		const x = keepWay(from, way, far, off, placing)?.x ?? NaN;
		expect(x).toBeCloseTo(placing.centreX(k, fc8.x) - (830 - 108 * k) / 2, 9);
		expect((fc8.x - 54) * k + x).toBeCloseTo(96, 9);
		expect((fc8.x + 54) * k + x).toBeLessThanOrEqual(96 + 830);
		// Mirrored: the card far to the left, the told call at the room's right.
		const left = { x: -900, y: fc6.y };
		const offLeft = { ...panel, inside: (x: number) => x > -500 };
		const mirrored = keepWay(from, way, left, offLeft, placing)?.x ?? NaN;
		expect((fc8.x + 54) * k + mirrored).toBeCloseTo(96 + 830, 9);
	});
});
