import {
	defaultSearchId,
	estimateCalls,
	gameFor,
	windowedSearchId,
	type CallEstimate,
	type GameSource
} from '$lib/engine';

/** A position and the depth limit it would be searched under, for an editor's call estimate. */
export interface EstimateRequest {
	readonly source: GameSource;
	readonly depthLimit: number;
}

/**
 * The calls minimax (the default search) and alpha-beta (`windowedSearchId`) would make, each
 * counted or (past the budget) grown: the two an editor's estimate names.
 */
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
		minimax: estimateCalls(game, { algorithm: defaultSearchId(), depthLimit, symmetry: false }),
		alphabeta: estimateCalls(game, { algorithm: windowedSearchId(), depthLimit, symmetry: false })
	};
}
