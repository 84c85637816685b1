import type { CutRule, Game, SearchId, SearchWindow, Trace } from '$lib/engine';
import { receiveIndex, returnIndex, windowAfter } from '$lib/engine/events';
import { plainSearch } from '$lib/engine/search';
import { plainOptions } from '$lib/engine/search-settings';
import { search } from '$lib/engine/run';
import { readBox } from './answers';
import { tally, unreadable, type CheckResult } from './check';
import type { BoardError, ShortCut } from '$lib/i18n/practice-mistakes';

export type { BoardError };

/**
 * A practice exercise on a board: the score each move from the root gets back, the move minimax
 * picks, and under alpha-beta which moves are cut short. Moves are cells 0–8.
 *
 * The root is searched with the window [−∞, +∞], and one side only ever raises α while β stays
 * +∞ (or the other way round), so alpha-beta never cuts a move at the root itself. What it does
 * cut is inside the root's moves: once a first move has set the root's bound, a later move is
 * cut short as soon as one reply shows it cannot beat that bound, and its other replies are
 * never tried. Those are the moves the student marks.
 */

export interface RootMove {
	readonly cell: number;
	readonly call: number;
	/** What the move's call returns (fail-soft under alpha-beta: over the replies it tried). */
	readonly score: number;
	/** The window the move's call is entered with; null under minimax. */
	readonly window: SearchWindow | null;
	/** Under alpha-beta, how the move's search was cut short; null when it tried every reply. */
	readonly short: ShortCut | null;
}

/** Most empty cells a practice board may have (about 6: a few hundred calls at most). */
export const BOARD_EMPTY_LIMIT = 6;

/** An exercise on a board: `G` the board's game (tic-tac-toe's practice form hands it in). */
export class BoardExercise<G extends Game = Game> {
	readonly game: G;
	readonly algorithm: SearchId;
	/** When alpha-beta cuts (the checker follows the search, which follows this). */
	readonly cut: CutRule;
	readonly trace: Trace;
	/** Its search gives each call a window and may cut moves short: the trace keeps alpha and beta. */
	readonly windowed: boolean;
	readonly moves: readonly RootMove[];
	/** The cell the root plays; null when the game is already over. */
	readonly best: number | null;

	constructor(game: G, algorithm: SearchId, cut: CutRule = 'ge') {
		this.game = game;
		this.algorithm = algorithm;
		this.cut = cut;
		const trace = search(game, plainOptions({ ...plainSearch(algorithm), cut }));
		this.trace = trace;
		this.windowed = trace.windowed;
		this.moves = trace.children(1).map((call): RootMove => {
			const alpha = trace.alpha(call);
			const beta = trace.beta(call);
			return {
				cell: trace.via(call) ?? 0,
				call,
				score: trace.score(call),
				window: alpha === null || beta === null ? null : { alpha, beta },
				short: shortCut(trace, call)
			};
		});
		this.best = trace.rootMove;
	}

	move(cell: number): RootMove | null {
		return this.moves.find((move) => move.cell === cell) ?? null;
	}

	/**
	 * The event where a move's answers are settled: where its search stops when cut short, else
	 * its return (every reply tried, the window still open).
	 */
	decidedAt(cell: number): number {
		const move = this.move(cell);
		if (!move) return 0;
		return move.short?.event ?? returnIndex(this.trace, move.call);
	}
}

function shortCut(trace: Trace, call: number): ShortCut | null {
	const skipped = trace.cutMoves(call).length;
	const last = trace.children(call).at(-1);
	if (skipped === 0 || last === undefined) return null;
	const window = windowAfter(trace, call, last);
	if (!window) return null;
	return { reply: trace.via(last) ?? 0, window, skipped, event: receiveIndex(trace, last) };
}

export interface BoardAnswers {
	/** Each move's score box, by cell. */
	readonly scores: ReadonlyMap<number, string>;
	/** The cells marked cut short. */
	readonly cuts: ReadonlySet<number>;
	/** The cell chosen as minimax's move; null when none is chosen. */
	readonly pick: number | null;
}

export type BoardResult = CheckResult<BoardError>;

/** Checks every move's score, cut-short mark (alpha-beta) and the move picked. */
export function checkBoardAnswers(exercise: BoardExercise, answers: BoardAnswers): BoardResult {
	const { note, result } = tally<BoardError>(
		(error) => error.kind === 'moveMissing' || (error.kind === 'pick' && error.given === null)
	);
	// Each move's search is the other side's choice among its replies.
	const maximizing = !exercise.game.isMaximizing(exercise.game.root);
	for (const move of exercise.moves) {
		const { cell, score, short } = move;
		if (exercise.windowed) {
			const marked = answers.cuts.has(cell);
			// A move cut short is an answer, and so is a mark made: an unmarked move that is not cut
			// short is none (an untouched sheet scores nothing).
			if (short && !marked) note({ kind: 'moveMissingCut', cell, short });
			else if (!short && marked) note({ kind: 'moveExtraCut', cell, window: move.window });
			else if (short) note(null);
		}
		const text = answers.scores.get(cell);
		const reading = readBox(text);
		if (reading.kind === 'empty') note({ kind: 'moveMissing', cell, expected: score });
		else if (reading.kind === 'text' || reading.kind === 'inexact')
			note({ kind: 'moveUnreadable', cell, ...unreadable(text, reading) });
		else if (reading.value !== score)
			note({
				kind: 'moveScore',
				cell,
				expected: score,
				given: reading.value,
				maximizing,
				partial: short !== null
			});
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

/** The event where a board error's answer is settled, for its step-through link; null: the end. */
export function boardErrorEvent(exercise: BoardExercise, error: BoardError): number | null {
	if (error.kind === 'pick') return null;
	return exercise.decidedAt(error.cell);
}

/** Where each error stands in the verdict's list, by cell (the pick's under -1), and its box. */
export function boardErrorsByCell(
	errors: readonly BoardError[]
): Map<number, { places: number[]; cut: boolean; score: boolean }> {
	const found = new Map<number, { places: number[]; cut: boolean; score: boolean }>();
	errors.forEach((error, at) => {
		const key = 'cell' in error ? error.cell : -1;
		const entry = found.get(key) ?? { places: [], cut: false, score: false };
		entry.places.push(at);
		if (error.kind === 'moveMissingCut' || error.kind === 'moveExtraCut') entry.cut = true;
		else entry.score = true;
		found.set(key, entry);
	});
	return found;
}
