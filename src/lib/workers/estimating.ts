import { estimateCalls } from '$lib/engine/estimate';
import { companionSearchId } from '$lib/engine/search-catalog';
import { defaultSearchId } from '$lib/engine/search';
import { gameFor } from '$lib/engine/game-catalog';
import type { EstimateRequest, SearchEstimates } from '$lib/player/estimates';

/**
 * What the estimate worker does (a plain function, so the unit tests run it in Node): up to
 * ~0.4 s of counting per search (`estimateCalls`), which is why it runs off the page's thread.
 * Throws `InputError` for a position that cannot be played (an editor asks only for good ones).
 */
export function estimateSearches({ source, depthLimit }: EstimateRequest): SearchEstimates {
	const game = gameFor(source);
	return {
		minimax: estimateCalls(game, { algorithm: defaultSearchId(), depthLimit, symmetry: false }),
		alphabeta: estimateCalls(game, { algorithm: companionSearchId(), depthLimit, symmetry: false })
	};
}
