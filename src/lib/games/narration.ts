import type { Mark, Move } from '$lib/engine';
import { withMinus } from '$lib/engine/format';
import { depth } from '$lib/i18n/depth';
import { limitWords } from '$lib/i18n/narration/limit';
import { events } from '$lib/i18n/narration/events';
import { words } from '$lib/i18n/narration/words';
import { averagedEstimate, restsOnEstimate } from './estimated';
import { opponent, type GameOpening, type OpeningContext } from './opening';

export { opponent, windowedName, withChanceRule } from './opening';
export type { GameOpening, OpeningContext } from './opening';

/**
 * What a game's narration is handed: the search being told, its presenter (how values print,
 * winning lines, the article's example and letters) and the reader's language.
 */
export interface NarrationContext extends OpeningContext {
	/**
	 * The value `call` returns as a sentence states it: its card's, or the search's own where it
	 * counts otherwise (negamax where min moves: "-10 (minimax's +10)").
	 */
	returnedValue(call: number): string;
	/** A call as sentences name it ("FC3"; `short` false: the game's `callName`), handed on as named. */
	name(call: number, short?: boolean): string;
}

/**
 * The half of the narration that depends on the kind of game: how calls, moves and sides are
 * named, and the sentences only this kind can say (a board's verdict and who wins, a tree's
 * leaves and children). The player's narrator tells the rest, the same for every game: scores
 * received, windows, cuts and the way back between steps. Every text is in `context.lang`. Its
 * opening (step 0's sentences: opening.ts) is the first view's; the rest loads with the steps past it.
 */
export interface GameNarration extends GameOpening {
	/** A call as a sentence names it: "FC3" on boards; "FC3 (n4)" or "FC3 (A)" in trees. */
	callName(context: NarrationContext, call: number): string;
	/** A move from `call`, named in a sentence: "cell 4"; "its second child (n16)". */
	moveName(context: NarrationContext, call: number, move: Move): string;
	/** Moves from `call` listed, cut short when long: "cells 4 and 6"; "nodes n17 and n18", "F and G". */
	moveList(context: NarrationContext, call: number, moves: readonly Move[]): string;
	/** The try event: `call`'s caller makes the move into it and calls it. */
	tryText(context: NarrationContext, call: number): string;
	/**
	 * The enter event: `call` starts, where and how play got there, and what it will try;
	 * `window` is its entry window worded ("alpha = -∞, beta = +∞"), null under minimax; `brief`
	 * (a phone's box): a reordered call's moves in their order, without why that order.
	 */
	enterText(
		context: NarrationContext,
		call: number,
		window: string | null,
		brief?: boolean
	): string;
	/**
	 * A finished position's return: why it is over (a board's verdict, a leaf) and its score;
	 * `brief` (a phone's box): without the move that led there (the card and the receive say it).
	 */
	finishedText(context: NarrationContext, call: number, brief?: boolean): string;
	/**
	 * How the game's evaluation function scored `call`, stopped at the depth limit: the sum a
	 * board makes of its open lines, the leaf a tree takes its value from.
	 */
	estimateText(context: NarrationContext, call: number): string;
	/** A side as a cut's reasoning names it: "X (the AI)", "O (the human)"; "max", "min". */
	sideName(context: NarrationContext, maximizing: boolean): string;
	/** The root's answer, after its scores: the move it chose and what its value means. */
	answerText(context: NarrationContext): string;
	/**
	 * The note at `call`'s return where the kind's article words that result wrongly, or null.
	 * Asked only on the article's own example (the presenter's `isArticleExample`) under minimax.
	 */
	articleNote(context: NarrationContext, call: number): string | null;
}

/**
 * `call`'s value as a sentence gives it: as the game prints it, and where the search averages
 * and the value is a fraction, exactly beside it ("23/3 ≈ 7.67"); an average of estimates only
 * rounded ("≈ +23.4").
 */
export function exactValue(
	{ trace, presenter, lang }: Pick<NarrationContext, 'trace' | 'presenter' | 'lang'>,
	call: number
): string {
	const rounded = averagedEstimate(trace, call);
	if (rounded !== null) return depth[lang].estimate(presenter.value(rounded));
	const shown = presenter.value(trace.score(call));
	const exact = trace.averages ? trace.exactScore(call) : null;
	return exact === null || exact.isWhole ? shown : `${withMinus(exact.toString())} ≈ ${shown}`;
}

/** What `call`'s side does: maximises, minimises, or (a chance node) plays at random. */
export function aimOf({ trace, lang }: NarrationContext, call: number): string {
	return trace.isChance(call) ? words[lang].chanceAim : words[lang].aim(trace.isMaximizing(call));
}

/**
 * What a two-mark game's closing sentence says of the root, whatever names its move: who moves
 * and what they aim for, the score (marked an estimate when it rests on the depth limit's
 * evaluation), and the outcome (a draw, a forced win for `ai` or its opponent, or the limit's).
 */
export function rootVerdict(
	{ trace, presenter, lang }: NarrationContext,
	ai: Mark
): { player: string; aim: string; score: string; outcome: string } {
	const t = events[lang];
	const score = trace.score(1);
	const limit = trace.settings.depthLimit;
	const estimated = limit !== null && restsOnEstimate(trace, 1);
	const outcome = estimated
		? limitWords[lang].limitedOutcome(limit)
		: trace.averages
			? t.expectedOutcome
			: score === 0
				? t.draw
				: t.forcedWin({ ai: score > 0, mark: score > 0 ? ai : opponent(ai) });
	return {
		player: trace.player(1),
		aim: words[lang].aim(trace.isMaximizing(1)),
		score:
			estimated && averagedEstimate(trace, 1) === null
				? depth[lang].estimate(presenter.value(score))
				: exactValue({ trace, presenter, lang }, 1),
		outcome
	};
}
