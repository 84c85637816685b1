import { describe, expect, it } from 'vitest';
import { settingsFor, type SearchSettings } from '$lib/engine';
import { search } from '$lib/engine/run';
import { countSearch } from '$lib/engine/compare';
import { estimateCalls } from '$lib/engine/estimate';
import { boardGame } from '$lib/games/tictactoe/rules';
import { connect4Game } from '$lib/games/connect4/rules';
import { parseTree } from '$lib/games/tree/rules';

const limited = (algorithm: SearchSettings['algorithm'], depthLimit: number): SearchSettings => ({
	algorithm,
	depthLimit,
	symmetry: false
});

describe('estimateCalls', () => {
	it('counts exactly what fits its budget', () => {
		const board = boardGame('.........');
		expect(estimateCalls(board, 'minimax')).toEqual({ calls: 549_946, exact: true });
		expect(estimateCalls(board, 'alphabeta')).toEqual({ calls: 18_297, exact: true });
		const empty = connect4Game('');
		expect(estimateCalls(empty, limited('minimax', 5))).toEqual({ calls: 19_608, exact: true });
		// 1 + 7 + 49 + … + 7^8: no game ends within eight moves.
		expect(estimateCalls(empty, limited('minimax', 8))).toEqual({
			calls: 6_634_027,
			exact: true
		});
		const counted = countSearch(empty, limited('alphabeta', 6)).calls;
		expect(estimateCalls(empty, limited('alphabeta', 6))).toEqual({ calls: counted, exact: true });
	});

	it('says at least the budget for a search that passes it with no level to grow from', () => {
		// A root over 2,000 leaves 1…2,000: MTD(f) makes 2,005,002 calls, all at its one level.
		const flat = parseTree(`[${Array.from({ length: 2_000 }, (_, index) => index + 1).join(',')}]`);
		expect(countSearch(flat, 'mtdf').calls).toBe(2_005_002);
		expect(estimateCalls(flat, 'mtdf', 400_000)).toEqual({ calls: 400_001, exact: false });
	});

	it('grows a count too big for the budget from shallower limits', () => {
		const empty = connect4Game('');
		// 7^9 + … = 46,028,599 calls; the estimate is within a few percent of it.
		const nine = estimateCalls(empty, limited('minimax', 9), 100_000);
		expect(nine.exact).toBe(false);
		expect(Math.abs(nine.calls - 46_028_599) / 46_028_599).toBeLessThan(0.05);
		// The shallower limits it counted on the way (1 to 5) are each their own search's levels.
		expect(estimateCalls(empty, limited('minimax', 1), 100_000)).toEqual({ calls: 8, exact: true });
		expect(estimateCalls(empty, limited('minimax', 5), 100_000)).toEqual({
			calls: 19_608,
			exact: true
		});
		const ab = countSearch(empty, limited('alphabeta', 9)).calls;
		const guess = estimateCalls(empty, limited('alphabeta', 9), 50_000);
		expect(guess.exact).toBe(false);
		expect(guess.calls / ab).toBeGreaterThan(0.33);
		expect(guess.calls / ab).toBeLessThan(3);
	});

	it('counts a tree at any budget that fits it', () => {
		const tree = parseTree('[[3, 5], [2, [9, 1]], 4]');
		expect(estimateCalls(tree, 'minimax')).toEqual({ calls: 10, exact: true });
		expect(estimateCalls(tree, 'minimax', 2).exact).toBe(false);
	});

	it("foresees minimax's next level from the positions counted down to the last two", () => {
		// Distinct positions by level 1, 3, 4, 2, so 1, 4, 8, 10 down to each: before level 2 the
		// count foresees 4 * 4 / 1 = 16 positions, and before level 3, 8 * 8 / 4 = 16. Under 16, it
		// grows depth 1's levels 1, 3 by 3 a level to the tree's height: 1 + 3 + 9 + 27 = 40.
		const tree = parseTree('[[3, 5], [2, [9, 1]], 4]');
		expect(estimateCalls(tree, 'minimax', 15)).toEqual({ calls: 40, exact: false });
		expect(estimateCalls(tree, 'minimax', 16)).toEqual({ calls: 10, exact: true });
	});
});

describe('settingsFor', () => {
	it("gives Connect Four its default depth limit and leaves other games' settings alone", () => {
		const plain = limited('minimax', 3);
		const open: SearchSettings = { algorithm: 'alphabeta', depthLimit: null, symmetry: false };
		expect(settingsFor(connect4Game(''), open)).toEqual({ ...open, depthLimit: 4 });
		expect(settingsFor(connect4Game(''), plain)).toBe(plain);
		expect(settingsFor(boardGame('.........'), open)).toBe(open);
		expect(search(connect4Game('44'), open).settings.depthLimit).toBe(4);
		expect(countSearch(connect4Game(''), { ...open, algorithm: 'minimax' }).calls).toBe(
			1 + 7 + 49 + 343 + 2_401
		);
	});
});
