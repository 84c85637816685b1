import { depthCeiling } from '$lib/engine/search';
import type { GameTraits } from '../traits';
import { tictactoeLink } from './link';

/** Tic-tac-toe's traits: its link, its spacing, the engine's depth ceiling. */
export const tictactoeTraits = {
	kind: 'board',
	// With a window line below the score, levels sit further apart.
	spacing: (windows) => (windows ? { levelHeight: 190 } : {}),
	drawsCutBranchesWhole: false,
	depthCeiling,
	link: tictactoeLink
} as const satisfies GameTraits;
