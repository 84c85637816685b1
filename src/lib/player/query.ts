import { SCORINGS, type Algorithm, type GameSource } from '$lib/engine';
import type { Localized } from '$lib/i18n';
// The language module alone: the catalogs may use the player's helpers.
import { parseLang, type Lang } from '$lib/i18n/lang';
import type { Granularity } from './steps';

/**
 * The page's state in its query string, so a teacher can share a link to an exact step:
 * `board`, `toMove`, `ai`, `scoring` (or `tree`, `root`), `algo`, `by`, `step`, `letters` and
 * `lang`. The step-through and compare views both read and write their links here. Reading never
 * throws: a value that makes no sense is reported and replaced by its default. Problems are kept
 * unformatted (`t.page`), so they follow a language switch.
 */

/** The freeCodeCamp article's figure 2. */
export const ARTICLE_BOARD = 'O.XX.X.OO';

/** Article 004's example tree (from a UCLA lecture figure), as the article writes it. */
export const ARTICLE_TREE = '[[[[3,17],[2,12]],[[15],[25,0]]],[[[2,5],[3]],[[2,14]]]]';

/** The position a query names: the engine's `GameSource`. */
export type SourceQuery = GameSource;

export interface ViewQuery {
	readonly source: SourceQuery;
	readonly algorithm: Algorithm;
	readonly granularity: Granularity;
	readonly step: number;
	/** Article 004's A–G letters on its example tree. */
	readonly letters: boolean;
}

export const DEFAULT_QUERY: ViewQuery = {
	source: { kind: 'board', board: ARTICLE_BOARD, toMove: null, ai: 'X', scoring: 'article' },
	algorithm: 'minimax',
	granularity: 'call',
	step: 0,
	letters: false
};

/** Query values are short; a longer one is refused before any parsing (trees have their own limits). */
const MAX_VALUE_LENGTH = 200_000;

export function readQuery(params: URLSearchParams): { query: ViewQuery; problems: Localized[] } {
	const problems: Localized[] = [];
	const get = (name: string): string | null => {
		const value = params.get(name);
		if (value !== null && value.length > MAX_VALUE_LENGTH) {
			const length = value.length;
			problems.push((t) => t.page.tooLong(name, length));
			return null;
		}
		return value;
	};
	const pick = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
		const value = get(name);
		if (value === null || value === '') return fallback;
		const match = allowed.find((option) => option.toLowerCase() === value.trim().toLowerCase());
		if (match === undefined) {
			const shown = shorten(value);
			problems.push((t) => t.page.notOneOf(name, shown, allowed, fallback));
			return fallback;
		}
		return match;
	};

	const tree = get('tree');
	const board = get('board');
	let source: SourceQuery;
	if (tree !== null && tree.trim() !== '') {
		if (board !== null) problems.push((t) => t.page.boardAndTree);
		source = { kind: 'tree', tree, root: pick('root', ['max', 'min'] as const, 'max') };
		// Scores are a board's convention: a tree's leaves are its scores.
		const scoring = get('scoring');
		if (scoring !== null && scoring.trim() !== '') {
			const shown = shorten(scoring);
			problems.push((t) => t.page.boardsOnly('scoring', shown));
		}
	} else {
		const toMove = get('toMove');
		source = {
			kind: 'board',
			board: board === null || board.trim() === '' ? ARTICLE_BOARD : board,
			toMove: toMove === null || toMove === '' ? null : pick('toMove', ['X', 'O'] as const, 'X'),
			ai: pick('ai', ['X', 'O'] as const, 'X'),
			scoring: pick('scoring', SCORINGS, 'article')
		};
	}
	const algorithm = pick('algo', ['minimax', 'alphabeta'] as const, 'minimax');
	const granularity = pick('by', ['call', 'event'] as const, 'call');
	const letters = pick('letters', ['on', 'off'] as const, 'off') === 'on';

	let step = 0;
	const stepText = get('step');
	if (stepText !== null && stepText.trim() !== '') {
		if (/^\d{1,9}$/.test(stepText.trim())) step = Number(stepText.trim());
		else {
			const shown = shorten(stepText);
			problems.push((t) => t.page.badStep(shown));
		}
	}
	// The layout loads the language from the same address; only a wrong one is worth a word here.
	const lang = get('lang');
	if (lang !== null && lang.trim() !== '' && parseLang(lang) === null) {
		const shown = shorten(lang);
		problems.push((t) => t.page.badLang(shown));
	}
	return { query: { source, algorithm, granularity, step, letters }, problems };
}

/**
 * The query string for a state, defaults left out ("" for the article board at step 0). `lang`
 * 'zh' is written so a shared link opens in Chinese; English, the default, is not.
 */
export function writeQuery(query: ViewQuery, lang?: Lang): string {
	const params = new URLSearchParams();
	const { source } = query;
	if (source.kind === 'tree') {
		params.set('tree', source.tree);
		if (source.root !== 'max') params.set('root', source.root);
	} else {
		if (source.board !== ARTICLE_BOARD || source.toMove !== null || source.ai !== 'X')
			params.set('board', source.board);
		if (source.toMove !== null) params.set('toMove', source.toMove);
		if (source.ai !== 'X') params.set('ai', source.ai);
		if (source.scoring !== 'article') params.set('scoring', source.scoring);
	}
	if (query.algorithm !== 'minimax') params.set('algo', query.algorithm);
	if (query.granularity !== 'call') params.set('by', query.granularity);
	if (query.step !== 0) params.set('step', String(query.step));
	if (query.letters) params.set('letters', 'on');
	if (lang === 'zh') params.set('lang', 'zh');
	const text = params.toString();
	return text === '' ? '' : `?${text}`;
}

function shorten(value: string): string {
	return JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…` : value);
}
