import {
	defaultIterationSettings,
	iterationDescriptor,
	readIterationOptions,
	type IterationSettings,
	type SearchId
} from '$lib/engine';
import type { CodeLanguage } from '$lib/games';
import { explain, type Lang, type Localized } from '$lib/i18n';
import type { Granularity } from './steps';
import { sourceParams } from './source-params';
import {
	DEFAULT_QUERY,
	readQuery,
	writeQuery,
	type QueryFallbacks,
	type SourceQuery
} from './query';

/** What a link to a search that goes by iterations says: the position, the search, the step. */
export interface IterationQuery {
	readonly source: SourceQuery;
	readonly settings: IterationSettings;
	readonly granularity: Granularity;
	readonly step: number;
	readonly embed: boolean;
	readonly code: CodeLanguage;
}

/** The call searches' parameters, which an iteration search has no use for. */
const CALL_PARAMETERS = [
	'algo',
	'symmetry',
	'order',
	'cut',
	'aspiration',
	'versus',
	'versus-order'
];

/**
 * Reads a link whose `algo` is an iteration search (`algorithm`): the position, step and page
 * options as any link's (`readQuery`), then the search's own options, each refused with a reason
 * and left at its default when out of range.
 */
export function readIterationQuery(
	params: URLSearchParams,
	algorithm: SearchId,
	fallbacks: QueryFallbacks = {}
): { query: IterationQuery; problems: Localized[] } {
	const rest = new URLSearchParams(params);
	// The search's own options are its own here (a random tree's `seed` too: see `ownSource`).
	const own = iterationDescriptor(algorithm).options.map((option) => option.key);
	for (const name of [...CALL_PARAMETERS, ...own]) rest.delete(name);
	const { query, problems } = readQuery(rest, fallbacks);
	const { settings, refused } = readIterationOptions(algorithm, (option) => {
		const text = params.getAll(option.key).at(-1);
		return text === undefined ? undefined : text.slice(0, 40);
	});
	const said = refused.map((error): Localized => {
		const reason = explain(error);
		return (t) => `${reason(t)} ${t.page.optionDefault}`;
	});
	const { source, granularity, step, embed, code } = query;
	return {
		query: { source, settings, granularity, step, embed, code },
		problems: [...problems, ...said]
	};
}

/** The query string of an iteration search's state, defaults left out (as `writeQuery`). */
export function writeIterationQuery(query: IterationQuery, lang?: Lang): string {
	const { source, settings, granularity, step, embed, code } = query;
	const base = writeQuery({ ...DEFAULT_QUERY, source, granularity, step, embed, code }, lang);
	const params = new URLSearchParams(base.slice(1));
	const own = new URLSearchParams();
	own.set('algo', settings.algorithm);
	const fallback = defaultIterationSettings(settings.algorithm).options;
	for (const option of iterationDescriptor(settings.algorithm).options) {
		const value = settings.options[option.key];
		if (value !== undefined && value !== fallback[option.key]) own.set(option.key, String(value));
	}
	const text = [own.toString(), params.toString()].filter(Boolean).join('&');
	return `?${text}`;
}

/**
 * `source` as an iteration search's link can carry it: as it is, unless its parameters share a
 * name with the search's options (a random tree's `seed`, MCTS's seed), then written out
 * (`written`: the game as built, whose source names each node).
 */
export function ownSource(
	source: SourceQuery,
	algorithm: SearchId,
	written: () => SourceQuery
): SourceQuery {
	const params = new URLSearchParams(sourceParams(source));
	const clash = iterationDescriptor(algorithm).options.some((option) => params.has(option.key));
	return clash ? written() : source;
}
