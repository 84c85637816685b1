import { traceDeclaration } from '$lib/engine/search-catalog';
import { ticTacToe } from '$lib/games/tictactoe/rules';
import { BOARD_EMPTY_LIMIT } from '$lib/practice/board';
import type { PracticeForm } from '$lib/practice/forms';
import BoardPractice from './BoardPractice.svelte';
import BoardPracticeVerdict from './BoardPracticeVerdict.svelte';
import { BoardSheet } from './sheet.svelte';

/**
 * Tic-tac-toe's practice form. It alone imports the sheet's Svelte parts and hands them to the
 * sheet (sheet.svelte.ts), which the parts import in turn: no import runs in a circle.
 */

const PARTS = { Answer: BoardPractice, Verdict: BoardPracticeVerdict, Worksheet: null };

export const practiceForm: PracticeForm = {
	refusal(game, algorithm) {
		const board = ticTacToe(game);
		// A board's exercise asks for scores and the move minimax plays: no averages.
		if (traceDeclaration(algorithm).averages) return (t) => t.mistakes.chanceBoard;
		const empty = board.moves(board.root).length;
		return empty > BOARD_EMPTY_LIMIT
			? (t) => t.mistakes.tooManyEmpty(empty, BOARD_EMPTY_LIMIT)
			: null;
	},
	open: (game, query) => new BoardSheet(ticTacToe(game), query, PARTS)
};
