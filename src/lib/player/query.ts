import type {
	GameSource,
	SearchId,
	SearchDescriptor,
	SearchRun,
	SearchSettings
} from '$lib/engine';
import { CUT_RULES } from '$lib/engine/cut-rule';
import { isGameLoaded } from '$lib/engine/game-catalog';
import { optionWords, searchOption, searchOptions, searchesTaking } from '$lib/engine/options';
import { readSearchOptions, readableOptions, writeOptions } from '$lib/engine/option-values';
import { MOVE_ORDERINGS } from '$lib/engine/oracle';
import { quoteInput } from '$lib/engine/quote';
import {
	runsBy,
	searchDescriptor,
	searchIds,
	searchName,
	searchesTakingSetting,
	takesSetting
} from '$lib/engine/search-catalog';
import { defaultSearchId } from '$lib/engine/search';
import { plainOptions } from '$lib/engine/search-settings';
import { CODE_LANGUAGES, type CodeLanguage } from '$lib/games/listing';
import type { LinkReader } from '$lib/games/link';
import { gameEntries, gameNotLoaded, kindsNamedIn } from '$lib/games/entries';
import { traitsOf } from '$lib/games/traits';
import { sourceParams } from './source-params';
import { explain, type Localized, type Messages } from '$lib/i18n';
import { isLoaded } from '$lib/i18n/languages';
import { MESSAGES } from '$lib/i18n/messages';
// The language module alone: the catalogs may use the player's helpers.
import { parseLang, type Lang } from '$lib/i18n/lang';
import type { Granularity } from './steps';
import { MOMENT_KINDS } from './stops';
import { readStops, writeStops } from './stops-link';
import { DEFAULT_QUERY, linkedSearch, type SourceQuery, type ViewQuery } from './query-plain';

/**
 * The page's state in its query string, so a teacher can share a link to an exact step:
 * `board`, `toMove`, `ai`, `scoring` (or `tree` / `treez` / a random tree's `seed` and options,
 * and `root`), `algo`, `depth`, `symmetry`, `order`, `cut`, the search's declared options (each
 * under its key: `aspiration`, MCTS's `iterations`, `seed`, `c`), `versus` (and `versus-order`),
 * `by`, `step`, `predict` (player/stops.ts), `letters`, `code`, `embed` and `lang`. The step-through and compare views both
 * read and write their links here, for a search by calls or by iterations alike. Reading never throws: a value that makes
 * no sense is reported (quoted through the engine's `quoteInput`) and replaced by its default. A
 * repeated parameter counts once, at its last value, as on the command line (and as appending
 * `&step=5` to a link expects). Problems are kept unformatted (`t.page`), so they follow a
 * language switch.
 */

export { rememberSourceParams, sourceParams } from './source-params';

export {
	DEFAULT_QUERY,
	linkedSearch,
	plainAddress,
	practiceAddress,
	type SourceQuery,
	type VersusChoice,
	type ViewQuery
} from './query-plain';

// The link's length limit lives alone, so the client hook can read it before the page's modules load.
export { MAX_LINK_LENGTH, fitsInLink } from './link-length';

/** Query values are short; a longer one is refused before any parsing (trees have their own limits). */
const MAX_VALUE_LENGTH = 200_000;

/** What a link that names none of these takes instead of the defaults: a device's own choices. */
export interface QueryFallbacks {
	/** The code language remembered on this device. */
	readonly code?: CodeLanguage;
	/**
	 * The searches the view takes, by how they run (the compare view's rows: by calls); a link
	 * naming another is refused as an unknown search. Absent: every search.
	 */
	readonly runs?: SearchRun;
}

/**
 * The parameters a search by calls reads that one by iterations has no use for (and the other
 * way round none: a link's unknown parameters are ignored).
 */
function callParameters(): readonly string[] {
	const options = searchIds('calls').flatMap((id) => searchOptions(id).map((option) => option.key));
	return ['symmetry', 'order', 'cut', 'versus', 'versus-order', ...options];
}

export function readQuery(
	linkParams: URLSearchParams,
	fallbacks: QueryFallbacks = {}
): { query: ViewQuery; problems: Localized[] } {
	const problems: Localized[] = [];
	// A search by iterations reads its own options, whose names the position's parameters may
	// share (a random tree's `seed`, MCTS's): the position's where the link gives its recipe
	// (the app writes such a tree out), else the search's. The call searches' parameters it
	// leaves out are said to be ignored.
	const linked = linkedSearch(linkParams);
	const taken = searchIds(fallbacks.runs);
	const byIterations = linked !== null && taken.includes(linked) && runsBy(linked) === 'iterations';
	const params = byIterations ? new URLSearchParams(linkParams) : linkParams;
	const optionParams = new URLSearchParams(linkParams);
	if (linked !== null && byIterations) {
		const given = (name: string) => /\S/.test(linkParams.get(name) ?? '');
		const claimed = gameEntries()
			.filter((entry) => entry.recipeParameters?.some(given))
			.flatMap((entry) => entry.linkParameters);
		const own = searchOptions(linked).map((option) => option.key);
		for (const name of claimed) optionParams.delete(name);
		for (const name of [...callParameters(), ...own.filter((key) => !claimed.includes(key))])
			params.delete(name);
	}
	// Each parameter is read (and a too-long one reported) once, however often it is asked for.
	const read = new Map<string, string | null>();
	const last = (name: string): string | null => params.getAll(name).at(-1) ?? null;
	const get = (name: string, maxLength = MAX_VALUE_LENGTH): string | null => {
		if (read.has(name)) return read.get(name) ?? null;
		let value = last(name);
		if (value !== null && value.length > maxLength) {
			const length = value.length;
			problems.push((t) => t.links.tooLong(name, length));
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
			problems.push((t) => t.links.notOneOf(name, shown, allowed, fallback));
			return fallback;
		}
		return match;
	};

	/** `by`: a unit as links write it, or by the search's own word for it (`unitWords`). */
	const pickUnit = (
		links: readonly Granularity[],
		words: SearchDescriptor['unitWords']
	): Granularity => {
		const own = (unit: Granularity): string =>
			(unit === 'call' ? words?.call : unit === 'event' ? words?.event : undefined) ?? unit;
		const value = get('by')?.trim().toLowerCase() ?? '';
		if (value === '') return 'call';
		const match = links.find((unit) => unit === value || own(unit) === value);
		if (match !== undefined) return match;
		const shown = quoteInput(get('by') ?? '');
		problems.push((t) => t.links.notOneOf('by', shown, links.map(own), own('call')));
		return 'call';
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
	if (linked !== null && byIterations)
		for (const name of [...callParameters(), 'depth', 'limit']) {
			const value = read.has(name) ? null : linkParams.getAll(name).at(-1);
			if (value === undefined || value === null || value.trim() === '') continue;
			const quoted = quoteInput(value);
			problems.push((t) => t.links.notForThisGame(name, quoted, searchName(linked, langOf(t))));
			params.delete(name);
		}
	// A search by iterations' options, which the position's parameters were read without, are
	// said after the rest of the link's problems.
	const later: Localized[] = [];
	const search = readSearch(
		link,
		taken,
		limitParam(source),
		traitsOf(source.kind).defaultDepthLimit,
		byIterations ? { params: optionParams, later } : null
	);
	const versusName = pick('versus', ['none', ...searchIds('calls')], 'none');
	const versusOrder = pick('versus-order', MOVE_ORDERINGS, 'given');
	const versus = versusName === 'none' ? null : { algorithm: versusName, order: versusOrder };
	// By call, by event, or by a unit the search adds (MTD(f)'s pass).
	const { stepUnits = [], unitWords } = searchDescriptor(search.algorithm);
	const units = stepUnits.map((unit) => unit.link);
	const granularity = pickUnit(['call', 'event', ...units], unitWords);
	const letters = pick('letters', ['on', 'off'] as const, 'off') === 'on';
	const embed = pick('embed', ['1', '0'] as const, '0') === '1';
	const code = pick('code', CODE_LANGUAGES, fallbacks.code ?? DEFAULT_QUERY.code);

	let step = 0;
	const stepText = get('step');
	if (stepText !== null && stepText.trim() !== '') {
		if (/^\d{1,9}$/.test(stepText.trim())) step = Number(stepText.trim());
		else {
			const shown = quoteInput(stepText);
			problems.push((t) => t.links.badStep(shown));
		}
	}
	const predict = readStops(get('predict') ?? '');
	for (const item of predict.unread) {
		const shown = quoteInput(item);
		const rest = writeStops(predict.stops) || 'none';
		problems.push((t) => t.links.notOneOf('predict', shown, MOMENT_KINDS, rest));
	}
	// The layout loads the language from the same address; only a wrong one is worth a word here.
	const lang = get('lang');
	if (lang !== null && lang.trim() !== '' && parseLang(lang) === null) {
		const shown = quoteInput(lang);
		problems.push((t) => t.links.badLang(shown));
	}
	return {
		query: {
			...{ source, search, versus, granularity, step, letters, embed, code },
			...(predict.stops && { predict: predict.stops })
		},
		problems: [...problems, ...later]
	};
}

/**
 * The parameter holding the search's depth limit: `depth`, except on a link to a position drawn
 * from a recipe (a random tree), whose `depth` is the recipe's own (the generator's option, older
 * than the limit); there it is `limit`.
 */
function limitParam(source: SourceQuery): 'depth' | 'limit' {
	return 'random' in source ? 'limit' : 'depth';
}

/**
 * The search a link names. The depth limit must be a whole number from 1 written in digits 0-9
 * here (the position's own ceiling is checked once its game is known: `settleSearch`);
 * `symmetry=on` only with a table search. A bad value is reported and dropped, the rest kept;
 * a dropped depth limit is said to give way to `fallbackDepth`, the game's own (none: no limit).
 */
function readSearch(
	link: LinkReader,
	taken: readonly SearchId[],
	limitName: 'depth' | 'limit',
	fallbackDepth: number | undefined,
	apart: { params: URLSearchParams; later: Localized[] } | null
): SearchSettings {
	const algorithm = link.pick('algo', taken, defaultSearchId());
	const fallback = fallbackDepth ?? null;
	let depthLimit: number | null = null;
	const depthText = link.get(limitName)?.trim() ?? '';
	if (depthText !== '') {
		const value = /^\d+$/.test(depthText) ? Number(depthText) : Number.NaN;
		const shown = quoteInput(depthText);
		if (Number.isSafeInteger(value) && value >= 1) depthLimit = value;
		else if (value >= 1) link.report((t) => t.links.depthPastAny(limitName, shown, fallback));
		else link.report((t) => t.links.badDepth(limitName, shown, fallback));
	}
	let symmetry = link.pick('symmetry', ['on', 'off'] as const, 'off') === 'on';
	if (symmetry && !takesSetting(algorithm, 'symmetry')) {
		link.report((t) => t.links.symmetryNeedsTable(algorithm, searchesTakingSetting('symmetry')));
		symmetry = false;
	}
	// What the search cannot take of these (an order on the ordered search, the strict rule
	// without a window) is refused once the position is known, as the engine words it (settle.ts).
	const order = link.pick('order', MOVE_ORDERINGS, 'given');
	const cut = link.pick('cut', CUT_RULES, 'ge');
	// The declared options: a value out of range is refused here; an option of another search
	// that runs alike once settled, as the engine words it (settle.ts). Those of a search by
	// iterations are read `apart`, from the parameters the position left them.
	const options = readLinkOptions(link, algorithm, apart?.params ?? null, apart?.later ?? []);
	return plainOptions({ algorithm, depthLimit, symmetry, order, cut, options });
}

/** The language `t` speaks, for a search's own words by language (its options' labels). */
const langOf = (t: Messages): string => (isLoaded('zh') && t === MESSAGES.zh ? 'zh' : 'en');

/**
 * The options a link gives search `algorithm` (readableOptions), each refused with its reason and
 * what it gives way to: said through `link` as it is read, or added to `later` (after the rest of
 * the link's problems) when read from `params`.
 */
function readLinkOptions(
	link: LinkReader,
	algorithm: SearchId,
	params: URLSearchParams | null,
	later: Localized[]
): Readonly<Record<string, number>> {
	const { options, refused } = readSearchOptions(
		algorithm,
		(option) =>
			(params === null ? link.get(option.key) : params.getAll(option.key).at(-1)) ?? undefined,
		readableOptions(algorithm)
	);
	for (const { option, error } of refused) {
		// Its words are its search's details, loaded before a problem is shown (Notices).
		const owner = searchOption(algorithm, option.key) ? algorithm : searchesTaking(option.key)[0];
		const instead: Localized = (t) =>
			optionWords(owner ?? algorithm, option.key).labels[langOf(t)]?.instead ??
			t.links.optionDefault;
		if (params === null) link.reportError(error, instead);
		else {
			const reason = explain(error);
			later.push((t) => `${reason(t)} ${instead(t)}`);
		}
	}
	return options;
}

/**
 * The query string for a state, defaults left out ("" for the article board at step 0). `lang`
 * 'zh' is written so a shared link opens in Chinese; English, the default, is not.
 */
export function writeQuery(query: ViewQuery, lang?: Lang): string {
	const params = new URLSearchParams();
	const { algorithm, depthLimit, symmetry, order, cut } = query.search;
	// A search by iterations leads, with its options (which may share a name with a position's).
	const lead = new URLSearchParams();
	const byIterations = runsBy(algorithm) === 'iterations';
	if (algorithm !== defaultSearchId()) (byIterations ? lead : params).set('algo', algorithm);
	if (byIterations) writeOptions(query.search, lead);
	if (depthLimit !== null) params.set(limitParam(query.source), String(depthLimit));
	if (symmetry) params.set('symmetry', 'on');
	if (order !== undefined && order !== 'given') params.set('order', order);
	if (cut !== undefined && cut !== 'ge') params.set('cut', cut);
	if (!byIterations) writeOptions(query.search, params);
	if (query.versus !== null) params.set('versus', query.versus.algorithm);
	if (query.versus !== null && query.versus.order !== 'given')
		params.set('versus-order', query.versus.order);
	if (query.granularity !== 'call') params.set('by', query.granularity);
	if (query.step !== 0) params.set('step', String(query.step));
	if (query.letters) params.set('letters', 'on');
	if (query.embed) params.set('embed', '1');
	if (query.code !== DEFAULT_QUERY.code) params.set('code', query.code);
	if (writeStops(query.predict) !== '') params.set('predict', writeStops(query.predict));
	if (lang === 'zh') params.set('lang', 'zh');
	const text = [lead.toString(), sourceParams(query.source), params.toString()]
		.filter(Boolean)
		.join('&');
	return text === '' ? '' : `?${text}`;
}

/**
 * `source` as a search by iterations' link can carry it: as it is, unless its parameters share a
 * name with the search's options (a random tree's `seed`, MCTS's seed), then written out
 * (`written`: the game as built, whose source names each node).
 */
export function ownSource(
	source: SourceQuery,
	algorithm: SearchId,
	written: () => SourceQuery
): SourceQuery {
	const params = new URLSearchParams(sourceParams(source));
	const clash = searchOptions(algorithm).some((option) => params.has(option.key));
	return clash ? written() : source;
}

/**
 * The position a link names: the game whose parameters it carries (the last kind listed wins,
 * and the clash is reported with the kind shown), or the default position's kind when it names
 * none or its position cannot be read. Other kinds' parameters the kind shown has no use for
 * are said to be ignored.
 */
function readSource(link: LinkReader): GameSource {
	// The kinds named are loaded before a link is read (each view's load, state/linked-code.ts);
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
			t.links.positionsClash(
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
		link.report((t) => t.links.notForThisGame(name, quoted, title(t)));
	}
	return source;
}
