import { COMPARE_ALGORITHMS, InputError, countSearch, gameFor, packGame } from '$lib/engine';
import { sourceParams } from '$lib/player/query';
import type { CompareMessage, CompareRequest } from './compare';

/**
 * What the compare worker does, as a function of the request and a way to answer, so the unit
 * tests run it in Node as the worker would: the position first (packed, so a big tree is parsed
 * here once and never on the page, with its link parameters, packed here too), then one row per
 * search, then done; or the input error.
 */
export function compareSearches(
	{ source }: CompareRequest,
	answer: (message: CompareMessage) => void
): void {
	try {
		const game = gameFor(source);
		// Copied, not transferred: the searches below still read the tree's columns.
		answer({ kind: 'game', game: packGame(game), link: sourceParams(source) });
		for (const algorithm of COMPARE_ALGORITHMS) {
			const start = performance.now();
			const counts = countSearch(game, algorithm);
			answer({ kind: 'row', counts, ms: performance.now() - start });
		}
		answer({ kind: 'done' });
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		answer({ kind: 'error', error: error.data });
	}
}
