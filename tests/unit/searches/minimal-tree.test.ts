import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	gameFor,
	plainSearch,
	uniformShape,
	type Game,
	type MoveOrdering
} from '../../../src/lib/engine/index';
import { effectiveBranching, knuthMoore } from '../../../src/lib/engine/minimal-figures';
import { search } from '../../../src/lib/engine/run';
import { countSearch } from '../../../src/lib/engine/compare';
import { randomTree } from '../../../src/lib/games/tree/random';
import { minimalFigures } from '../../../src/lib/player/minimal';
import { UNIFORM_TREE } from '../../../src/lib/games/tree/entry';
import { treeGame } from '../../../src/lib/games/tree/rules';
import { boardGame } from '../../../src/lib/games/tictactoe/rules';
import { connect4Game } from '../../../src/lib/games/connect4/rules';
import { horizon, power, powerParts } from '../../../src/lib/i18n/horizon';
import { compare } from '../../../src/lib/i18n/compare';

/**
 * Knuth and Moore's minimal tree: best-first alpha-beta on a uniform tree with distinct leaves
 * examines exactly b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves. The formula is written out here by hand, apart
 * from the engine's `knuthMoore`.
 */

const distinctTree = (branching: number, depth: number, seed: number) =>
	treeGame(randomTree({ branching, depth, min: 0, max: 10_000, seed, distinct: true }));

const leaves = (game: Game, order: MoveOrdering) =>
	countSearch(game, { algorithm: 'alphabeta', depthLimit: null, symmetry: false, order }).leaves;

describe("Knuth and Moore's minimal tree", () => {
	it('b = 3, d = 4 with distinct leaves: best first examines exactly 3² + 3² − 1 = 17 of 81', () => {
		const game = distinctTree(3, 4, 1);
		expect(uniformShape(game, null)).toEqual({ branching: 3, depth: 4 });
		expect(knuthMoore({ branching: 3, depth: 4 })).toBe(17);
		expect(leaves(game, 'best')).toBe(17);
		expect([leaves(game, 'given'), leaves(game, 'worst')]).toEqual([51, 76]);
		// Worst first still cuts a little: a bound from higher up can close a window at once.
	});

	it("the Example menu's uniform tree: 81 distinct leaves, 17 best first", () => {
		const game = gameFor({ kind: 'tree', random: UNIFORM_TREE, root: 'max' });
		expect(uniformShape(game, null)).toEqual({ branching: 3, depth: 4 });
		expect(leaves(game, 'best')).toBe(17);
	});

	it('holds for every b in 2..4 and d in 1..5 (fast-check over seeds)', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 2, max: 4 }),
				fc.integer({ min: 1, max: 5 }),
				fc.integer({ min: 0, max: 0xffff_ffff }),
				(b, d, seed) => {
					const byHand = b ** Math.ceil(d / 2) + b ** Math.floor(d / 2) - 1;
					expect(leaves(distinctTree(b, d, seed), 'best')).toBe(byHand);
				}
			),
			{ numRuns: 60 }
		);
	});

	it('odd and even depths: 2 + 2 − 1 = 3 at d = 2, 4 + 2 − 1 = 5 at d = 3 for b = 2', () => {
		expect(knuthMoore({ branching: 2, depth: 2 })).toBe(3);
		expect(knuthMoore({ branching: 2, depth: 3 })).toBe(5);
		expect(knuthMoore({ branching: 10, depth: 1 })).toBe(10);
	});

	it('finds the shape of uniform searches only', () => {
		expect(
			uniformShape(
				treeGame([
					[1, 2],
					[3, 4]
				]),
				null
			)
		).toEqual({ branching: 2, depth: 2 });
		expect(uniformShape(treeGame([[1, 2], [3]]), null)).toBeNull();
		expect(uniformShape(treeGame([[1, 2], 3]), null)).toBeNull();
		expect(uniformShape(boardGame('.........'), null)).toBeNull();
		// Connect Four's empty board to depth 4: 7 moves everywhere, every estimate at depth 4.
		expect(uniformShape(connect4Game(''), 4)).toEqual({ branching: 7, depth: 4 });
		// Its 3 + 9 + 27 + 81 = 120 nodes below the root give b* = 3 exactly.
		expect(effectiveBranching(120, 4)).toBeCloseTo(3, 12);
	});

	it('gives AIMA’s effective branching factor, N + 1 = 1 + b* + … + (b*)^d, never above b', () => {
		// N = 11, d = 2: (b*)² + b* − 11 = 0, b* = (√45 − 1)/2 ≈ 2.854 (not 11^(1/2) ≈ 3.32).
		expect(effectiveBranching(11, 2)).toBeCloseTo((Math.sqrt(45) - 1) / 2, 12);
		expect(effectiveBranching(11, 2).toFixed(3)).toBe('2.854');
		expect(effectiveBranching(1, 1)).toBeCloseTo(1, 12);
		expect(effectiveBranching(12, 2)).toBeCloseTo(3, 12);
		// Alpha-beta and minimax on AIMA's Figure 5.2: 11 and 13 calls, 10 and 12 nodes below the root.
		for (const [algorithm, calls, factor] of [
			['alphabeta', 11, '2.70'],
			['minimax', 13, '3.00']
		] as const) {
			const trace = search(
				treeGame([
					[3, 12, 8],
					[2, 4, 6],
					[14, 5, 2]
				]),
				plainSearch(algorithm)
			);
			expect(trace.calls).toBe(calls);
			expect(effectiveBranching(trace.calls - 1, 2).toFixed(2)).toBe(factor);
		}
		fc.assert(
			fc.property(
				fc.integer({ min: 2, max: 4 }),
				fc.integer({ min: 1, max: 4 }),
				fc.integer({ min: 0, max: 0xffff }),
				(b, d, seed) => {
					for (const algorithm of ['minimax', 'alphabeta'] as const) {
						const trace = search(distinctTree(b, d, seed), plainSearch(algorithm));
						expect(effectiveBranching(trace.calls - 1, d)).toBeLessThanOrEqual(b + 1e-9);
					}
				}
			),
			{ numRuns: 30 }
		);
	});

	it('writes its powers as superscripts, as print does, not with a caret (V22 N10)', () => {
		expect([power(3, 2), power('b*', 10), power(2, 0)]).toEqual(['3²', 'b*¹⁰', '2⁰']);
		expect(horizon.en.minimalFull(3, 2, 9)).toBe('minimax: 3² = 9');
		expect(horizon.en.minimalBest(3, 1, 1, 5)).toContain('3¹ + 3¹ − 1 = 5');
		expect(horizon.zh.minimalBest(3, 2, 2, 17)).toContain('3² + 3² − 1 = 17');
	});

	it('raises the note’s exponents, in both languages, where it wrote carets (V23 N4)', () => {
		expect(powerParts('Why b^⌈d/2⌉ + b^⌊d/2⌋ − 1?')).toEqual([
			{ text: 'Why b', raised: false },
			{ text: '⌈d/2⌉', raised: true },
			{ text: ' + b', raised: false },
			{ text: '⌊d/2⌋', raised: true },
			{ text: ' − 1?', raised: false }
		]);
		expect(powerParts('𝑏^𝑑 个')).toEqual([
			{ text: '𝑏', raised: false },
			{ text: '𝑑', raised: true },
			{ text: ' 个', raised: false }
		]);
		for (const lang of ['en', 'zh'] as const) {
			const { minimalNoteTitle, minimalNote } = horizon[lang];
			for (const sentence of [minimalNoteTitle, minimalNote]) {
				const parts = powerParts(sentence);
				expect(
					parts.some((part) => part.raised),
					`${lang}: ${sentence}`
				).toBe(true);
				expect(parts.map((part) => part.text).join(''), lang).not.toContain('^');
			}
		}
	});

	it('calls the subtree of every max move min’s strategy, the proof against max, in both languages (issue 43, item 7)', () => {
		// The part with b choices at max's levels and one reply at min's fixes min's replies: a
		// strategy for min, which proves max gets no more. The other part is max's, proving min
		// gets no less. (At d0bb3ac the note called the first "a strategy for max".)
		const parts = {
			en: [
				/every move of the max player, each met by one reply \(a strategy for min, the proof against max[^)]*max’s ⌈d\/2⌉ levels/,
				/every reply of the min player to one move of max \(a strategy for max, the proof against min[^)]*min’s ⌊d\/2⌋ levels/
			],
			zh: [
				/查看极大方的每一步，每步只看一个应对（极小方的策略，即针对极大方的证明[^）]*极大方的 ⌈𝑑\/2⌉ 层/,
				/查看极小方对极大方某一步的每个应对（极大方的策略，即针对极小方的证明[^）]*极小方的 ⌊𝑑\/2⌋ 层/
			]
		} as const;
		for (const lang of ['en', 'zh'] as const)
			for (const part of parts[lang]) expect(horizon[lang].minimalNote, lang).toMatch(part);
	});

	it('names the figure with the root in N beside AIMA’s, in both languages (issue 43’s 2.854)', () => {
		const sum = `1 + b* + ${power('b*', 2)}`;
		const rootInN = effectiveBranching(11, 2).toFixed(2);
		expect(rootInN).toBe('2.85');
		expect(horizon.en.minimalBranching(sum, 11, '2.70', rootInN)).toBe(
			"effective branching factor: 1 + b* + b*² = 11 calls (AIMA's N + 1, the root included) gives b* ≈ 2.70 (2.85 if N counts the root's call too: 1 + b* + b*² = 12)"
		);
		expect(horizon.zh.minimalBranching(sum, 11, '2.70', rootInN)).toBe(
			'有效分支因子：1 + b* + b*² = 11 次调用（即 AIMA 的 N + 1，含根节点），得 b* ≈ 2.70（若 N 也计入根节点的调用：1 + b* + b*² = 12，得 2.85）'
		);
		// Where that reading exceeds b (every call of b = 3, d = 2: 13, and 3.14), none is given.
		expect(effectiveBranching(13, 2).toFixed(2)).toBe('3.14');
		expect(horizon.en.minimalBranching(sum, 13, '3.00', null)).toBe(
			"effective branching factor: 1 + b* + b*² = 13 calls (AIMA's N + 1, the root included) gives b* ≈ 3.00"
		);
		expect(horizon.zh.minimalBranching(sum, 13, '3.00', null)).toBe(
			'有效分支因子：1 + b* + b*² = 13 次调用（即 AIMA 的 N + 1，含根节点），得 b* ≈ 3.00'
		);
	});

	it('draws distinct leaves only from a range wide enough, the same for the same seed', () => {
		const options = { branching: 3, depth: 4, min: 0, max: 80, seed: 7, distinct: true };
		const values = (randomTree(options).flat(3) as number[]).sort((a, b) => a - b);
		expect(values).toEqual(Array.from({ length: 81 }, (_, at) => at));
		expect(randomTree(options)).toEqual(randomTree(options));
		expect(() => randomTree({ ...options, max: 79 })).toThrow(/81 leaves/);
	});

	it('is set beside a search on a uniform tree, not beside one that deepens or averages', () => {
		const game = treeGame([
			[3, 12, 8],
			[2, 4, 6],
			[14, 5, 2]
		]);
		const figures = (algorithm: string) => minimalFigures(search(game, plainSearch(algorithm)));
		expect(figures('alphabeta')).toEqual({
			shape: { branching: 3, depth: 2 },
			leaves: 7,
			estimated: 0,
			calls: 11
		});
		expect(figures('minimax')).toMatchObject({ leaves: 9, calls: 13 });
		// Iterations look at the shallow levels again; an average is not alpha-beta's question.
		expect(figures('iterative')).toBeNull();
		expect(figures('expectimax')).toBeNull();
	});

	it('names its two kinds of leaves past a depth limit, as the compare table counts them (F23)', () => {
		// Connect Four after 1443, depth 4: 42 games over and 728 estimates, 770 leaves in all.
		const trace = search(connect4Game('1443'), { ...plainSearch('alphabeta'), depthLimit: 4 });
		expect(minimalFigures(trace)).toMatchObject({ leaves: 770, estimated: 728 });
		expect(horizon.en.minimalLeaves('alpha-beta', 770, 728)).toBe(
			'Alpha-beta examined 770 leaves: 42 game-over leaves and 728 estimated leaves (at the depth limit)'
		);
		expect(horizon.zh.minimalLeaves('α-β 剪枝', 770, 728)).toBe(
			'α-β 剪枝检查了 770 个叶节点：42 个终局叶节点和 728 个估值叶节点（在深度限制处）'
		);
		expect([compare.en.metrics.leaves, compare.en.metrics.estimates]).toEqual([
			'Game-over leaves',
			'Estimated leaves'
		]);
		expect(horizon.en.minimalLeaves('alpha-beta', 7, 0)).toBe('Alpha-beta examined 7 leaves');
		// One of a kind is singular (Connect Four's win in one at depth 1 drew "1 levels deep").
		expect(horizon.en.minimalLeaves('alpha-beta', 8, 1)).toBe(
			'Alpha-beta examined 8 leaves: 7 game-over leaves and 1 estimated leaf (at the depth limit)'
		);
		expect(horizon.en.minimalHeading(7, 1)).toBe(
			'A uniform tree: 7 children per node, 1 level deep'
		);
		expect(horizon.en.minimalHeading(3, 4)).toBe(
			'A uniform tree: 3 children per node, 4 levels deep'
		);
	});
});
