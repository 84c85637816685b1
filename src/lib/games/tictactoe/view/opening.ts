import type { Mark } from '$lib/engine';
import { markAt, ticTacToe } from '$lib/games/tictactoe/rules';
import { listed, opening } from '$lib/i18n/narration/opening';
import { boardOpening } from '../../board-opening';
import type { GameOpening, OpeningContext } from '../../opening';

/**
 * Tic-tac-toe's step 0 told, the first view's only telling: who moves, who is the AI, and a board
 * over before the search says who has three in a row. The rest (narration.ts) loads with the
 * steps past it.
 */

/** A side named for people: "X (the AI)", "O (the human)". */
export function who(context: OpeningContext, mark: string): string {
	return opening[context.lang].side(mark, mark === ticTacToe(context.trace.game).ai);
}

/** The line that ended the game at `call`, and whose it is; null when nobody has one. */
export function winner(
	context: OpeningContext,
	call: number
): { mark: Mark; cells: string } | null {
	const { trace, presenter } = context;
	const position = trace.position(call);
	const line = presenter.winningLine?.(trace.game, position, trace.via(call)) ?? null;
	if (line === null) return null;
	const cells = opening[context.lang].cells(listed(line.map(String)));
	return { mark: markAt(position, line[0]) ?? 'X', cells };
}

/** Why a finished board is over: "X (the AI) has three in a row on cells 3, 4 and 5. X wins". */
export function verdict(context: OpeningContext, call: number): string {
	const t = opening[context.lang];
	const line = winner(context, call);
	if (line === null) return t.fullBoard;
	return t.threeInRow({ side: who(context, line.mark), cells: line.cells, mark: line.mark });
}

export const tictactoeOpening: GameOpening = boardOpening({
	ai: (game) => ticTacToe(game).ai,
	verdict,
	opening: (lang) => opening[lang].startBoard
});
