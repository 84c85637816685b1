import { defaultSearchId, InputError, type Mark } from '$lib/engine';
import { companionSearchId } from '$lib/engine/search-catalog';
import type { TicTacToeSource } from '$lib/games/tictactoe/module';
import { boardGame, type Evaluation, type Scoring } from '$lib/games/tictactoe/rules';
import { explain, type Localized } from '$lib/i18n';
import { callsAhead } from '$lib/player/plan';
import { UndoHistory, undoable, type Undoable } from '$lib/ui/undo-history.svelte';

/** Who moves: decided by the counts of marks, or chosen. */
export type ToMoveChoice = 'auto' | Mark;

/** What an undo brings back: the cells and every choice that goes with the board. */
interface BoardEditorState {
	readonly cells: readonly string[];
	readonly ai: Mark;
	readonly toMove: ToMoveChoice;
	readonly scoring: Scoring;
	readonly evaluation: Evaluation;
}

/** The board checked: the calls each search makes on it and its empty cells, or why no game reaches it. */
export type BoardCheck =
	| {
			readonly ok: true;
			readonly minimax: number;
			readonly alphabeta: number;
			readonly empty: number;
	  }
	| { readonly ok: false; readonly reason: Localized };

/**
 * The board editor's state: the cells, the AI's mark, who moves and the scoring, checked as they
 * change; every change can be undone and redone.
 */
export class BoardEditing {
	#state = $state.raw<BoardEditorState>({
		cells: [],
		ai: 'X',
		toMove: 'auto',
		scoring: 'article',
		evaluation: 'lines'
	});
	readonly #history = new UndoHistory<BoardEditorState>();
	/** Undo and redo of whole edits, for the editor's buttons and keys. */
	readonly edits: Undoable = undoable(
		this.#history,
		() => this.#state,
		(state) => (this.#state = state)
	);

	readonly board: string = $derived(this.#state.cells.join(''));
	readonly check: BoardCheck = $derived.by(() => this.#checked());

	constructor(start: TicTacToeSource) {
		const { ai, scoring, evaluation = 'lines' } = start;
		this.#state = { cells: [...start.board], ai, toMove: 'auto', scoring, evaluation };
	}

	get cells(): readonly string[] {
		return this.#state.cells;
	}

	/** Sets one cell to X, O or '.' (empty). */
	set(at: number, mark: string): void {
		if (this.#state.cells[at] === mark) return;
		this.#edit({ cells: this.#state.cells.map((cell, index) => (index === at ? mark : cell)) });
	}

	/** Shows a whole board (a preset, or Clear). */
	show(board: string): void {
		if (board !== this.board) this.#edit({ cells: [...board] });
	}

	get ai(): Mark {
		return this.#state.ai;
	}

	set ai(ai: Mark) {
		if (ai !== this.#state.ai) this.#edit({ ai });
	}

	get toMove(): ToMoveChoice {
		return this.#state.toMove;
	}

	set toMove(toMove: ToMoveChoice) {
		if (toMove !== this.#state.toMove) this.#edit({ toMove });
	}

	get scoring(): Scoring {
		return this.#state.scoring;
	}

	set scoring(scoring: Scoring) {
		if (scoring !== this.#state.scoring) this.#edit({ scoring });
	}

	/** The estimate at a depth limit: open lines, or AIMA's exercise 5.9. */
	get evaluation(): Evaluation {
		return this.#state.evaluation;
	}

	set evaluation(evaluation: Evaluation) {
		if (evaluation !== this.#state.evaluation) this.#edit({ evaluation });
	}

	/** The board to search, once `check` passes. */
	get source(): TicTacToeSource {
		const { ai, scoring, evaluation } = this.#state;
		const toMove = this.#state.toMove === 'auto' ? null : this.#state.toMove;
		const aima = evaluation === 'aima' ? { evaluation: 'aima' as const } : {};
		return { kind: 'board', board: this.board, ai, toMove, scoring, ...aima };
	}

	#edit(change: Partial<BoardEditorState>): void {
		this.#history.record(this.#state);
		this.#state = { ...this.#state, ...change };
	}

	#checked(): BoardCheck {
		try {
			const { ai, toMove, cells } = this.#state;
			const game = boardGame(this.board, { ai, ...(toMove === 'auto' ? {} : { toMove }) });
			return {
				ok: true,
				minimax: callsAhead(game, defaultSearchId()),
				alphabeta: callsAhead(game, companionSearchId()),
				empty: cells.filter((cell) => cell === '.').length
			};
		} catch (error) {
			if (!(error instanceof InputError)) throw error;
			// Kept unformatted, so the reason follows a language switch.
			return { ok: false, reason: explain(error) };
		}
	}
}
