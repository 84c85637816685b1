import type { CallEstimate, GameSource } from '$lib/engine';

/**
 * What an editor asks of the page to show how many calls a position would take: a contract
 * the page fulfils with its estimate worker (src/lib/workers/estimate.ts), so that a game's
 * editor starts no worker itself and the tests hand in a plain function.
 */

/** A position and the depth limit it would be searched under, for an editor's call estimate. */
export interface EstimateRequest {
	readonly source: GameSource;
	readonly depthLimit: number;
}

/**
 * The calls minimax (the default search) and alpha-beta (`companionSearchId`) would make, each
 * counted or (past the budget) grown: the two an editor's estimate names.
 */
export interface SearchEstimates {
	readonly minimax: CallEstimate;
	readonly alphabeta: CallEstimate;
}

/** Gives a request's estimates, or null when a later request (or `stop`) overtook it. */
export type Estimator = (request: EstimateRequest) => Promise<SearchEstimates | null>;

/** The page's estimates for an editor: the latest request only, stopped when the editor goes. */
export interface CallEstimates {
	readonly estimate: Estimator;
	/** Stops the request still counting, if any (it is answered null). */
	stop(): void;
}
