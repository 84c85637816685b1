import { depthCeiling } from '$lib/engine/search';
import type { GameTraits } from '../traits';
import { connect4Link } from './link';
import { CONNECT4_DEFAULT_DEPTH } from './rules';

/** The deepest search the page offers on Connect Four (the CLI may go deeper). */
export const PAGE_DEPTH_CEILING = 12;

/** Connect Four's traits: its link, its spacing, the page's depth ceiling and default depth. */
export const connect4Traits = {
	kind: 'connect4',
	// Seven children a call: cards a little wider than a board's, levels further apart where a
	// window line sits below the score.
	spacing: (windows) => ({ nodeWidth: 122, levelHeight: windows ? 200 : 175 }),
	drawsCutBranchesWhole: false,
	depthCeiling: (game) => Math.min(PAGE_DEPTH_CEILING, depthCeiling(game)),
	defaultDepthLimit: CONNECT4_DEFAULT_DEPTH,
	link: connect4Link
} as const satisfies GameTraits;
