import { describe, expect, it } from 'vitest';
import {
	gameFor,
	InputError,
	sameSource,
	sourceOf,
	type GameSource
} from '../../../../src/lib/engine/index';
import { TREE_LIMITS, treeGame, TreeGame } from '../../../../src/lib/games/tree/rules';
import {
	RANDOM_TREE_LIMITS,
	randomTree,
	sameRandomTree,
	type RandomTreeOptions
} from '../../../../src/lib/games/tree/random';

const base: RandomTreeOptions = { branching: 3, depth: 4, min: -20, max: 20, seed: 7 };

/** Every leaf with its level (the root's children are at level 1). */
function leaves(tree: unknown[], level = 1): [number, number][] {
	return tree.flatMap((item): [number, number][] =>
		Array.isArray(item) ? leaves(item, level + 1) : [[item as number, level]]
	);
}

/** Child counts of the inner nodes, in preorder. */
function branchings(tree: unknown[]): number[] {
	return [tree.length, ...tree.flatMap((item) => (Array.isArray(item) ? branchings(item) : []))];
}

/**
 * mulberry32 again, written independently on BigInt arithmetic modulo 2^32 (no Math.imul, no
 * signed shifts), to derive the pinned tree below rather than copy the code under test.
 */
function mulberry32BigInt(seed: number): () => number {
	const M = 1n << 32n;
	const wrap = (x: bigint): bigint => ((x % M) + M) % M;
	let state = wrap(BigInt(seed));
	return () => {
		state = wrap(state + 0x6d2b79f5n);
		let t = wrap((state ^ (state >> 15n)) * (state | 1n));
		t = wrap(t + wrap((t ^ (t >> 7n)) * (t | 61n))) ^ t;
		return Number(t ^ (t >> 14n)) / 2 ** 32;
	};
}

describe('randomTree', () => {
	it('is the same tree for the same seed and another for another seed', () => {
		expect(randomTree(base)).toEqual(randomTree(base));
		expect(randomTree({ ...base, seed: 8 })).not.toEqual(randomTree(base));
		const ranged: RandomTreeOptions = { ...base, branching: [1, 4], seed: 123 };
		expect(randomTree(ranged)).toEqual(randomTree(ranged));
		expect(randomTree({ ...ranged, seed: 124 })).not.toEqual(randomTree(ranged));
	});

	it('pins a small tree for seed 2024', () => {
		// Derived with the BigInt mulberry32 above: draws in preorder, a child count from
		// 1 + floor(r * 3) at each inner node, a leaf from -9 + floor(r * 19).
		const pinned = [
			[3, 4, 0],
			[-3, -6],
			[4, 3]
		];
		const next = mulberry32BigInt(2024);
		const derive = (level: number): unknown =>
			level === 2
				? -9 + Math.floor(next() * 19)
				: Array.from({ length: 1 + Math.floor(next() * 3) }, () => derive(level + 1));
		expect(derive(0)).toEqual(pinned);
		expect(randomTree({ branching: [1, 3], depth: 2, min: -9, max: 9, seed: 2024 })).toEqual(
			pinned
		);
	});

	it('follows the reference mulberry32 sequence for seed 1', () => {
		// mulberry32(1)'s first values as other implementations quote them.
		const next = mulberry32BigInt(1);
		expect([next(), next(), next()]).toEqual([
			0.6270739405881613, 0.002735721180215478, 0.5274470399599522
		]);
		// One leaf from a range of 2^20 values shows the first draw directly.
		const [leaf] = randomTree({ branching: 1, depth: 1, min: 0, max: 2 ** 20 - 1, seed: 1 });
		expect(leaf).toBe(Math.floor(0.6270739405881613 * 2 ** 20));
	});

	it('has exactly 1 + b + b^2 + … + b^depth nodes for fixed branching', () => {
		expect(treeGame(randomTree(base)).size).toBe(1 + 3 + 9 + 27 + 81);
		expect(treeGame(randomTree({ ...base, branching: 2, depth: 1 })).size).toBe(3);
		expect(treeGame(randomTree({ ...base, branching: 1, depth: 12 })).size).toBe(13);
		expect(treeGame(randomTree({ ...base, branching: 10, depth: 4 })).size).toBe(11_111);
		expect(treeGame(randomTree({ ...base, branching: 2, depth: 12 })).size).toBe(8191);
	});

	it('puts every leaf at exactly `depth`, within [min, max], whole numbers by default', () => {
		for (const [branching, depth] of [
			[3, 4],
			[[1, 4], 6],
			[[2, 5], 3],
			[1, 1]
		] as [RandomTreeOptions['branching'], number][]) {
			const tree = randomTree({ ...base, branching, depth, min: -3, max: 5 });
			const found = leaves(tree);
			expect(found.length).toBeGreaterThan(0);
			for (const [value, level] of found) {
				expect(level).toBe(depth);
				expect(Number.isInteger(value)).toBe(true);
				expect(value).toBeGreaterThanOrEqual(-3);
				expect(value).toBeLessThanOrEqual(5);
			}
		}
	});

	it('draws every whole value in range, ends included', () => {
		const values = new Set(
			leaves(randomTree({ ...base, depth: 5, min: -2, max: 2 })).map(([v]) => v)
		);
		expect([...values].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2]);
		const single = leaves(randomTree({ ...base, min: 4, max: 4 }));
		expect(new Set(single.map(([v]) => v))).toEqual(new Set([4]));
	});

	it('picks child counts within a range, each count occurring', () => {
		const counts = branchings(randomTree({ ...base, branching: [2, 4], depth: 6 }));
		expect(Math.min(...counts)).toBe(2);
		expect(Math.max(...counts)).toBe(4);
		expect(new Set(counts)).toEqual(new Set([2, 3, 4]));
		expect(new Set(branchings(randomTree(base)))).toEqual(new Set([3]));
	});

	it('gives fractional leaves within [min, max] when integers is false', () => {
		const values = leaves(randomTree({ ...base, integers: false, min: -1.5, max: 2.5 })).map(
			([v]) => v
		);
		expect(values).toHaveLength(81);
		expect(values.some((v) => !Number.isInteger(v))).toBe(true);
		for (const v of values) {
			expect(v).toBeGreaterThanOrEqual(-1.5);
			expect(v).toBeLessThan(2.5);
		}
	});

	it('passes the tree validator, with either root', () => {
		const tree = randomTree({ ...base, branching: [1, 5], depth: 5 });
		expect(() => treeGame(tree)).not.toThrow();
		expect(treeGame(tree, { root: 'min' }).rootKind).toBe('min');
		expect(treeGame(JSON.parse(JSON.stringify(tree))).size).toBe(treeGame(tree).size);
	});

	it('exports its limits', () => {
		expect(RANDOM_TREE_LIMITS).toMatchObject({
			minBranching: 1,
			maxBranching: 10,
			minDepth: 1,
			maxDepth: 12,
			maxNodes: TREE_LIMITS.maxNodes
		});
		expect(RANDOM_TREE_LIMITS.maxNodes).toBe(100_000);
	});
});

describe('randomTree refuses', () => {
	const refuse = (changes: Partial<RandomTreeOptions>, message: RegExp) => {
		const build = () => randomTree({ ...base, ...changes });
		expect(build).toThrow(InputError);
		expect(build).toThrow(message);
	};
	const branching =
		/^The branching must be a whole number from 1 to 10 \(or a range of them, smaller first\)\.$/;
	const depth = /^The depth must be a whole number from 1 to 12\.$/;
	const seed = /^The seed must be a whole number from 0 to 4,294,967,295\.$/;

	it('branching outside 1 to 10, fractional, or a reversed range', () => {
		for (const value of [0, 11, 2.5, Number.NaN, -1]) refuse({ branching: value }, branching);
		refuse({ branching: [0, 3] }, branching);
		refuse({ branching: [2, 11] }, branching);
		refuse({ branching: [4, 2] }, branching);
		expect(() => randomTree({ ...base, branching: [10, 10], depth: 1 })).not.toThrow();
	});

	it('depth outside 1 to 12', () => {
		for (const value of [0, 13, 1.5, Number.POSITIVE_INFINITY]) refuse({ depth: value }, depth);
		expect(() => randomTree({ ...base, branching: 2, depth: 12 })).not.toThrow();
	});

	it('min above max, values that are not finite, fractions with whole leaves', () => {
		refuse(
			{ min: 5, max: 4 },
			/^The smallest leaf value \(5\) is above the largest \(4\); swap them\.$/
		);
		refuse(
			{ min: Number.NaN },
			/^The smallest leaf value must be a finite number from -1,000,000,000 to 1,000,000,000\.$/
		);
		refuse({ max: Number.POSITIVE_INFINITY }, /^The largest leaf value must be a finite number/);
		refuse({ max: 2e9 }, /^The largest leaf value must be a finite number/);
		refuse(
			{ min: 0.5 },
			/^The smallest leaf value must be a whole number when leaves are whole numbers\.$/
		);
		expect(() => randomTree({ ...base, min: 0.5, integers: false })).not.toThrow();
	});

	it('a seed that is not a whole number from 0 to 2^32 - 1', () => {
		for (const value of [-1, 1.5, 2 ** 32, Number.NaN]) refuse({ seed: value }, seed);
		expect(() => randomTree({ ...base, seed: 2 ** 32 - 1 })).not.toThrow();
		expect(() => randomTree({ ...base, seed: 0 })).not.toThrow();
	});

	it('more nodes than the tree limit, counted before building', () => {
		refuse(
			{ branching: 10, depth: 5 },
			/^A tree with branching 10 and depth 5 has 111,111 nodes; the limit is 100,000\.$/
		);
		refuse(
			{ branching: [2, 10], depth: 12 },
			/^A tree with branching 2 to 10 and depth 12 can have up to 1,111,111,111,111 nodes; the limit is 100,000\.$/
		);
		refuse(
			{ branching: 3, depth: 11 },
			/^A tree with branching 3 and depth 11 has 265,720 nodes; the limit is 100,000\.$/
		);
		// 3^10 levels: 88,573 nodes fit.
		expect(treeGame(randomTree({ ...base, branching: 3, depth: 10 })).size).toBe(88_573);
	});
});

describe('a random tree as a source', () => {
	const random: GameSource = { kind: 'tree', random: { ...base, branching: [2, 3] }, root: 'min' };

	it('is drawn by gameFor, the same tree as the nested array it stands for', () => {
		const game = gameFor(random);
		const written = gameFor({
			kind: 'tree',
			tree: JSON.stringify(randomTree({ ...base, branching: [2, 3] })),
			root: 'min'
		});
		expect(game).toBeInstanceOf(TreeGame);
		expect((game as TreeGame).source).toEqual((written as TreeGame).source);
		expect(game.isMaximizing(game.root)).toBe(false);
	});

	it('keeps its recipe: sourceOf gives the options back, not the expanded tree', () => {
		expect(sourceOf(gameFor(random))).toEqual(random);
		// The same tree written out is another source, and stays written out.
		const text = JSON.stringify(randomTree({ ...base, branching: [2, 3] }));
		expect(sourceOf(gameFor({ kind: 'tree', tree: text, root: 'min' }))).toEqual({
			kind: 'tree',
			tree: text,
			root: 'min'
		});
	});

	it('is the same source as the same options, whatever the branching is written as', () => {
		expect(sameSource(random, { ...random })).toBe(true);
		expect(sameSource(random, { ...random, root: 'max' })).toBe(false);
		expect(sameSource(random, { kind: 'tree', random: { ...base, seed: 8 }, root: 'min' })).toBe(
			false
		);
		const text = JSON.stringify(randomTree(base));
		expect(
			sameSource(
				{ kind: 'tree', random: base, root: 'max' },
				{ kind: 'tree', tree: text, root: 'max' }
			)
		).toBe(false);
		expect(sameRandomTree({ ...base, branching: 3 }, { ...base, branching: [3, 3] })).toBe(true);
		expect(sameRandomTree({ ...base, integers: true }, base)).toBe(true);
		expect(sameRandomTree({ ...base, integers: false }, base)).toBe(false);
	});

	it("is refused by gameFor with the generator's reason", () => {
		expect(() => gameFor({ kind: 'tree', random: { ...base, depth: 13 }, root: 'max' })).toThrow(
			/^The depth must be a whole number from 1 to 12\.$/
		);
	});
});
