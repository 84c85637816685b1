import type { SearchWords } from '$lib/engine/search-catalog';
import type { CodeLanguage } from '$lib/games/listing';
import { MINIMAX_NAMES, writesFamilyListing, type TableLines } from '../minimax/listing';
// Every language with its words: minimax's first view carries JavaScript's alone.
import '../minimax/languages';

/**
 * Memo's listing (article 002): minimax's frame with a table of scores, read before any test
 * runs and written on every way out.
 */
const SCORES: Readonly<Record<CodeLanguage, TableLines>> = {
	js: {
		lookup: ({ key, result }) => [
			[`  if (table.has(${key}))`, 'lookup'],
			[`    return ${result(`table.get(${key})`)};`, 'hit']
		],
		store: ({ key, best }) => [[`  store(${key}, ${best});`, 'store']]
	},
	python: {
		lookup: ({ key, result }) => [
			[`    if ${key} in table:`, 'lookup'],
			[`        return ${result(`table[${key}]`)}`, 'hit']
		],
		store: ({ key, best }) => [[`    store(${key}, ${best})`, 'store']]
	},
	pseudo: {
		lookup: ({ key, result }) => [
			[`  if ${key} is in table then`, 'lookup'],
			[`    return ${result(`table[${key}]`)}`, 'hit']
		],
		store: ({ key, best }) => [[`  STORE(${key}, ${best})`, 'store']]
	}
};

/** The memo's words, loaded with its code on a page: minimax's listing with its table. */
export const words: SearchWords = {
	listing: writesFamilyListing({ title: 'Memo', names: MINIMAX_NAMES, table: SCORES })
};
