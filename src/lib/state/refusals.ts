import { InputError, gameFor, searchName, type GameSource, type SearchSettings } from '$lib/engine';
import { explain, type Localized } from '$lib/i18n';
import {
	settleSearch,
	type FittingSearch,
	type Refusal,
	type TooBigDetails
} from '$lib/player/settle';

/**
 * A link's search as its position can take it (`settleSearch`), with each option it dropped said;
 * a search switched for one the position takes is said only when it was `asked` (a link naming
 * none asked for nothing).
 */
export function settledSaid(
	source: GameSource,
	search: SearchSettings,
	asked = true
): { search: SearchSettings; refused: Localized[] } {
	let game;
	try {
		game = gameFor(source);
	} catch {
		// A position that cannot be read is reported when it is opened.
		return { search, refused: [] };
	}
	const settled = settleSearch(game, search);
	const said = settled.refusals.filter((refusal) => asked || refusal.kind !== 'search');
	return { search: settled.search, refused: said.map(refusalText) };
}

/**
 * What the page says of an option the position could not take (`settleSearch`), in the page's
 * language when shown: the reason, then what is searched instead.
 */
export function refusalText(refusal: Refusal): Localized {
	switch (refusal.kind) {
		case 'tooDeep': {
			const { value, deepest, used } = refusal;
			return (t) => t.links.tooDeep(value, deepest, used);
		}
		case 'depth': {
			const reason = explain(InputError.from(refusal.error));
			const { used } = refusal;
			return (t) =>
				used === null ? t.links.searchRefused(reason(t)) : t.links.depthRefused(reason(t), used);
		}
		case 'option': {
			const reason = explain(InputError.from(refusal.error));
			return (t) => t.links.searchRefused(reason(t));
		}
		case 'search': {
			const reason = explain(InputError.from(refusal.error));
			const { used } = refusal;
			const name = { en: searchName(used, 'en'), zh: searchName(used, 'zh') };
			return (t) => t.links.searchSwitched(reason(t), name);
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
	return (t) => t.links.tooBigInstead(refused, shown);
}
