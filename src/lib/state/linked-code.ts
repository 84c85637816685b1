import { browser } from '$app/environment';
import {
	defaultSearchId,
	isGameLoaded,
	isSearchLoaded,
	loadableGames,
	searchIds,
	loadAllSearches,
	loadEverything,
	loadGames,
	loadSearches,
	type GameKind
} from '$lib/engine';
import { companionSearchId, exerciseSearchIds, loadSearchWords } from '$lib/engine/search-catalog';
import { gameNotLoaded, kindsNamedIn } from '$lib/games/entries';
import type { Localized } from '$lib/i18n';
import { pendingQuery } from '$lib/player/long-link';
import { DEFAULT_QUERY, linkedSearch } from '$lib/player/query-plain';

/**
 * The searches a view runs: the link's, the default and its companion (`linked`), and with them
 * those practice sets as exercises (`exercises`); none (`none`: the compare worker runs them).
 */
export type ViewSearches = 'linked' | 'exercises' | 'none';

/**
 * A view's load (its +page.ts): the code of the games and searches it shows first, before it
 * hydrates, so reading its link stays synchronous. Games: the view's own default `shown`, the
 * step-through page's default (a link's fallback), and every kind the link names (a link too
 * long for the address bar was set aside: its query counts). Searches: the default's words (the
 * step-through page: its rule and its companion's with its first search, `loadFirstRules`), or
 * practice's rules (the default, its companion and the exercises), and the link's `algo`. What a link names but cannot be fetched is left out here and
 * reported when the link is read or the search run. Prerendering loads everything: each view's
 * default is drawn at build time. `search` reads the load's address (a link followed within the
 * app is not yet the browser's), untracked: the view's own changes to its address load nothing.
 * Resolves with the kinds the view may show: its own and those the link names.
 */
export async function loadLinkedCode(
	shown: GameKind,
	searches: ViewSearches,
	search: () => string
): Promise<GameKind[]> {
	if (!browser) return loadEverything().then(() => [shown]);
	const params = linkParams(search);
	const needed = [shown, DEFAULT_QUERY.source.kind];
	const linked = kindsNamedIn((name) => params.has(name));
	// The compare view's searches run in its worker alone: the page loads none.
	const algorithm = searches === 'none' ? null : linkedSearch(params);
	const exercises = searches === 'exercises' ? exerciseSearchIds() : [];
	// Practice shows no search's code or notes: their words stay on the server. Nor does it pack
	// its own game's links (a tree's, whose exercises go by recipe), but a linked position's.
	const withWords = searches !== 'exercises';
	await Promise.all([
		loadGames(needed, withWords),
		loadGames(linked).catch(() => undefined),
		// The step-through page plays its default back from a trace recorded ahead: the rules
		// load with the first search it runs (`loadFirstRules`), practice's with it.
		searches === 'linked'
			? loadSearchWords([defaultSearchId()])
			: searches === 'exercises'
				? loadSearches([defaultSearchId(), ...exercises], false)
				: null,
		searches === 'exercises' ? loadSearches([companionSearchId()], false) : null,
		algorithm === null ? null : loadSearches([algorithm], withWords).catch(() => undefined)
	]);
	return [shown, ...linked];
}

/**
 * Loads the rules of the searches the step-through page runs besides one it opens (which loads
 * its own): the default's, shown first from a trace recorded ahead, and its companion's (the
 * examples', the editors' counts, the depth note's, the horizon's, a question set's). Its
 * openings, editors and dialogs wait for them as their code loads.
 */
export function loadFirstRules(): Promise<void> {
	return loadSearches([defaultSearchId(), companionSearchId()], false);
}

/**
 * The link a view's load reads (`search`, its address's query string), or the one a link too long
 * for the address bar set aside (long-link.ts).
 */
export function linkParams(search: () => string): URLSearchParams {
	return new URLSearchParams(pendingQuery(search()));
}

/**
 * Loads the code of the games `kinds`; resolves with null once it is, or with the problem to
 * show when a game's code could not be fetched (the network down, the site updated meanwhile).
 */
export async function gameCodeMissing(kinds: readonly GameKind[]): Promise<Localized | null> {
	try {
		await loadGames(kinds);
		return null;
	} catch {
		const kind = kinds.find((each) => !isGameLoaded(each)) ?? kinds[0];
		return gameNotLoaded(kind);
	}
}

/** Whether every game's and every search's code is loaded. */
export function everyCodeLoaded(): boolean {
	return loadableGames().every(isGameLoaded) && searchIds().every(isSearchLoaded);
}

/** Loads every game's and search's code (a trace file may hold any); null, or what failed. */
export async function allCodeMissing(): Promise<Localized | null> {
	const missing = await gameCodeMissing(loadableGames());
	if (missing !== null) return missing;
	return loadAllSearches().then(
		() => null,
		(): Localized => (t) => t.problems.codeOffline
	);
}
