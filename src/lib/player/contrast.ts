import type { GameSource, Trace } from '$lib/engine';
import { defaultSearchId, plainSearch } from '$lib/engine/search';
import { search } from '$lib/engine/run';
import { gameFor } from '$lib/engine/game-catalog';
import type { GamePresenter } from '$lib/games';
import { presenterFor } from '$lib/games/presenters';
import { restsOnEstimate } from '$lib/games/estimated';
import { depth } from '$lib/i18n/depth';
import type { Lang } from '$lib/i18n/lang';

/** A root's choice as a person reads it: the move, and the value the search reported for it. */
interface RootChoice {
	readonly move: string;
	readonly value: string;
}

/** The same position searched with a depth limit and to the end, side by side. */
export interface LimitContrast {
	readonly limit: number;
	readonly limited: RootChoice;
	/** What the full search finds the limited search's move worth. */
	readonly limitedMoveWorth: string;
	readonly full: RootChoice;
}

/** The value a root reports: "≈" when it came from the evaluation at the limit. */
function reported(presenter: GamePresenter, trace: Trace, lang: Lang): string {
	const value = presenter.value(trace.rootScore);
	return restsOnEstimate(trace, 1) ? depth[lang].estimate(value) : value;
}

/**
 * Minimax on `source` with the depth limit `limit` and without, the root's move and value from
 * each: a horizon example's figures, searched rather than written down. Null when the position
 * has no move to choose.
 */
export function limitContrast(source: GameSource, limit: number, lang: Lang): LimitContrast | null {
	const game = gameFor(source);
	const presenter = presenterFor(game);
	const limited = search(game, { ...plainSearch(defaultSearchId()), depthLimit: limit });
	const full = search(game, plainSearch(defaultSearchId()));
	const chosen = limited.rootMove;
	const best = full.rootMove;
	if (chosen === null || best === null) return null;
	const children = full.childList(1);
	const same = children.ids.find((child) => full.via(child) === chosen);
	if (same === undefined) return null;
	return {
		limit,
		limited: { move: presenter.moveName(chosen, lang), value: reported(presenter, limited, lang) },
		limitedMoveWorth: presenter.value(full.score(same)),
		full: { move: presenter.moveName(best, lang), value: reported(presenter, full, lang) }
	};
}
