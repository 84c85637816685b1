import type { SearchId } from '$lib/engine';
import { isChance, searchIds, windowedSearchId } from '$lib/engine/search-catalog';
import { defaultSearchId } from '$lib/engine/search';
import type { GameExample } from './presenter';

/** The search an example opens with: the windowed search (plain alpha-beta) or the default. */
export function exampleSearch(example: GameExample): SearchId {
	const averaging = example.chance === true ? searchIds().find(isChance) : undefined;
	if (averaging !== undefined) return averaging;
	return example.windowed === true ? windowedSearchId() : defaultSearchId();
}
