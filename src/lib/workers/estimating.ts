import { estimateCalls, gameFor, type CallEstimate, type GameSource } from '$lib/engine';

/** A position and the depth limit it would be searched under, for an editor's call estimate. */
export interface EstimateRequest {
	readonly source: GameSource;
	readonly depthLimit: number;
}

/** The calls minimax and alpha-beta would make, each counted or (past the budget) grown. */
export interface SearchEstimates {
	readonly minimax: CallEstimate;
	readonly alphabeta: CallEstimate;
}

/**
 * What the estimate worker does (a plain function, so the unit tests run it in Node): up to
 * ~0.4 s of counting per search (`estimateCalls`), which is why it runs off the page's thread.
 * Throws `InputError` for a position that cannot be played (an editor asks only for good ones).
 */
export function estimateSearches({ source, depthLimit }: EstimateRequest): SearchEstimates {
	const game = gameFor(source);
	return {
		minimax: estimateCalls(game, { algorithm: 'minimax', depthLimit, symmetry: false }),
		alphabeta: estimateCalls(game, { algorithm: 'alphabeta', depthLimit, symmetry: false })
	};
}
