import {
	InputError,
	isSearchLoaded,
	loadSearches,
	settingsFor,
	type SearchSettings
} from '$lib/engine';
import { plainOptions } from '$lib/engine/search-settings';
import { explain, loadAreas, type Localized } from '$lib/i18n';
import { sessionFrom, SYNC_CALL_LIMIT, type Session } from '$lib/player';
import { planSearch, search } from '$lib/player/plan';
import type { VersusChoice } from '$lib/player/query';
import { settleSearch } from '$lib/player/settle';
import { refusalText } from './refusals';
import { fitsSideBySide, pairsByPosition } from '$lib/player/side-by-side';
import { loadPairing } from '$lib/player/pairing-code';

/** The second search of a side-by-side view, or why there is none, and what was dropped. */
export interface VersusOpening {
	readonly session: Session | null;
	readonly problems: Localized[];
}

/**
 * The position of `first` under the search `versus` names, in its move order, with the first's
 * other options (or `base`'s) where that search takes them (one it cannot take is dropped and said, as a
 * link's would be). Side by side draws both trees
 * in full and steps them on this page, so both must be searches the page runs at once (up to
 * `SYNC_CALL_LIMIT` calls); a bigger one is refused with that limit said, and the first stays alone.
 */
export async function versusSession(
	first: Session,
	versus: VersusChoice,
	base: SearchSettings = first.trace.settings
): Promise<VersusOpening> {
	const { algorithm, order } = versus;
	// A search not shown before brings its code first (its count and its run need it), and the
	// first side by side the pairing's and its words.
	try {
		await Promise.all([
			isSearchLoaded(algorithm) || loadSearches([algorithm]),
			loadPairing(),
			loadAreas('versus')
		]);
	} catch {
		return { session: null, problems: [(t) => t.problems.codeOffline] };
	}
	const { source, game } = first;
	if (![first.trace.algorithm, algorithm].every(pairsByPosition))
		return { session: null, problems: [(t) => t.versus.deepening] };
	const asked = plainOptions({ ...base, algorithm, order });
	const settled = settleSearch(game, asked);
	// A search the position refuses outright (minimax on a tree with chance nodes) runs as
	// another, which may be the first search itself: nothing to set beside it, said why.
	if (settled.search.algorithm !== algorithm) {
		const reasons = settled.refusals.flatMap((refusal) =>
			refusal.kind === 'search' ? [explain(InputError.from(refusal.error))] : []
		);
		return {
			session: null,
			problems: reasons.map((reason) => (t) => t.versus.cannotRun(reason(t)))
		};
	}
	const problems = settled.refusals.map(refusalText);
	const settings = settingsFor(game, settled.search);
	// Its calls are counted before it runs; too many to count at once is too many here.
	if (!fitsSideBySide(first.trace.calls) || planSearch(game, settings).inWorker)
		return { session: null, problems: [(t) => t.versus.tooBig(SYNC_CALL_LIMIT)] };
	return { session: sessionFrom(source, game, search(game, settings)), problems };
}
