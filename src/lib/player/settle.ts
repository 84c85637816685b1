import type { Game, InputErrorData, InputErrorParams, SearchId, SearchSettings } from '$lib/engine';
import { InputError } from '$lib/engine/errors';
import { refusedOption } from '$lib/engine/option-values';
import { gameRefusal, isSearchId, searchInstead } from '$lib/engine/search-catalog';
import { depthCeiling, settingsFor } from '$lib/engine/search';
import { checkSettings, plainOptions, settingsAs } from '$lib/engine/search-settings';
import { traitsFor } from '$lib/games/traits';

/**
 * A link's search as the page can run it on its position: what both views (the step-through
 * page, and the compare worker) drop from it, each with the fact to say, and the smaller search
 * a link too big for a trace opens with instead. Plain data, so a worker can post it; the page
 * words it (`state/refusals.ts`).
 */

/** An option of the link's search the position cannot take, and what runs instead. */
export type Refusal =
	/** A depth limit past what the page searches this game to (Connect Four: 12): `used` instead. */
	| {
			readonly kind: 'tooDeep';
			readonly value: number;
			readonly deepest: number;
			readonly used: number | null;
	  }
	/** A depth limit past the position's longest game (the engine's reason): `used` instead. */
	| { readonly kind: 'depth'; readonly error: InputErrorData; readonly used: number | null }
	/** Symmetry on a tree, or on a search without a table (the engine's reason): dropped. */
	| { readonly kind: 'option'; readonly error: InputErrorData }
	/** A search the position cannot take at all (chance nodes under minimax): `used` instead. */
	| { readonly kind: 'search'; readonly error: InputErrorData; readonly used: SearchId };

/**
 * `search` less what `game` cannot take, each drop a `Refusal`: a depth limit past the page's
 * ceiling for the game gives way to the game's own default (Connect Four's 4); one past the
 * position's longest game is dropped (the game's default, or none, runs); symmetry where it does
 * not apply is dropped. The position opens without them rather than not at all.
 */
export function settleSearch(
	game: Game,
	search: SearchSettings
): { search: SearchSettings; refusals: Refusal[] } {
	const refusals: Refusal[] = [];
	const deepest = traitsFor(game).depthCeiling(game);
	// The depth limit a search without one runs at (Connect Four: 4; else none).
	const fallback = settingsFor(game, { ...search, depthLimit: null }).depthLimit;
	let settled = search;
	const value = settled.depthLimit;
	if (value !== null && value > deepest && deepest < depthCeiling(game)) {
		refusals.push({ kind: 'tooDeep', value, deepest, used: fallback });
		settled = { ...settled, depthLimit: fallback };
	}
	// Each refusal drops what it names until the engine takes the rest. One refused again means
	// nothing more can be dropped: it stops there, whatever kinds of refusal the searches declare.
	const refused = new Set<string>();
	for (;;) {
		try {
			checkSettings(game, settled, deepest);
			break;
		} catch (error) {
			if (!(error instanceof InputError)) throw error;
			const said = `${error.code} ${refusedOption(error.data) ?? ''}`;
			if (refused.has(said)) break;
			refused.add(said);
			if (error.code === 'depthRange') {
				refusals.push({ kind: 'depth', error: error.data, used: fallback });
				settled = { ...settled, depthLimit: null };
			} else {
				const used = withoutOption(game, settled, error);
				const { data } = error;
				const switched = used.algorithm !== settled.algorithm;
				refusals.push(
					switched
						? { kind: 'search', error: data, used: used.algorithm }
						: { kind: 'option', error: data }
				);
				settled = used;
			}
		}
	}
	return { search: settled, refusals };
}

/**
 * `search` without the option the engine refused with `error` (symmetry, the order, the cut
 * rule, a declared option); where `game` refuses the search itself (chance nodes under a search
 * that does not average, a search that needs value bounds the game does not state), the search
 * the plug-in module offers in its place.
 */
function withoutOption(game: Game, search: SearchSettings, error: InputError): SearchSettings {
	const { code } = error;
	const limited = search.depthLimit !== null;
	if (code === gameRefusal(game, search.algorithm, limited)?.code) {
		const instead = searchInstead(game, search.algorithm, limited);
		if (instead !== undefined) return settingsAs(search, instead);
	}
	if (code === 'orderOwnOrder') return plainOptions({ ...search, order: 'given' });
	if (code === 'cutNoWindow') return plainOptions({ ...search, cut: 'ge' });
	const option = refusedOption(error.data);
	if (option !== null) {
		const options = Object.entries(search.options ?? {}).filter(([key]) => key !== option);
		return plainOptions({ ...search, options: Object.fromEntries(options) });
	}
	return { ...search, symmetry: false };
}

/** What a search too big for a trace is refused with (the engine's `searchTooBig` details). */
export type TooBigDetails = InputErrorParams<'searchTooBig'>[0];

/** The search a link too big for a trace opens with instead, and its estimated calls. */
export interface FittingSearch {
	readonly search: SearchSettings;
	/** Only its depth limit is lower than the link's. */
	readonly lower: boolean;
	readonly calls: number;
	readonly exact: boolean;
}

/**
 * The search to open instead of `asked`, which was refused as too big with `refused`: the same
 * search at the deepest lower depth limit that fits, else the lighter search that fits at the
 * same depth (ordered alpha-beta, or alpha-beta with a table); null when the refusal offers
 * neither.
 */
export function fittingSearch(asked: SearchSettings, refused: TooBigDetails): FittingSearch | null {
	const offered = (
		shown: NonNullable<TooBigDetails['lowerDepth']>,
		lower: boolean
	): FittingSearch | null => {
		if (!isSearchId(shown.algorithm)) return null;
		const search: SearchSettings = lower
			? { ...asked, depthLimit: shown.depth }
			: { algorithm: shown.algorithm, depthLimit: shown.depth, symmetry: false };
		return { search, lower, calls: shown.calls, exact: shown.exact };
	};
	const { lowerDepth, otherSearch } = refused;
	return (
		(lowerDepth && offered(lowerDepth, true)) ??
		(otherSearch && offered(otherSearch, false)) ??
		null
	);
}
