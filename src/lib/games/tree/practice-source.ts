import type { GameSource } from '$lib/engine';
import type { Localized } from '$lib/i18n';
import type { PracticeSource } from '../traits';
import { branchingRange } from './random';

/** A random exercise's depth and branching when a link's are out of practice's ranges. */
const DEFAULT_DEPTH = 3;
const DEFAULT_BRANCHING: [number, number] = [2, 3];

/**
 * Trees as the practice page sets them (the game its exercises are on unless a link names
 * another): article 004's tree to start, random trees drawn from a recipe, each next exercise
 * the same recipe on the next seed.
 */
export const treePracticeSource: PracticeSource = {
	/** A random tree's depth and branching brought within practice's ranges, each change said. */
	fit(source, limits, problems: Localized[]) {
		if (source.kind !== 'tree' || !('random' in source)) return source;
		const { minDepth, maxDepth, minBranching, maxBranching } = limits;
		let { depth } = source.random;
		if (!(depth >= minDepth && depth <= maxDepth)) {
			const value = Number.isNaN(depth) ? '?' : String(depth);
			problems.push((t) => t.mistakes.badDepth(value, minDepth, maxDepth, DEFAULT_DEPTH));
			depth = DEFAULT_DEPTH;
		}
		let branching = source.random.branching;
		const [low, high] = branchingRange(source.random);
		if (!(low >= minBranching && high <= maxBranching && low <= high)) {
			const value = Number.isNaN(low) ? '?' : low === high ? String(low) : `${low}-${high}`;
			const fallback = DEFAULT_BRANCHING.join('-');
			problems.push((t) => t.mistakes.badBranching(value, minBranching, maxBranching, fallback));
			branching = DEFAULT_BRANCHING;
		}
		return { ...source, random: { ...source.random, depth, branching } };
	},
	/** The same random tree on the next seed, or a first random tree (with a tree's root side). */
	next(source): GameSource {
		const tree = source.kind === 'tree' ? source : null;
		const root = tree?.root ?? 'max';
		const random =
			tree && 'random' in tree
				? { ...tree.random, seed: (tree.random.seed + 1) % 0x1_0000_0000 }
				: { branching: DEFAULT_BRANCHING, depth: DEFAULT_DEPTH, min: 0, max: 20, seed: 1 };
		return { kind: 'tree', random, root };
	},
	drawn: (source) => source.kind === 'tree' && 'random' in source
};
