import type { Mark, Move, Trace } from '$lib/engine';
import { searchName } from '$lib/engine/search-catalog';
import { withMinus } from '$lib/engine/format';
import { depth } from '$lib/i18n/depth';
import type { Lang } from '$lib/i18n/lang';
import { events } from '$lib/i18n/narration/events';
import { words } from '$lib/i18n/narration/words';
import type { GamePresenter } from './presenter';
import type { OpeningWindow } from '$lib/i18n/narration/events';

/**
 * What a game's narration is handed: the search being told, its presenter (how values print,
 * winning lines, the article's example and letters) and the reader's language.
 */
export interface NarrationContext {
	readonly trace: Trace;
	readonly presenter: GamePresenter;
	readonly lang: Lang;
	/** Article 004's walkthrough letters were asked for; the presenter says where they apply. */
	readonly letters: boolean;
	/**
	 * The value `call` returns as a sentence states it: its card's, or the search's own where it
	 * counts otherwise (negamax where min moves: "-10 (minimax's +10)").
	 */
	returnedValue(call: number): string;
}

/**
 * The half of the narration that depends on the kind of game: how calls, moves and sides are
 * named, and the sentences only this kind can say (a board's verdict and who wins, a tree's
 * leaves and children). The player's narrator tells the rest, the same for every game: scores
 * received, windows, cuts and the way back between steps. Every text is in `context.lang`.
 */
export interface GameNarration {
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
	 * `window` is its entry window worded ("alpha = -∞, beta = +∞"), null under minimax.
	 */
	enterText(context: NarrationContext, call: number, window: string | null): string;
	/** A finished position's return: why it is over (a board's verdict, a leaf) and its score. */
	finishedText(context: NarrationContext, call: number): string;
	/**
	 * How the game's evaluation function scored `call`, stopped at the depth limit: the sum a
	 * board makes of its open lines, the leaf a tree takes its value from.
	 */
	estimateText(context: NarrationContext, call: number): string;
	/** A side as a cut's reasoning names it: "X (the AI)", "O (the human)"; "max", "min". */
	sideName(context: NarrationContext, maximizing: boolean): string;
	/** Step 0 when there is a search: the position, who moves, who maximises. */
	startText(context: NarrationContext): string;
	/**
	 * Step 0 told briefly, for a phone's box, where the opening is long (Connect Four's scale of
	 * scores): who moves and who maximises; absent: the whole opening.
	 */
	startBrief?(context: NarrationContext): string;
	/** The game was over before the search began: why, and its score; null when there is a search. */
	overText(context: NarrationContext): string | null;
	/** The root's answer, after its scores: the move it chose and what its value means. */
	answerText(context: NarrationContext): string;
	/**
	 * The note at `call`'s return where the kind's article words that result wrongly, or null.
	 * Asked only on the article's own example (the presenter's `isArticleExample`) under minimax.
	 */
	articleNote(context: NarrationContext, call: number): string | null;
}

/**
 * Whether `call`'s value came from the depth limit's evaluation: the line of chosen moves below it
 * ends on a call that estimated its position rather than on a finished one.
 */
export function restsOnEstimate(trace: Trace, call: number): boolean {
	let at = call;
	for (;;) {
		if (trace.kind(at) === 'estimated') return true;
		const move = trace.bestMove(at);
		const list = trace.childList(at);
		// Calls reached by no move (a deepening search's iterations): the value is the last one's.
		const again = list.count > 0 && trace.via(list.at(list.count - 1)) === null;
		const next = again
			? list.at(list.count - 1)
			: move === null
				? undefined
				: list.ids.find((child) => trace.via(child) === move);
		if (next === undefined) return false;
		at = next;
	}
}

/**
 * `call`'s value as a sentence gives it: as the game prints it, and where the search averages
 * and the value is a fraction, exactly beside it ("23/3 ≈ 7.67").
 */
export function exactValue(
	{ trace, presenter }: Pick<NarrationContext, 'trace' | 'presenter'>,
	call: number
): string {
	const shown = presenter.value(trace.score(call));
	const exact = trace.averages ? trace.exactScore(call) : null;
	return exact === null || exact.isWhole ? shown : `${withMinus(exact.toString())} ≈ ${shown}`;
}

/** What `call`'s side does: maximises, minimises, or (a chance node) plays at random. */
export function aimOf({ trace, lang }: NarrationContext, call: number): string {
	return trace.isChance(call) ? words[lang].chanceAim : words[lang].aim(trace.isMaximizing(call));
}

/** A board's opening, and under expectimax the sentence that makes the other side chance. */
export function withChanceRule(context: NarrationContext, start: string, human: Mark): string {
	const { trace, lang } = context;
	return trace.averages
		? words[lang].sentences([start, events[lang].chanceRule({ human })])
		: start;
}

/** The other side in a game of two marks (tic-tac-toe, Connect Four). */
export const opponent = (mark: Mark): Mark => (mark === 'X' ? 'O' : 'X');

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
		? depth[lang].limitedOutcome(limit)
		: trace.averages
			? t.expectedOutcome
			: score === 0
				? t.draw
				: t.forcedWin({ ai: score > 0, mark: score > 0 ? ai : opponent(ai) });
	return {
		player: trace.player(1),
		aim: words[lang].aim(trace.isMaximizing(1)),
		score: estimated
			? depth[lang].estimate(presenter.value(score))
			: exactValue({ trace, presenter }, 1),
		outcome
	};
}
