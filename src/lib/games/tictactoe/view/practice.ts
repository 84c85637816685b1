import type { Game } from '$lib/engine';
import { traceDeclaration } from '$lib/engine/search-catalog';
import { TicTacToe } from '$lib/games/tictactoe/rules';
import { BOARD_EMPTY_LIMIT } from '$lib/practice';
import type { PracticeForm } from '$lib/practice/forms';
import BoardPractice from './BoardPractice.svelte';
import BoardPracticeVerdict from './BoardPracticeVerdict.svelte';
import { BoardSheet } from './sheet.svelte';

/**
 * Tic-tac-toe's practice form. It alone imports the sheet's Svelte parts and hands them to the
 * sheet (sheet.svelte.ts), which the parts import in turn: no import runs in a circle.
 */

/** The game as tic-tac-toe: this form is only ever handed boards. */
function ticTacToe(game: Game): TicTacToe {
	if (game instanceof TicTacToe) return game;
	throw new TypeError('The board practice was handed another kind of game.');
}

const PARTS = { Answer: BoardPractice, Verdict: BoardPracticeVerdict, Worksheet: null };

export const practiceForm: PracticeForm = {
	refusal(game, algorithm) {
		const board = ticTacToe(game);
		// A board's exercise asks for scores and the move minimax plays: no averages.
		if (traceDeclaration(algorithm).averages) return (t) => t.practice.chanceBoard;
		const empty = board.moves(board.root).length;
		return empty > BOARD_EMPTY_LIMIT
			? (t) => t.practice.tooManyEmpty(empty, BOARD_EMPTY_LIMIT)
			: null;
	},
	open: (game, query) => new BoardSheet(ticTacToe(game), query, PARTS)
};
