import type { CodeLanguage } from '$lib/games/listing';
import { MINIMAX_NAMES, type FamilyListing, type TableLines } from '../minimax/listing';

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

export const MEMO_LISTING: FamilyListing = { title: 'Memo', names: MINIMAX_NAMES, table: SCORES };
