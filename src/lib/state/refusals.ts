import { InputError, searchName, type Game, type SearchSettings } from '$lib/engine';
import { explain, type Localized } from '$lib/i18n';
import {
	settleSearch,
	type FittingSearch,
	type Refusal,
	type TooBigDetails
} from '$lib/player/settle';

/** `search` as `game` can take it (`settleSearch`), with each option it dropped said. */
export function settledSaid(
	game: Game,
	search: SearchSettings
): { search: SearchSettings; refused: Localized[] } {
	const settled = settleSearch(game, search);
	return { search: settled.search, refused: settled.refusals.map(refusalText) };
}

/**
 * What the page says of an option the position could not take (`settleSearch`), in the page's
 * language when shown: the reason, then what is searched instead.
 */
export function refusalText(refusal: Refusal): Localized {
	switch (refusal.kind) {
		case 'tooDeep': {
			const { value, deepest, used } = refusal;
			return (t) => t.page.tooDeep(value, deepest, used);
		}
		case 'depth': {
			const reason = explain(InputError.from(refusal.error));
			const { used } = refusal;
			return (t) =>
				used === null ? t.page.searchRefused(reason(t)) : t.page.depthRefused(reason(t), used);
		}
		case 'option': {
			const reason = explain(InputError.from(refusal.error));
			return (t) => t.page.searchRefused(reason(t));
		}
	}
}

/**
 * What the page says when a link's search too big for a trace (`refused`) opened as `used`
 * instead, making `calls` calls.
 */
export function tooBigInsteadText(
	refused: TooBigDetails,
	used: FittingSearch,
	calls: number
): Localized {
	const { algorithm, depthLimit } = used.search;
	const name = { en: searchName(algorithm, 'en'), zh: searchName(algorithm, 'zh') };
	const shown = { name, depthLimit, lower: used.lower, calls };
	return (t) => t.page.tooBigInstead(refused, shown);
}
