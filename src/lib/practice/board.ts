import {
	alphaBeta,
	minimax,
	quoteInput,
	receiveIndex,
	returnIndex,
	windowAfter,
	type Algorithm,
	type TicTacToe
} from '$lib/engine';
import { readBox } from './answers';
import { tally, type CheckResult } from './check';
import type { SearchWindow } from './exercise';

/**
 * A practice exercise on a board: the score each move from the root gets back, the move minimax
 * picks, and under alpha-beta which root moves are cut. Moves are cells 0–8.
 */

export interface RootMove {
	readonly cell: number;
	/** The move's call; null when alpha-beta cut it. */
	readonly call: number | null;
	/** What the move's call returns; null when cut. */
	readonly score: number | null;
}

/** Most empty cells a practice board may have (about 6: a few hundred calls at most). */
export const BOARD_EMPTY_LIMIT = 6;

export class BoardExercise {
	readonly game: TicTacToe;
	readonly algorithm: Algorithm;
	readonly trace: ReturnType<typeof minimax>;
	readonly moves: readonly RootMove[];
	/** The cell the root plays; null when the game is already over. */
	readonly best: number | null;
	/** The root's window when it stopped, when it cut moves. */
	readonly cutWindow: SearchWindow | null;
	/** The event at which the root cut its remaining moves. */
	readonly cutEvent: number;

	constructor(game: TicTacToe, algorithm: Algorithm) {
		this.game = game;
		this.algorithm = algorithm;
		const trace = algorithm === 'alphabeta' ? alphaBeta(game) : minimax(game);
		this.trace = trace;
		const searched = trace.children(1);
		const byCell = new Map(searched.map((call) => [trace.via(call), call]));
		this.moves = game.moves(game.root).map((cell) => {
			const call = byCell.get(cell) ?? null;
			return { cell, call, score: call === null ? null : trace.score(call) };
		});
		this.best = trace.rootMove;
		const last = searched.at(-1) ?? 1;
		this.cutWindow = trace.cutMoves(1).length > 0 ? windowAfter(trace, 1, last) : null;
		this.cutEvent = receiveIndex(trace, last);
	}

	/** The event where a move's answer is settled: its return, or the root's cut. */
	decidedAt(cell: number): number {
		const call = this.moves.find((move) => move.cell === cell)?.call ?? null;
		return call === null ? this.cutEvent : returnIndex(this.trace, call);
	}
}

export interface BoardAnswers {
	/** Each move's score box, by cell. */
	readonly scores: ReadonlyMap<number, string>;
	/** The cells marked cut. */
	readonly cuts: ReadonlySet<number>;
	/** The cell chosen as minimax's move; null when none is chosen. */
	readonly pick: number | null;
}

export type BoardError =
	| { kind: 'moveScore'; cell: number; expected: number; given: number; maximizing: boolean }
	| { kind: 'moveMissing'; cell: number; expected: number }
	| { kind: 'moveUnreadable'; cell: number; text: string }
	| { kind: 'moveNotSearched'; cell: number }
	| { kind: 'moveMissingCut'; cell: number; window: SearchWindow }
	| { kind: 'moveExtraCut'; cell: number; window: SearchWindow | null }
	| { kind: 'pick'; expected: number; given: number | null };

export type BoardResult = CheckResult<BoardError>;

/** Checks every move's score, cut mark (alpha-beta) and the move picked. */
export function checkBoardAnswers(exercise: BoardExercise, answers: BoardAnswers): BoardResult {
	const { note, result } = tally<BoardError>();
	const trace = exercise.trace;
	// The moves the side to move at each child, i.e. the child's own side, picks from.
	const maximizing = !exercise.game.isMaximizing(exercise.game.root);
	for (const move of exercise.moves) {
		const { cell, call, score } = move;
		const marked = answers.cuts.has(cell);
		if (exercise.algorithm === 'alphabeta') {
			if (call === null && !marked)
				note({ kind: 'moveMissingCut', cell, window: exercise.cutWindow ?? { alpha: 0, beta: 0 } });
			else if (call !== null && marked)
				note({
					kind: 'moveExtraCut',
					cell,
					window: { alpha: trace.alpha(call) ?? 0, beta: trace.beta(call) ?? 0 }
				});
			else note(null);
		}
		const text = answers.scores.get(cell);
		const reading = readBox(text);
		if (call === null || score === null) {
			note(reading.kind === 'empty' ? null : { kind: 'moveNotSearched', cell });
			continue;
		}
		if (reading.kind === 'empty') note({ kind: 'moveMissing', cell, expected: score });
		else if (reading.kind === 'text')
			note({ kind: 'moveUnreadable', cell, text: quoteInput(text ?? '') });
		else if (reading.value !== score)
			note({ kind: 'moveScore', cell, expected: score, given: reading.value, maximizing });
		else note(null);
	}
	if (exercise.best !== null)
		note(
			answers.pick === exercise.best
				? null
				: { kind: 'pick', expected: exercise.best, given: answers.pick }
		);
	return result();
}
