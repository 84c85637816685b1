import { InputError } from '../../engine/errors';
import { TREE_LIMITS } from './rules';
import { branchingRange } from './branching';

/**
 * Random game trees for practice, as the nested arrays `treeGame` reads. The same options and
 * seed always give the same tree, so a tree can be shared as its seed.
 *
 * Draws, in preorder: at an inner node, its child count (only when `branching` is a range);
 * at a leaf, its value. Fixed branching draws nothing for inner nodes.
 */

export interface RandomTreeOptions {
	/** Children per inner node: a fixed count, or an inclusive range picked per node. */
	branching: number | [number, number];
	/** Levels below the root; every leaf sits at exactly this level. */
	depth: number;
	/** Smallest and largest leaf value (inclusive). */
	min: number;
	max: number;
	/** Any whole number from 0 to 4,294,967,295 (the PRNG's 32-bit state). */
	seed: number;
	/** Whole-number leaves (default); otherwise any number from min up to max. */
	integers?: boolean;
	/**
	 * Every leaf a different whole number (no ties: best-first alpha-beta then examines exactly
	 * Knuth and Moore's b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves of a uniform tree). Drawn by redrawing a
	 * value already used, so the same seed still gives the same tree.
	 */
	distinct?: boolean;
}

export const RANDOM_TREE_LIMITS = {
	minBranching: 1,
	maxBranching: 10,
	minDepth: 1,
	maxDepth: 12,
	// Keeps max - min + 1 below 2^32, so every whole number in range can be drawn.
	maxMagnitude: 1_000_000_000,
	maxSeed: 0xffff_ffff,
	maxNodes: TREE_LIMITS.maxNodes
} as const;

/** The random-tree form's first options, and a link's for what it leaves out. */
export const RANDOM_TREE_START: Readonly<RandomTreeOptions> = {
	branching: [2, 3],
	depth: 3,
	min: 0,
	max: 20,
	seed: 1
};

export { branchingRange };

/** Two option sets that draw the same tree (a fixed branching and a range of one count alike). */
export function sameRandomTree(a: RandomTreeOptions, b: RandomTreeOptions): boolean {
	const [aLow, aHigh] = branchingRange(a);
	const [bLow, bHigh] = branchingRange(b);
	return (
		aLow === bLow &&
		aHigh === bHigh &&
		a.depth === b.depth &&
		a.min === b.min &&
		a.max === b.max &&
		a.seed === b.seed &&
		(a.integers ?? true) === (b.integers ?? true) &&
		(a.distinct ?? false) === (b.distinct ?? false)
	);
}

/**
 * mulberry32 (Tommy Ettinger's 32-bit generator): tiny, fast and good enough for picking
 * trees, and easy to re-implement anywhere from its few lines. Returns numbers in [0, 1).
 */
function mulberry32(seed: number): () => number {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) | 0;
		let t = Math.imul(state ^ (state >>> 15), state | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** Checks the options and returns the branching range. */
function check(options: RandomTreeOptions): [number, number] {
	const { depth, min, max, seed } = options;
	const limits = RANDOM_TREE_LIMITS;
	const [low, high] = branchingRange(options);
	if (
		!Number.isInteger(low) ||
		!Number.isInteger(high) ||
		low < limits.minBranching ||
		high > limits.maxBranching ||
		low > high
	) {
		throw new InputError('randomBranching', {
			min: limits.minBranching,
			max: limits.maxBranching
		});
	}
	if (!Number.isInteger(depth) || depth < limits.minDepth || depth > limits.maxDepth) {
		throw new InputError('randomDepth', { min: limits.minDepth, max: limits.maxDepth });
	}
	for (const [which, value] of [
		['smallest', min],
		['largest', max]
	] as const) {
		if (!Number.isFinite(value) || Math.abs(value) > limits.maxMagnitude) {
			throw new InputError('randomLeafRange', { which, limit: limits.maxMagnitude });
		}
		if ((options.integers ?? true) && !Number.isInteger(value)) {
			throw new InputError('randomLeafWhole', { which });
		}
	}
	if (min > max) {
		throw new InputError('randomMinAboveMax', { min, max });
	}
	if (!Number.isInteger(seed) || seed < 0 || seed > limits.maxSeed) {
		throw new InputError('randomSeed', { max: limits.maxSeed });
	}
	// Counted before building, for the widest branching, so a big request fails at once.
	let nodes = 0;
	for (let level = 0, width = 1; level <= depth; level++, width *= high) nodes += width;
	if (nodes > limits.maxNodes) {
		throw new InputError('randomTooBig', { low, high, depth, nodes, limit: limits.maxNodes });
	}
	if (options.distinct === true) {
		const leaves = high ** depth;
		const values = max - min + 1;
		if (values < leaves) throw new InputError('randomDistinctRange', { leaves, values });
	}
	return [low, high];
}

/** A random tree: nested arrays with every leaf exactly `depth` levels below the root. */
export function randomTree(options: RandomTreeOptions): unknown[] {
	const [low, high] = check(options);
	const { depth, min, max } = options;
	const integers = options.integers ?? true;
	const next = mulberry32(options.seed);
	const draw = (): number =>
		integers ? min + Math.floor(next() * (max - min + 1)) : min + next() * (max - min);
	const used = options.distinct === true ? new Set<number>() : null;
	const leaf = (): number => {
		let value = draw();
		if (used === null) return value;
		while (used.has(value)) value = draw();
		used.add(value);
		return value;
	};
	const node = (level: number): unknown[] => {
		const children = low === high ? low : low + Math.floor(next() * (high - low + 1));
		const items: unknown[] = [];
		// In order, so draws follow preorder (see the file comment).
		for (let i = 0; i < children; i++) items.push(level + 1 === depth ? leaf() : node(level + 1));
		return items;
	};
	return node(0);
}
