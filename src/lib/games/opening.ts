import type { Mark, Trace } from '$lib/engine';
import { searchName } from '$lib/engine/search-catalog';
import { withMinus } from '$lib/engine/format';
import type { Lang } from '$lib/i18n/lang';
import { opening, type OpeningWindow } from '$lib/i18n/narration/opening';
import type { GamePresenter } from './presenter';

/**
 * What a game's opening is handed: the search about to be told, its presenter and the reader's
 * language (narration.ts's `NarrationContext` holds these and more).
 */
export interface OpeningContext {
	readonly trace: Trace;
	readonly presenter: GamePresenter;
	readonly lang: Lang;
	/** Article 004's walkthrough letters were asked for; the presenter says where they apply. */
	readonly letters: boolean;
}

/**
 * The part of a game's narration that tells step 0, the first view's only telling: the rest
 * (narration.ts's `GameNarration`, which holds this too) loads with the steps past it.
 */
export interface GameOpening {
	/** Step 0 when there is a search: the position, who moves, who maximises. */
	startText(context: OpeningContext): string;
	/**
	 * Step 0 told briefly, for a phone's box, where the opening is long (Connect Four's scale of
	 * scores): who moves and who maximises; absent: the whole opening.
	 */
	startBrief?(context: OpeningContext): string;
	/** The game was over before the search began: why, and its score; null when there is a search. */
	overText(context: OpeningContext): string | null;
}

/** The other side in a game of two marks (tic-tac-toe, Connect Four). */
export const opponent = (mark: Mark): Mark => (mark === 'X' ? 'O' : 'X');

/** A board's opening, and under expectimax the sentence that makes the other side chance. */
export function withChanceRule(context: OpeningContext, start: string, human: Mark): string {
	const { trace, lang } = context;
	return trace.averages
		? opening[lang].sentences([start, opening[lang].chanceRule({ human })])
		: start;
}

/**
 * The search's name and the root's window for the opening's window sentence, when it has a
 * window (else null): ±∞, or the game's bounds for a search that starts within them.
 */
export function windowedName(trace: Trace, lang: Lang): OpeningWindow | null {
	if (!trace.windowed) return null;
	const bound = (side: 'alpha' | 'beta', infinite: string): string => {
		const exact = trace.exactIn(side, 1);
		const value = trace[side](1);
		return exact !== null
			? withMinus(exact.toString())
			: value === null || !Number.isFinite(value)
				? infinite
				: withMinus(String(value));
	};
	return {
		name: searchName(trace.algorithm, lang),
		alpha: bound('alpha', '−∞'),
		beta: bound('beta', '+∞')
	};
}
