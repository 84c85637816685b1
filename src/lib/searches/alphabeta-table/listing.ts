import type { CodeLanguage, Line } from '$lib/games/listing';
import {
	writesFamilyListing,
	type FamilyListing,
	type FormWords,
	type TableLines
} from '../minimax/listing';
import { ALPHA_BETA_NAMES, WINDOW } from '../alphabeta/listing';
import type { SearchWords } from '$lib/engine/search-catalog';

/**
 * Alpha-beta with a table of bounds: alpha-beta's listing, the table read first (an exact entry
 * answers, a bound narrows the window, and a window it closes answers too), and written on the
 * way out with its bound type, from the window the call was given.
 */

/**
 * The table read before the tests: an exact entry answers, a bound narrows the window, and a
 * window it closes answers too. MTD(f)'s alpha-beta with memory reads its table alike.
 */
export const BOUND_LOOKUP: Readonly<
	Record<CodeLanguage, (words: Pick<FormWords, 'key' | 'result'>) => readonly Line[]>
> = {
	js: ({ key, result }) => [
		[`  const entry = table.get(${key});`, 'lookup'],
		["  if (entry?.bound === 'exact')"],
		[`    return ${result('entry.score')};`, 'hit'],
		["  if (entry?.bound === 'lower')"],
		['    alpha = Math.max(alpha, entry.score);', 'narrowAlpha'],
		["  if (entry?.bound === 'upper')"],
		['    beta = Math.min(beta, entry.score);', 'narrowBeta'],
		['  if (alpha >= beta)'],
		[`    return ${result('entry.score')};`, 'boundHit']
	],
	python: ({ key, result }) => [
		[`    stored, bound = table.get(${key}, (0, None))`, 'lookup'],
		["    if bound == 'exact':"],
		[`        return ${result('stored')}`, 'hit'],
		["    if bound == 'lower':"],
		['        alpha = max(alpha, stored)', 'narrowAlpha'],
		["    if bound == 'upper':"],
		['        beta = min(beta, stored)', 'narrowBeta'],
		['    if alpha >= beta:'],
		[`        return ${result('stored')}`, 'boundHit']
	],
	pseudo: ({ key, result }) => [
		[`  stored, bound ← table[${key}] (none if absent)`, 'lookup'],
		[`  if bound = exact then return ${result('stored')}`, 'hit'],
		['  if bound = lower then α ← MAX(α, stored)', 'narrowAlpha'],
		['  if bound = upper then β ← MIN(β, stored)', 'narrowBeta'],
		[`  if α ≥ β then return ${result('stored')}`, 'boundHit']
	]
};

/** The lookup, then the window the call was given, kept for the bound type it stores. */
const BOUNDS: Readonly<Record<CodeLanguage, TableLines>> = {
	js: {
		lookup: (words) => [...BOUND_LOOKUP.js(words), ['  const [alpha0, beta0] = [alpha, beta];']],
		store: ({ key, best }) => [
			[`  const bound = ${best} <= alpha0 ? 'upper'`],
			[`    : ${best} >= beta0 ? 'lower' : 'exact';`],
			[`  store(${key}, ${best}, bound);`, 'store']
		]
	},
	python: {
		lookup: (words) => [...BOUND_LOOKUP.python(words), ['    alpha0, beta0 = alpha, beta']],
		store: ({ key, best }) => [
			[`    bound = ('upper' if ${best} <= alpha0`],
			[`             else 'lower' if ${best} >= beta0`],
			["             else 'exact')"],
			[`    store(${key}, ${best}, bound)`, 'store']
		]
	},
	pseudo: {
		lookup: (words) => [...BOUND_LOOKUP.pseudo(words), ['  α₀, β₀ ← α, β']],
		store: ({ key, best }) => [
			[`  if ${best} ≤ α₀ then bound ← upper`],
			[`  else if ${best} ≥ β₀ then bound ← lower`],
			['  else bound ← exact'],
			[`  STORE(${key}, ${best}, bound)`, 'store']
		]
	}
};

export const ALPHA_BETA_TABLE_LISTING: FamilyListing = {
	title: 'Table',
	names: ALPHA_BETA_NAMES,
	window: WINDOW,
	table: BOUNDS
};

/** The table's words, loaded with its code on a page: its listing. */
export const words: SearchWords = { listing: writesFamilyListing(ALPHA_BETA_TABLE_LISTING) };
