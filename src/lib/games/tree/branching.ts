import type { RandomTreeOptions } from './random';

/** The fewest and most children per inner node (apart from random.ts: the entry needs it). */
export function branchingRange(options: RandomTreeOptions): [number, number] {
	const { branching } = options;
	return typeof branching === 'number' ? [branching, branching] : [branching[0], branching[1]];
}
