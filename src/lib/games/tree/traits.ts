import { describeGameOf } from '$lib/engine/json';
import { depthCeiling } from '$lib/engine/search';
import type { GameTraits } from '../traits';
import { treeLink } from './link';
import { treePracticeSource } from './practice-source';

/** The tree's traits: its link, its spacing, the engine's depth ceiling. */
export const treeTraits = {
	kind: 'tree',
	// Small shapes rather than boards: nodes and levels sit closer. With windows a little further:
	// a cut's tally sits between the windows under one row and the numbers over the next.
	spacing: (windows) => ({ nodeWidth: 72, levelHeight: windows ? 128 : 112 }),
	drawsCutBranchesWhole: true,
	depthCeiling,
	link: treeLink,
	practice: treePracticeSource,
	// The nested arrays as the trace file writes them.
	positionFile: (game) => {
		const described = describeGameOf(game);
		return JSON.stringify('tree' in described ? described.tree : null);
	}
} as const satisfies GameTraits;
