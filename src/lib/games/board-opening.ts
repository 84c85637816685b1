import type { Game, Mark } from '$lib/engine';
import type { Lang } from '$lib/i18n/lang';
import { opening, type OpeningMessages } from '$lib/i18n/narration/opening';
import {
	opponent,
	windowedName,
	withChanceRule,
	type GameOpening,
	type OpeningContext
} from './opening';

/**
 * What a two-mark board game (tic-tac-toe, Connect Four) words its own way at step 0: its AI, why
 * a finished board is over and the opening sentence (board-narration.ts's `BoardWords` adds the
 * rest).
 */
export interface BoardOpeningWords {
	/** The mark the AI plays in `game`. */
	ai(game: Game): Mark;
	/** Why a finished board is over: where the line is and who wins, or a full board. */
	verdict(context: OpeningContext, call: number): string;
	/** Step 0's sentence: the board, who moves, who is the AI and the root's window. */
	opening(lang: Lang): OpeningMessages['startBoard'];
}

/**
 * Step 0 as every two-mark board tells it, in `board`'s words: who moves, who is the AI, and a
 * board over before the search says why.
 */
export function boardOpening(board: BoardOpeningWords): Required<Omit<GameOpening, 'startBrief'>> {
	return {
		startText(context) {
			const { trace, lang } = context;
			const ai = board.ai(trace.game);
			const start = board.opening(lang)({
				player: trace.player(1),
				ai,
				human: opponent(ai),
				windowed: windowedName(trace, lang)
			});
			return withChanceRule(context, start, opponent(ai));
		},
		overText(context) {
			const { trace, presenter, lang } = context;
			if (!trace.game.isTerminal(trace.position(1))) return null;
			const score = presenter.value(trace.score(1));
			return opening[lang].alreadyOver({ verdict: board.verdict(context, 1), score });
		}
	};
}
