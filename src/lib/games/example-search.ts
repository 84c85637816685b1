import type { SearchId } from '$lib/engine';
import { companionSearchId, searchIds, traceDeclaration } from '$lib/engine/search-catalog';
import { defaultSearchId } from '$lib/engine/search';
import type { GameExample } from './presenter';

/**
 * The search an example opens with: the first whose values are averages (an example of chance
 * nodes), the default search's companion (plain alpha-beta), or the default search.
 */
export function exampleSearch(example: GameExample): SearchId {
	const averaging =
		example.chance === true ? searchIds().find((id) => traceDeclaration(id).averages) : undefined;
	if (averaging !== undefined) return averaging;
	return example.windowed === true ? companionSearchId() : defaultSearchId();
}

/**
 * The search an example opens with side by side, beside another: the search `shown` stays, as the
 * pair is what the page compares (Figure 5.2 turned minimax beside alpha-beta into alpha-beta
 * beside itself), unless either averages: a chance example needs its own kind, and back.
 */
export function searchBeside(example: SearchId, shown: SearchId): SearchId {
	const averages = (id: SearchId) => traceDeclaration(id).averages;
	return averages(example) || averages(shown) ? example : shown;
}
