import { defaultSearchId, InputError, type Mark } from '$lib/engine';
import { companionSearchId } from '$lib/engine/search-catalog';
import type { TicTacToeSource } from '$lib/games/tictactoe/module';
import { boardGame, type Evaluation, type Scoring } from '$lib/games/tictactoe/rules';
import { explain, type Localized } from '$lib/i18n';
import { callsAhead } from '$lib/player';
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
	#cells = $state.raw<readonly string[]>([]);
	#ai = $state<Mark>('X');
	#toMove = $state<ToMoveChoice>('auto');
	#scoring = $state<Scoring>('article');
	#evaluation = $state<Evaluation>('lines');
	readonly #history = new UndoHistory<BoardEditorState>();
	/** Undo and redo of whole edits, for the editor's buttons and keys. */
	readonly edits: Undoable = undoable(
		this.#history,
		() => this.#state(),
		(state) => this.#restore(state)
	);

	readonly board: string = $derived(this.#cells.join(''));
	readonly check: BoardCheck = $derived.by(() => this.#checked());

	constructor(start: TicTacToeSource) {
		this.#cells = [...start.board];
		this.#ai = start.ai;
		this.#scoring = start.scoring;
		this.#evaluation = start.evaluation ?? 'lines';
	}

	get cells(): readonly string[] {
		return this.#cells;
	}

	/** Sets one cell to X, O or '.' (empty). */
	set(at: number, mark: string): void {
		if (this.#cells[at] === mark) return;
		this.#edit({ cells: this.#cells.map((cell, index) => (index === at ? mark : cell)) });
	}

	/** Shows a whole board (a preset, or Clear). */
	show(board: string): void {
		if (board !== this.board) this.#edit({ cells: [...board] });
	}

	get ai(): Mark {
		return this.#ai;
	}

	set ai(ai: Mark) {
		if (ai !== this.#ai) this.#edit({ ai });
	}

	get toMove(): ToMoveChoice {
		return this.#toMove;
	}

	set toMove(toMove: ToMoveChoice) {
		if (toMove !== this.#toMove) this.#edit({ toMove });
	}

	get scoring(): Scoring {
		return this.#scoring;
	}

	set scoring(scoring: Scoring) {
		if (scoring !== this.#scoring) this.#edit({ scoring });
	}

	/** The estimate at a depth limit: open lines, or AIMA's exercise 5.9. */
	get evaluation(): Evaluation {
		return this.#evaluation;
	}

	set evaluation(evaluation: Evaluation) {
		if (evaluation !== this.#evaluation) this.#edit({ evaluation });
	}

	/** The board to search, once `check` passes. */
	get source(): TicTacToeSource {
		const toMove = this.#toMove === 'auto' ? null : this.#toMove;
		const { board } = this;
		const aima = this.#evaluation === 'aima' ? { evaluation: 'aima' as const } : {};
		return { kind: 'board', board, ai: this.#ai, toMove, scoring: this.#scoring, ...aima };
	}

	#edit(change: Partial<BoardEditorState>): void {
		this.#history.record(this.#state());
		this.#restore({ ...this.#state(), ...change });
	}

	#state(): BoardEditorState {
		const [cells, ai, toMove, scoring] = [this.#cells, this.#ai, this.#toMove, this.#scoring];
		return { cells, ai, toMove, scoring, evaluation: this.#evaluation };
	}

	#restore(state: BoardEditorState): void {
		this.#cells = state.cells;
		this.#ai = state.ai;
		this.#toMove = state.toMove;
		this.#scoring = state.scoring;
		this.#evaluation = state.evaluation;
	}

	#checked(): BoardCheck {
		try {
			const toMove = this.#toMove === 'auto' ? {} : { toMove: this.#toMove };
			const game = boardGame(this.board, { ai: this.#ai, ...toMove });
			return {
				ok: true,
				minimax: callsAhead(game, defaultSearchId()),
				alphabeta: callsAhead(game, companionSearchId()),
				empty: this.#cells.filter((cell) => cell === '.').length
			};
		} catch (error) {
			if (!(error instanceof InputError)) throw error;
			// Kept unformatted, so the reason follows a language switch.
			return { ok: false, reason: explain(error) };
		}
	}
}
