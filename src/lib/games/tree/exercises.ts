import type { GameSource } from '$lib/engine';
import type { PracticeEntry } from '$lib/games/entries';
import type { Localized } from '$lib/i18n';
import { PRACTICE_LIMITS } from '$lib/practice/limits';
import { branchingRange } from './branching';
import type { TreeSource } from './module';

/**
 * The tree's exercises on the practice page (its entry's `practice`, which practice reads): a
 * random tree's depth and branching kept within practice's limits, and the next random tree.
 * Apart from the rules, as the entry that holds it is on every page.
 */

const DEFAULT_DEPTH = 3;
const DEFAULT_BRANCHING: [number, number] = [2, 3];

/** A random tree's depth and branching brought within practice's ranges, each change reported. */
function fitRandom(source: TreeSource, problems: Localized[]): TreeSource {
	if (!('random' in source)) return source;
	const { minDepth, maxDepth, minBranching, maxBranching } = PRACTICE_LIMITS;
	let { depth } = source.random;
	if (!(depth >= minDepth && depth <= maxDepth)) {
		const value = Number.isNaN(depth) ? '?' : String(depth);
		problems.push((t) => t.practice.badDepth(value, minDepth, maxDepth, DEFAULT_DEPTH));
		depth = DEFAULT_DEPTH;
	}
	let branching = source.random.branching;
	const [low, high] = branchingRange(source.random);
	if (!(low >= minBranching && high <= maxBranching && low <= high)) {
		const value = Number.isNaN(low) ? '?' : low === high ? String(low) : `${low}-${high}`;
		const fallback = DEFAULT_BRANCHING.join('-');
		problems.push((t) => t.practice.badBranching(value, minBranching, maxBranching, fallback));
		branching = DEFAULT_BRANCHING;
	}
	return { ...source, random: { ...source.random, depth, branching } };
}

/** The same tree on the next seed (a random tree), or a first random tree. */
function nextRandom(source: GameSource): TreeSource {
	const tree = source.kind === 'tree' ? source : null;
	const root = tree?.root ?? 'max';
	const random =
		tree && 'random' in tree
			? { ...tree.random, seed: (tree.random.seed + 1) % 0x1_0000_0000 }
			: { branching: DEFAULT_BRANCHING, depth: DEFAULT_DEPTH, min: 0, max: 20, seed: 1 };
	return { kind: 'tree', random, root };
}

/** The tree's practice entry, starting from `start` (article 004's tree). */
export function treeExercises(start: TreeSource): PracticeEntry {
	return {
		start,
		fit: (source, problems) => (source.kind === 'tree' ? fitRandom(source, problems) : source),
		next: nextRandom
	};
}
