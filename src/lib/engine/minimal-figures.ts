import type { UniformShape } from './minimal-tree';

/**
 * The figures the minimal tree's panel shows of a uniform tree (components/MinimalTree.svelte):
 * apart from `uniformShape`, which step 0 reads, so the first view of `/` does not carry them
 * (issue 45).
 */

/** Knuth and Moore's figure: the fewest leaves alpha-beta can examine, b^⌈d/2⌉ + b^⌊d/2⌋ − 1. */
export function knuthMoore({ branching, depth }: UniformShape): number {
	return branching ** Math.ceil(depth / 2) + branching ** Math.floor(depth / 2) - 1;
}

/** Minimax's leaves on the same tree: b^d. */
export function fullWidthLeaves({ branching, depth }: UniformShape): number {
	return branching ** depth;
}

/**
 * The effective branching factor b* (AIMA 3.6.1): the branching of a uniform tree `depth` levels
 * deep holding the `generated` nodes below its root, N + 1 = 1 + b* + (b*)² + … + (b*)^d, solved
 * by bisection (the sum grows with b*). A search that generates a subset of a uniform tree's
 * nodes never gets a b* above the tree's own branching.
 */
export function effectiveBranching(generated: number, depth: number): number {
	const below = (b: number) => Array.from({ length: depth }, (_, at) => b ** (at + 1));
	let [low, high] = [0, Math.max(1, generated)];
	for (let round = 0; round < 60; round++) {
		const mid = (low + high) / 2;
		if (below(mid).reduce((sum, nodes) => sum + nodes, 0) < generated) low = mid;
		else high = mid;
	}
	return (low + high) / 2;
}
