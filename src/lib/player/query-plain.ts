import type { GameSource, MoveOrdering, SearchId, SearchSettings } from '$lib/engine';
import { searchIds } from '$lib/engine/search-catalog';
import { defaultSearchId, plainSearch } from '$lib/engine/search';
import type { CodeLanguage } from '$lib/games/listing';
import { everyExample } from '$lib/games/entries';
import type { Lang } from '$lib/i18n/lang';
import { practiceParams, sourceParams } from './source-params';
import { fitsInLink, MAX_LINK_LENGTH } from './link-length';
import type { Granularity } from './steps';
import type { Stops } from './stops';

/*
 * What a page with no query needs of its links (query.ts's defaults, the plain addresses, the
 * practice page's): apart from the codec (query.ts), which loads on the first change of view.
 */

/** The position a query names: the engine's `GameSource`. */
export type SourceQuery = GameSource;

/** The second search side by side: its id (`versus`) and its move order (`versus-order`). */
export interface VersusChoice {
	readonly algorithm: SearchId;
	readonly order: MoveOrdering;
}

export interface ViewQuery {
	readonly source: SourceQuery;
	/** The search: `algo`, its depth limit `depth` and table keys `symmetry=on`. */
	readonly search: SearchSettings;
	/** The search stepped side by side with it on the same position (`versus`); null for none. */
	readonly versus: VersusChoice | null;
	readonly granularity: Granularity;
	readonly step: number;
	/** Article 004's A–G letters on its example tree. */
	readonly letters: boolean;
	/** Embedded in another page (`embed=1`): the tree, the narration and the step controls only. */
	readonly embed: boolean;
	/** The code panel's programming language. */
	readonly code: CodeLanguage;
	/** Where "predict, then see" stops (`predict`); absent or null: it is off. */
	readonly predict?: Stops | null;
}

export const DEFAULT_QUERY: ViewQuery = {
	// Read when asked, not when this module loads: a page's modules may load before the registry
	// has filled the games' entries and the search catalogue. The first example (the article's
	// board) is the default position.
	get source() {
		const first = everyExample()[0];
		if (first === undefined) throw new Error(`No game is listed: import '$lib/registry' first.`);
		return first.source;
	},
	get search() {
		return plainSearch(defaultSearchId());
	},
	versus: null,
	granularity: 'call',
	step: 0,
	letters: false,
	embed: false,
	code: 'js'
};

/**
 * The search a link names (`algo`, its last value, in any case), or null when it names none or
 * one not registered: what a view loads and which page it shows, before the link is read.
 */
export function linkedSearch(params: URLSearchParams): SearchId | null {
	const value = params.getAll('algo').at(-1)?.trim().toLowerCase();
	return searchIds().find((id) => id.toLowerCase() === value) ?? null;
}

/** `lang` as a link carries it: Chinese is written, English (the default) is not. */
function langParam(lang?: Lang): string {
	return lang === 'zh' ? 'lang=zh' : '';
}

/**
 * The address for a state that cannot be written within `MAX_LINK_LENGTH`: the view at `path` in
 * `lang`, with no position (a shorter address naming the same state does not exist, and one
 * naming another must not be left in the address bar). What `writeQuery` writes for
 * `DEFAULT_QUERY` (a unit test holds them equal).
 */
export function plainAddress(path: string, lang?: Lang): string {
	const text = langParam(lang);
	return text === '' ? path : `${path}?${text}`;
}

/** The default view embedded (`embed=1`), as `writeQuery` writes it (a unit test holds them equal). */
export function plainEmbedAddress(path: string, lang?: Lang): string {
	return `${path}?${['embed=1', langParam(lang)].filter(Boolean).join('&')}`;
}

/**
 * The practice page (at `path`) on a position and search, as the other views link to it
 * (practice says so where it cannot take them); its plain page when too long for a link.
 */
export function practiceAddress(
	path: string,
	source: GameSource,
	algorithm: SearchId,
	lang?: Lang
): string {
	// A position too long for a link (too big to work out by hand too) is not parsed again.
	if (sourceParams(source).length > MAX_LINK_LENGTH) return plainAddress(path, lang);
	const params = practiceParams(source, algorithm);
	if (lang === 'zh') params.set('lang', 'zh');
	const text = params.toString();
	const address = `${path}${text === '' ? '' : `?${text}`}`;
	return fitsInLink(address) ? address : plainAddress(path, lang);
}
