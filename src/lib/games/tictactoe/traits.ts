import { isWindowed } from '$lib/engine/search-catalog';
import { depthCeiling } from '$lib/engine/search';
import type { GameTraits } from '../traits';
import { tictactoeLink } from './link';

/** Tic-tac-toe's traits: its link, its spacing, the engine's depth ceiling. */
export const tictactoeTraits = {
	kind: 'board',
	// Under alpha-beta a window line sits below the score, so levels sit further apart.
	spacing: (algorithm) => (isWindowed(algorithm) ? { levelHeight: 190 } : {}),
	drawsCutBranchesWhole: false,
	depthCeiling,
	link: tictactoeLink
} as const satisfies GameTraits;
