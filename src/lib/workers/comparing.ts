import {
	COMPARE_ROWS,
	InputError,
	checkSettings,
	countSearch,
	depthCeiling,
	gameFor,
	packGame,
	rowSettings,
	type Game,
	type SearchSettings
} from '$lib/engine';
import { sourceParams } from '$lib/player/query';
import type { CompareMessage, CompareRequest } from './compare';

/**
 * What the compare worker does, as a function of the request and a way to answer, so the unit
 * tests run it in Node as the worker would: the position first (packed, so a big tree is parsed
 * here once and never on the page, with its link parameters, packed here too), then the link's
 * search checked, then one row per search under its depth limit, then done; or the input error.
 */
export function compareSearches(
	{ source, search }: CompareRequest,
	answer: (message: CompareMessage) => void
): void {
	try {
		const game = gameFor(source);
		// Copied, not transferred: the searches below still read the tree's columns.
		answer({ kind: 'game', game: packGame(game), link: sourceParams(source) });
		const { depthLimit } = settle(game, search, answer);
		for (const row of COMPARE_ROWS) {
			const settings = rowSettings(row, depthLimit);
			try {
				checkSettings(game, settings, depthCeiling(game));
			} catch (error) {
				if (!(error instanceof InputError)) throw error;
				answer({ kind: 'skipped', key: row.key, error: error.data });
				continue;
			}
			const start = performance.now();
			const counts = countSearch(game, settings);
			answer({ kind: 'row', counts, ms: performance.now() - start });
		}
		answer({ kind: 'done' });
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		answer({ kind: 'error', error: error.data });
	}
}

/**
 * The link's search as this position can take it: each option it refuses (a depth past its
 * longest game, symmetry on a tree) is reported with the engine's reason and dropped, the rest
 * kept, as the step-through page does.
 */
function settle(
	game: Game,
	search: SearchSettings,
	answer: (message: CompareMessage) => void
): SearchSettings {
	let settled = search;
	for (let tries = 0; tries < 3; tries++) {
		try {
			checkSettings(game, settled, depthCeiling(game));
			return settled;
		} catch (error) {
			if (!(error instanceof InputError)) throw error;
			settled =
				error.code === 'depthRange'
					? { ...settled, depthLimit: null }
					: { ...settled, symmetry: false };
			answer({ kind: 'refused', error: error.data, search: settled });
		}
	}
	return settled;
}
