import {
	orderingOf,
	reorderedMoves,
	searchRule,
	type Game,
	type Mark,
	type Move
} from '$lib/engine';
import type { Lang } from '$lib/i18n/lang';
import { events } from '$lib/i18n/narration/events';
import { words } from '$lib/i18n/narration/words';
import {
	aimOf,
	opponent,
	windowedName,
	withChanceRule,
	type GameNarration,
	type NarrationContext
} from './narration';

/**
 * What a two-mark board game (tic-tac-toe, Connect Four) words its own way: its AI, how a call
 * starts, how moves are listed, why a finished board is over, the ordered search's order and
 * the opening sentence.
 */
export interface BoardWords {
	/** The mark the AI plays in `game`. */
	ai(game: Game): Mark;
	/** How `call` starts: its name, its depth and the move into it. */
	start(context: NarrationContext, call: number): string;
	/** Moves from `call` listed: "cells 4 and 6", "columns 3 and 4". */
	moveList(context: NarrationContext, call: number, moves: readonly Move[]): string;
	/** Why a finished board is over: where the line is and who wins, or a full board. */
	verdict(context: NarrationContext, call: number): string;
	/** The order the ordered alpha-beta tries moves in, and why: "the centre first". */
	order(lang: Lang): string;
	/** Step 0's sentence: the board, who moves, who is the AI and the root's window. */
	opening(lang: Lang): (typeof events)[Lang]['startBoard'];
}

/** The parts of a game's narration that `boardNarration` makes. */
type BoardParts = 'callName' | 'moveList' | 'enterText' | 'sideName' | 'startText' | 'overText';

/**
 * The narration's parts every two-mark board tells alike, in `board`'s words: calls are FC
 * numbers, a call names its side and the moves it tries (in the ordered search's order, with
 * why), the sides are the AI and the human, and a board over before the search says why.
 */
export function boardNarration(board: BoardWords): Pick<GameNarration, BoardParts> {
	return {
		callName: (_context, call) => `FC${call}`,
		moveList: board.moveList,

		enterText(context, call, window) {
			const { trace, lang } = context;
			const t = events[lang];
			const start = board.start(context, call);
			const position = trace.position(call);
			if (trace.game.isTerminal(position)) return t.enterOver(start);
			const reordered = reorderedMoves(trace, call);
			const moves = reordered ?? trace.game.moves(position);
			const text = t.enterBoard({
				start,
				side: words[lang].side(trace.player(call), trace.player(call) === board.ai(trace.game)),
				aim: aimOf(context, call),
				single: moves.length === 1,
				moves: board.moveList(context, call, moves),
				window
			});
			if (reordered === null || moves.length === 1) return text;
			const order = orderingOf(trace.settings);
			const w = words[lang];
			let rule =
				order === 'given' ? w.orderRule(board.order(lang)) : w.oracleRule(order === 'best');
			// A search leading with what it found before (movesAt) says so where it reorders at all.
			if (order === 'given' && searchRule(trace.algorithm).movesAt !== undefined) {
				const given = trace.game.moves(position);
				if (moves.every((move, at) => move === given[at])) return text;
				rule = w.earlierBestRule(board.moveList(context, call, moves.slice(0, 1)));
			}
			return words[lang].sentences([text, rule]);
		},
		sideName(context, maximizing) {
			const ai = board.ai(context.trace.game);
			return words[context.lang].side(maximizing ? ai : opponent(ai), maximizing);
		},

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
			return events[lang].alreadyOver({ verdict: board.verdict(context, 1), score });
		}
	};
}
