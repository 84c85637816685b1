import type { SearchId, Game, SearchSettings } from '../lib/engine/index';
import { InputError } from '../lib/engine/errors';
import { estimateCalls } from '../lib/engine/estimate';
import { searchesTakingSetting, smallerSearchIds } from '../lib/engine/search-catalog';
import { depthCeiling, settingsFor } from '../lib/engine/search';
import { settingsAs } from '../lib/engine/search-settings';

/**
 * The most calls the command line records. A trace keeps about 20 bytes a call (27 with a
 * table) outside Node's heap and twice that while its pages are joined, so 20 million calls
 * peak near 1 GB; the search takes some 10 s, and the records run to about 2.5 GB of JSON. The
 * depth-8 empty Connect Four board's 6,634,027 minimax calls fit; depth 9's 46 million do not.
 */
export const CLI_MAX_CALLS = 20_000_000;

/**
 * Searches that cut or share work to suggest instead, most likely to fit first: those offered
 * instead of a search too big (registry order), then the other searches that cut.
 */
const lighter = (): readonly SearchId[] => {
	const smaller = smallerSearchIds();
	const cutting = searchesTakingSetting('cut').filter((id) => !smaller.includes(id));
	return [...smaller, ...cutting];
};

/**
 * Throws `InputError` before a search too big to record starts: its estimate (estimate.ts, a
 * count or an extrapolation), with the deepest lower depth limit and a lighter search that fit.
 */
export function checkSize(game: Game, asked: SearchSettings, limit: number = CLI_MAX_CALLS): void {
	const settings = settingsFor(game, asked);
	const { calls, exact } = estimateCalls(game, settings);
	if (calls <= limit) return;
	const fits = (choice: SearchSettings) => estimateCalls(game, choice).calls <= limit;
	const fitsAlgorithm =
		lighter().find(
			(algorithm) => algorithm !== settings.algorithm && fits(settingsAs(settings, algorithm))
		) ?? null;
	throw new InputError('cliTooBig', {
		algorithm: settings.algorithm,
		depth: settings.depthLimit,
		calls,
		exact,
		limit,
		fitsDepth: deepestFitting(settings, depthCeiling(game), fits),
		fitsAlgorithm
	});
}

/**
 * The deepest depth limit below the asked one (or the game's ceiling) whose search fits, or
 * null: a binary search, since calls grow with the depth; each try is one estimate (at most
 * some 0.4 s), and the answer is itself checked to fit.
 */
function deepestFitting(
	settings: SearchSettings,
	ceiling: number,
	fits: (choice: SearchSettings) => boolean
): number | null {
	const at = (depthLimit: number) => fits({ ...settings, depthLimit });
	if (!at(1)) return null;
	let [low, high] = [1, settings.depthLimit ?? ceiling];
	while (high - low > 1) {
		const middle = Math.floor((low + high) / 2);
		if (at(middle)) low = middle;
		else high = middle;
	}
	return low;
}

/** Thrown by the progress callback when a search passes the limit its estimate kept it under. */
export function guardCalls(limit: number = CLI_MAX_CALLS): (calls: number) => void {
	return (calls) => {
		if (calls > limit) throw new InputError('cliTooBigRunning', { limit });
	};
}
