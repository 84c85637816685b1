import type { SearchId, GameSource } from '$lib/engine';
import { TicTacToe } from '$lib/games/tictactoe/rules';
import type { Localized, Messages } from '$lib/i18n';
import { boardAnswersFrom, type PracticeQuery } from '$lib/practice';
import {
	BoardExercise,
	checkBoardAnswers,
	type BoardAnswers,
	type BoardResult
} from '$lib/practice/board';
import type { PracticeSheet } from '$lib/practice/forms';

/** The Svelte parts that draw a sheet, handed in by the form (practice.ts) that imports them. */
export type SheetParts = Pick<PracticeSheet, 'Answer' | 'Verdict' | 'Worksheet'>;

/**
 * The board offered in place of a finished one: X to move, five empty cells, O threatening the
 * middle column. Not the links' default board, so its link names it.
 */
const IN_PLAY_BOARD = 'XOX.O....';

/**
 * A board exercise and the student's answers: a score box and (alpha-beta) a cut-short mark per
 * move from the root, by cell, and the move picked.
 */
export class BoardSheet implements PracticeSheet {
	readonly exercise: BoardExercise<TicTacToe>;
	readonly algorithm: SearchId;
	/** The position as the link names it, for the links to the step-through page. */
	readonly source: GameSource;
	readonly graded: boolean;
	readonly offersWindows = false;
	scores = $state<Record<number, string>>({});
	cuts = $state<Record<number, boolean>>({});
	pick = $state<number | null>(null);
	result = $state.raw<BoardResult | null>(null);
	note = $state.raw<Localized | null>(null);
	readonly Answer: SheetParts['Answer'];
	readonly Verdict: SheetParts['Verdict'];
	readonly Worksheet: SheetParts['Worksheet'];

	constructor(game: TicTacToe, query: PracticeQuery, parts: SheetParts) {
		({ Answer: this.Answer, Verdict: this.Verdict, Worksheet: this.Worksheet } = parts);
		this.algorithm = query.algorithm;
		this.source = query.source;
		this.graded = query.mode === 'graded';
		this.exercise = new BoardExercise(game, query.algorithm, query.cut);
	}

	get answers(): BoardAnswers {
		return boardAnswersFrom(this.scores, this.cuts, this.pick);
	}

	task(t: Messages): string {
		const over = this.gameOver(t);
		if (over !== null) return over;
		const game = this.exercise.game;
		const intro = t.practice.boardTask(game.toMove(game.root), game.ai);
		if (!this.exercise.windowed) return intro;
		return `${intro} ${t.practice.boardTaskCuts} ${t.practice.cutRuleTask(this.exercise.cut === 'gt')}`;
	}

	printNote(): null {
		return null;
	}

	fromLink(t: Messages): string {
		return t.practice.linkBoard;
	}

	/** A finished board (a line, or full): who won, and that no move is left to score. */
	gameOver(t: Messages): string | null {
		const game = this.exercise.game;
		if (!game.isTerminal(game.root)) return null;
		const score = game.score(game.root);
		const other = game.ai === 'X' ? 'O' : 'X';
		return t.practice.gameOver(score > 0 ? game.ai : score < 0 ? other : null);
	}

	/** A board still in play, with this board's AI and scoring. */
	positionInPlay(query: PracticeQuery): PracticeQuery {
		const { ai, scoring } = this.exercise.game;
		return { ...query, source: { kind: 'board', board: IN_PLAY_BOARD, toMove: null, ai, scoring } };
	}

	check(): BoardResult {
		this.result = checkBoardAnswers(this.exercise, this.answers);
		this.note = null;
		return this.result;
	}

	hint(): void {
		if (this.graded) return;
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
		if (this.exercise.windowed) this.cuts[cell] = move.short !== null;
	}
}

/** The sheet as a BoardSheet: a part is only ever handed the sheet that carries it. */
export function boardSheet(sheet: PracticeSheet): BoardSheet {
	if (sheet instanceof BoardSheet) return sheet;
	throw new TypeError('A practice part was handed another kind of sheet.');
}
