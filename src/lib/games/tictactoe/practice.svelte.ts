import { type Algorithm, type Game, type GameSource } from '$lib/engine';
import { TicTacToe } from '$lib/games/tictactoe/rules';
import type { Localized, Messages } from '$lib/i18n';
import {
	BOARD_EMPTY_LIMIT,
	BoardExercise,
	boardAnswersFrom,
	checkBoardAnswers,
	type BoardAnswers,
	type BoardResult,
	type PracticeQuery
} from '$lib/practice';
import type { PracticeForm, PracticeSheet } from '../practice';
import BoardPractice from './BoardPractice.svelte';
import BoardPracticeVerdict from './BoardPracticeVerdict.svelte';

/**
 * A board exercise and the student's answers: a score box and (alpha-beta) a cut-short mark per
 * move from the root, by cell, and the move picked.
 */
export class BoardSheet implements PracticeSheet {
	readonly exercise: BoardExercise;
	readonly algorithm: Algorithm;
	/** The position as the link names it, for the links to the step-through page. */
	readonly source: GameSource;
	readonly asksWindows = false;
	scores = $state<Record<number, string>>({});
	cuts = $state<Record<number, boolean>>({});
	pick = $state<number | null>(null);
	result = $state.raw<BoardResult | null>(null);
	note = $state.raw<Localized | null>(null);
	readonly Answer = BoardPractice;
	readonly Verdict = BoardPracticeVerdict;
	readonly Worksheet = null;

	constructor(game: TicTacToe, query: PracticeQuery) {
		this.algorithm = query.algorithm;
		this.source = query.source;
		this.exercise = new BoardExercise(game, query.algorithm);
	}

	get answers(): BoardAnswers {
		return boardAnswersFrom(this.scores, this.cuts, this.pick);
	}

	task(t: Messages): string {
		const game = this.exercise.game;
		const intro = t.practice.boardTask(game.toMove(game.root), game.ai);
		return this.algorithm === 'minimax' ? intro : `${intro} ${t.practice.boardTaskCuts}`;
	}

	printNote(): null {
		return null;
	}

	fromLink(t: Messages): string {
		return t.practice.linkBoard;
	}

	check(): BoardResult {
		this.result = checkBoardAnswers(this.exercise, this.answers);
		this.note = null;
		return this.result;
	}

	hint(): void {
		const first = checkBoardAnswers(this.exercise, this.answers).errors[0];
		if (!first) {
			this.note = (t) => t.practice.nothingToHint;
			return;
		}
		if (first.kind === 'pick') {
			this.pick = first.expected;
			this.note = (t) => t.practice.hintedPick(first.expected);
		} else {
			this.#fill(first.cell);
			this.note = (t) => t.practice.hintedMove(first.cell);
		}
		if (this.result) this.result = checkBoardAnswers(this.exercise, this.answers);
	}

	solve(): void {
		this.clear();
		for (const move of this.exercise.moves) this.#fill(move.cell);
		this.pick = this.exercise.best;
		this.result = checkBoardAnswers(this.exercise, this.answers);
		this.note = (t) => t.practice.solutionShown;
	}

	clear(): void {
		this.scores = {};
		this.cuts = {};
		this.pick = null;
		this.result = null;
		this.note = null;
	}

	/** One move's answers made right: its score and its cut-short mark. */
	#fill(cell: number): void {
		const move = this.exercise.move(cell);
		if (!move) return;
		this.scores[cell] = String(move.score);
		if (this.algorithm === 'alphabeta') this.cuts[cell] = move.short !== null;
	}
}

/** The game as tic-tac-toe: this form is only ever handed boards. */
function ticTacToe(game: Game): TicTacToe {
	if (game instanceof TicTacToe) return game;
	throw new TypeError('The board practice was handed another kind of game.');
}

export const tictactoePractice: PracticeForm = {
	refusal(game) {
		const board = ticTacToe(game);
		const empty = board.moves(board.root).length;
		return empty > BOARD_EMPTY_LIMIT
			? (t) => t.practice.tooManyEmpty(empty, BOARD_EMPTY_LIMIT)
			: null;
	},
	open: (game, query) => new BoardSheet(ticTacToe(game), query)
};

/** The sheet as a BoardSheet: a part is only ever handed the sheet that carries it. */
export function boardSheet(sheet: PracticeSheet): BoardSheet {
	if (sheet instanceof BoardSheet) return sheet;
	throw new TypeError('A practice part was handed another kind of sheet.');
}
