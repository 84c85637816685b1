import { describe, expect, it } from 'vitest';
import { ValueScale } from '../../../src/lib/engine/scale';
import { connect4Game } from '../../../src/lib/games/connect4/rules';

describe("a scale's ranks", () => {
	it("ranks a board's whole-number scores in order, and refuses any other number", () => {
		const game = connect4Game('');
		const scale = ValueScale.of(game, true);
		const values = [...game.scores].sort((a, b) => a - b);
		expect(values.map((value) => scale.rank(value))).toEqual(values.map((_, index) => index + 1));
		expect([scale.rank(-Infinity), scale.rank(Infinity)]).toEqual([0, values.length + 1]);
		expect(scale.rank(-0)).toBe(scale.rank(0));
		// Between the worst evaluation (-90) and the least loss (-100), and between two whole numbers.
		for (const stranger of [-95, 0.5, 136, Number.NaN])
			expect(() => scale.rank(stranger)).toThrow(`Score ${stranger} is not among`);
	});

	it('ranks values that are not whole numbers, or far apart, as well', () => {
		const halves = new ValueScale([2.5, -1, 0.5]);
		expect([-1, 0.5, 2.5].map((value) => halves.rank(value))).toEqual([1, 2, 3]);
		const far = new ValueScale([-1e9, 7, 1e9]);
		expect([-1e9, 7, 1e9].map((value) => far.rank(value))).toEqual([1, 2, 3]);
		expect(() => far.rank(8)).toThrow('Score 8 is not among');
	});
});
