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
import { aimOf, opponent, type GameNarration, type NarrationContext } from './narration';

/**
 * What a two-mark board game (tic-tac-toe, Connect Four) words its own way past step 0: its AI,
 * how a call starts, how moves are listed and the ordered search's order (its opening's words:
 * board-opening.ts).
 */
export interface BoardWords {
	/** The mark the AI plays in `game`. */
	ai(game: Game): Mark;
	/** How `call` starts: its name, its depth and the move into it. */
	start(context: NarrationContext, call: number): string;
	/** Moves from `call` listed: "cells 4 and 6", "columns 3 and 4". */
	moveList(context: NarrationContext, call: number, moves: readonly Move[]): string;
	/** The order the ordered alpha-beta tries moves in, and why: "the centre first". */
	order(lang: Lang): string;
}

/** The parts of a game's narration that `boardNarration` makes. */
type BoardParts = 'callName' | 'moveList' | 'enterText' | 'sideName';

/**
 * The narration's parts every two-mark board tells alike, in `board`'s words: calls are FC
 * numbers, a call names its side and the moves it tries (in the ordered search's order, with
 * why), and the sides are the AI and the human (step 0: board-opening.ts's `boardOpening`).
 */
export function boardNarration(board: BoardWords): Pick<GameNarration, BoardParts> {
	return {
		callName: (_context, call) => `FC${call}`,
		moveList: board.moveList,

		enterText(context, call, window, brief = false) {
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
			// Briefly, the moves listed in the order tried are all: the whole telling says why.
			if (reordered === null || moves.length === 1 || brief) return text;
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
		}
	};
}
