import type { Scoring } from '$lib/games/tictactoe/rules';

/**
 * What a finished board returns in each convention (see `Scoring` in the engine), as every
 * listing writes it: the human's win (a loss for the AI), then the AI's.
 */
export const RETURNS: Record<Scoring, { readonly loss: string; readonly win: string }> = {
	article: { loss: '-10', win: '+10' },
	unit: { loss: '-1', win: '+1' },
	// Depth-aware: a quicker win scores more, a slower loss less (depth = moves since the root).
	depth: { loss: 'depth - 10', win: '10 - depth' }
};
