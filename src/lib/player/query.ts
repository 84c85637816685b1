import {
	CUT_RULES,
	MOVE_ORDERINGS,
	defaultSearchId,
	InputError,
	isAspirationWidth,
	isGameLoaded,
	plainOptions,
	plainSearch,
	quoteInput,
	searchIds,
	usesTable,
	type GameSource,
	type MoveOrdering,
	type SearchId,
	type SearchSettings
} from '$lib/engine';
import { CODE_LANGUAGES, type CodeLanguage } from '$lib/games/listing';
import type { LinkReader } from '$lib/games/link';
import { gameNotLoaded, kindsNamedIn } from '$lib/games/entries';
import { traitsOf } from '$lib/games/traits';
import { ARTICLE_BOARD } from '$lib/games/tictactoe/entry';
import { practiceParams, sourceParams } from './source-params';
import { fitsInLink, MAX_LINK_LENGTH } from './link-length';
import { explain, type Localized } from '$lib/i18n';
// The language module alone: the catalogs may use the player's helpers.
import { parseLang, type Lang } from '$lib/i18n/lang';
import type { Granularity } from './steps';

/**
 * The page's state in its query string, so a teacher can share a link to an exact step:
 * `board`, `toMove`, `ai`, `scoring` (or `tree` / `treez` / a random tree's `seed` and options,
 * and `root`), `algo`, `depth`, `symmetry`, `order`, `cut`, `versus` (and `versus-order`), `by`, `step`, `letters`, `code`, `embed` and `lang`. The step-through and
 * compare views both read and write their links here. Reading never throws: a value that makes
 * no sense is reported (quoted through the engine's `quoteInput`) and replaced by its default. A
 * repeated parameter counts once, at its last value, as on the command line (and as appending
 * `&step=5` to a link expects). Problems are kept unformatted (`t.page`), so they follow a
 * language switch.
 */

// The articles' examples belong to their games' presenters; links name them as defaults.
export { ARTICLE_BOARD } from '$lib/games/tictactoe/entry';
export { ARTICLE_TREE } from '$lib/games/tree/entry';
export { practiceParams, rememberSourceParams, sourceParams } from './source-params';

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
}

export const DEFAULT_QUERY: ViewQuery = {
	source: { kind: 'board', board: ARTICLE_BOARD, toMove: null, ai: 'X', scoring: 'article' },
	// Read when asked, not when this module loads: a page's modules may load before the registry
	// has filled the search catalogue.
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

// The link's length limit lives alone, so the client hook can read it before the page's modules load.
export { MAX_LINK_LENGTH, fitsInLink } from './link-length';

/** Query values are short; a longer one is refused before any parsing (trees have their own limits). */
const MAX_VALUE_LENGTH = 200_000;

/** What a link that names none of these takes instead of the defaults: a device's own choices. */
export interface QueryFallbacks {
	/** The code language remembered on this device. */
	readonly code?: CodeLanguage;
}

export function readQuery(
	params: URLSearchParams,
	fallbacks: QueryFallbacks = {}
): { query: ViewQuery; problems: Localized[] } {
	const problems: Localized[] = [];
	// Each parameter is read (and a too-long one reported) once, however often it is asked for.
	const read = new Map<string, string | null>();
	const last = (name: string): string | null => params.getAll(name).at(-1) ?? null;
	const get = (name: string, maxLength = MAX_VALUE_LENGTH): string | null => {
		if (read.has(name)) return read.get(name) ?? null;
		let value = last(name);
		if (value !== null && value.length > maxLength) {
			const length = value.length;
			problems.push((t) => t.page.tooLong(name, length));
			value = null;
		}
		read.set(name, value);
		return value;
	};
	const pick = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
		const value = get(name);
		if (value === null || value === '') return fallback;
		const match = allowed.find((option) => option.toLowerCase() === value.trim().toLowerCase());
		if (match === undefined) {
			const shown = quoteInput(value);
			problems.push((t) => t.page.notOneOf(name, shown, allowed, fallback));
			return fallback;
		}
		return match;
	};

	const link: LinkReader = {
		has: (name) => /\S/.test(last(name) ?? ''),
		get,
		pick,
		report: (problem) => problems.push(problem),
		reportError(error, after) {
			const reason = explain(error);
			problems.push((t) => `${reason(t)} ${after(t)}`);
		}
	};
	const source = readSource(link);
	const search = readSearch(link, limitParam(source), traitsOf(source.kind).defaultDepthLimit);
	const versusName = pick('versus', ['none', ...searchIds()], 'none');
	const versusOrder = pick('versus-order', MOVE_ORDERINGS, 'given');
	const versus = versusName === 'none' ? null : { algorithm: versusName, order: versusOrder };
	const granularity = pick('by', ['call', 'event'] as const, 'call');
	const letters = pick('letters', ['on', 'off'] as const, 'off') === 'on';
	const embed = pick('embed', ['1', '0'] as const, '0') === '1';
	const code = pick('code', CODE_LANGUAGES, fallbacks.code ?? DEFAULT_QUERY.code);

	let step = 0;
	const stepText = get('step');
	if (stepText !== null && stepText.trim() !== '') {
		if (/^\d{1,9}$/.test(stepText.trim())) step = Number(stepText.trim());
		else {
			const shown = quoteInput(stepText);
			problems.push((t) => t.page.badStep(shown));
		}
	}
	// The layout loads the language from the same address; only a wrong one is worth a word here.
	const lang = get('lang');
	if (lang !== null && lang.trim() !== '' && parseLang(lang) === null) {
		const shown = quoteInput(lang);
		problems.push((t) => t.page.badLang(shown));
	}
	return {
		query: { source, search, versus, granularity, step, letters, embed, code },
		problems
	};
}

/**
 * The parameter holding the search's depth limit: `depth`, except on a random tree's link, whose
 * `depth` is the tree's own (the generator's option, older than the limit); there it is `limit`.
 */
export function limitParam(source: SourceQuery): 'depth' | 'limit' {
	return source.kind === 'tree' && 'random' in source ? 'limit' : 'depth';
}

/**
 * The search a link names. The depth limit must be a whole number from 1 written in digits 0-9
 * here (the position's own ceiling is checked once its game is known: `settleSearch`);
 * `symmetry=on` only with a table search. A bad value is reported and dropped, the rest kept;
 * a dropped depth limit is said to give way to `fallbackDepth`, the game's own (none: no limit).
 */
function readSearch(
	link: LinkReader,
	limitName: 'depth' | 'limit',
	fallbackDepth: number | undefined
): SearchSettings {
	const algorithm = link.pick('algo', searchIds(), defaultSearchId());
	const fallback = fallbackDepth ?? null;
	let depthLimit: number | null = null;
	const depthText = link.get(limitName)?.trim() ?? '';
	if (depthText !== '') {
		const value = /^\d+$/.test(depthText) ? Number(depthText) : Number.NaN;
		const shown = quoteInput(depthText);
		if (Number.isSafeInteger(value) && value >= 1) depthLimit = value;
		else if (value >= 1) link.report((t) => t.page.depthPastAny(limitName, shown, fallback));
		else link.report((t) => t.page.badDepth(limitName, shown, fallback));
	}
	let symmetry = link.pick('symmetry', ['on', 'off'] as const, 'off') === 'on';
	if (symmetry && !usesTable(algorithm)) {
		link.report((t) => t.page.symmetryNeedsTable(algorithm));
		symmetry = false;
	}
	// What the search cannot take of these (an order on the ordered search, the strict rule
	// without a window) is refused once the position is known, as the engine words it (settle.ts).
	const order = link.pick('order', MOVE_ORDERINGS, 'given');
	const cut = link.pick('cut', CUT_RULES, 'ge');
	// An aspiration width: a positive number in digits (a search without iterations refuses it
	// once settled, as the engine words it).
	const aspirationText = link.get('aspiration')?.trim() ?? '';
	let aspiration: number | undefined;
	if (aspirationText !== '') {
		const value = /^\d+(\.\d+)?$/.test(aspirationText) ? Number(aspirationText) : Number.NaN;
		if (isAspirationWidth(value)) aspiration = value;
		else
			link.reportError(
				new InputError('aspirationRange', { value: quoteInput(aspirationText) }),
				(t) => t.page.aspirationDropped
			);
	}
	return plainOptions({
		algorithm,
		depthLimit,
		symmetry,
		order,
		cut,
		...(aspiration === undefined ? {} : { aspiration })
	});
}

/**
 * The query string for a state, defaults left out ("" for the article board at step 0). `lang`
 * 'zh' is written so a shared link opens in Chinese; English, the default, is not.
 */
export function writeQuery(query: ViewQuery, lang?: Lang): string {
	const params = new URLSearchParams();
	const { algorithm, depthLimit, symmetry, order, cut, aspiration } = query.search;
	if (algorithm !== defaultSearchId()) params.set('algo', algorithm);
	if (depthLimit !== null) params.set(limitParam(query.source), String(depthLimit));
	if (symmetry) params.set('symmetry', 'on');
	if (order !== undefined && order !== 'given') params.set('order', order);
	if (cut !== undefined && cut !== 'ge') params.set('cut', cut);
	if (aspiration !== undefined) params.set('aspiration', String(aspiration));
	if (query.versus !== null) params.set('versus', query.versus.algorithm);
	if (query.versus !== null && query.versus.order !== 'given')
		params.set('versus-order', query.versus.order);
	if (query.granularity !== 'call') params.set('by', query.granularity);
	if (query.step !== 0) params.set('step', String(query.step));
	if (query.letters) params.set('letters', 'on');
	if (query.embed) params.set('embed', '1');
	if (query.code !== DEFAULT_QUERY.code) params.set('code', query.code);
	if (lang === 'zh') params.set('lang', 'zh');
	const text = [sourceParams(query.source), params.toString()].filter(Boolean).join('&');
	return text === '' ? '' : `?${text}`;
}

/**
 * The address for a state that cannot be written within `MAX_LINK_LENGTH`: the view at `path` in
 * `lang`, with no position (a shorter address naming the same state does not exist, and one
 * naming another must not be left in the address bar).
 */
export function plainAddress(path: string, lang?: Lang): string {
	return `${path}${writeQuery(DEFAULT_QUERY, lang)}`;
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

/**
 * The position a link names: the game whose parameters it carries (the last kind listed wins,
 * and the clash is reported with the kind shown), or the default position's kind when it names
 * none or its position cannot be read. Other kinds' parameters the kind shown has no use for
 * are said to be ignored.
 */
function readSource(link: LinkReader): GameSource {
	// The kinds named are loaded before a link is read (each view's load, state/linked-games.ts);
	// one whose code could not be fetched is said so, and the link read without it.
	const kinds = kindsNamedIn((name) => link.has(name));
	for (const kind of kinds.filter((each) => !isGameLoaded(each))) link.report(gameNotLoaded(kind));
	const named = kinds.filter(isGameLoaded).map(traitsOf);
	const fallback = traitsOf(DEFAULT_QUERY.source.kind).link;
	let shown = named.at(-1)?.link ?? fallback;
	let source = shown.read(link);
	if (source === null) {
		shown = fallback;
		source = fallback.read(link) ?? DEFAULT_QUERY.source;
	}
	if (named.length > 1) {
		const given = named.map((traits) => traits.link.title);
		const { title } = shown;
		link.report((t) =>
			t.page.positionsClash(
				given.map((name) => name(t)),
				title(t)
			)
		);
	}
	for (const name of shown.ignores) {
		const value = link.get(name);
		if (value === null || value.trim() === '') continue;
		const quoted = quoteInput(value);
		const { title } = shown;
		link.report((t) => t.page.notForThisGame(name, quoted, title(t)));
	}
	return source;
}
