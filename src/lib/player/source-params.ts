import type { GameSource, SearchId } from '$lib/engine';
import { companionSearchId } from '$lib/engine/search-catalog';
import { traitsOf } from '$lib/games/traits';

/**
 * A position's parameters in a link, written by its game's link form (its traits, which the
 * registry registers): apart from the rest of the link (query.ts) so a worker writes them
 * without loading the page's catalogues.
 */

/** Each position's parameters as written, kept: the address is written again at every step. */
const writtenSources = new WeakMap<GameSource, string>();

/**
 * The parameters naming `source` in a query string (no `?`), written by its game's link form
 * once per source object. A big tree's (packed: ~100 ms at 100,000 nodes) is written in the
 * worker that reads it, and handed to `rememberSourceParams`, so the page never packs it.
 */
export function sourceParams(source: GameSource): string {
	let text = writtenSources.get(source);
	if (text === undefined) {
		const params = new URLSearchParams();
		traitsOf(source.kind).link.write(source, params);
		text = params.toString();
		writtenSources.set(source, text);
	}
	return text;
}

/** Keeps `text`, which `sourceParams` wrote for a copy of `source` (in a worker), for `source`. */
export function rememberSourceParams(source: GameSource, text: string): void {
	writtenSources.set(source, text);
}

/**
 * A practice link's position and search (`algo=`, alpha-beta's left out as practice's own), its
 * other options to add: the step-through page's Practice link, and practice's own links.
 */
export function practiceParams(source: GameSource, algorithm: SearchId): URLSearchParams {
	const written = sourceParams(source);
	const params = new URLSearchParams(written);
	// The views' own position (written as nothing) is named: practice's own is another.
	if (written === '') traitsOf(source.kind).link.write(source, params, true);
	if (algorithm !== companionSearchId()) params.set('algo', algorithm);
	return params;
}
