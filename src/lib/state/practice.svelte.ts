import { replaceState } from '$app/navigation';
import { resolve } from '$app/paths';
import { TreeGame, type TicTacToe } from '$lib/engine';
import type { Localized } from '$lib/i18n';
import {
	answersFrom,
	boardAnswersFrom,
	type BoardAnswers,
	checkAnswers,
	Exercise,
	nextTree,
	practiceGame,
	BoardExercise,
	checkBoardAnswers,
	type BoardResult,
	readPracticeQuery,
	writePracticeQuery,
	type Answers,
	type CheckResult,
	type PracticeQuery
} from '$lib/practice';
import { ARTICLE_SOURCE } from '$lib/practice';
import { safeStorage } from './storage';

/** Attempts and best score on one exercise, kept on this device. */
export interface Progress {
	readonly attempts: number;
	readonly best: number;
	/** The answers an attempt has. */
	readonly total: number;
}

const PROGRESS_KEY = 'minimax-lab-practice:';

/**
 * The practice page's state: the exercise the link names, the student's answers (text per box,
 * a mark per edge), the last check, and the progress kept on this device per exercise.
 */
export class Practice {
	query = $state.raw<PracticeQuery>({
		source: ARTICLE_SOURCE,
		algorithm: 'alphabeta',
		windows: false,
		sheet: 1
	});
	game = $state.raw<TreeGame | TicTacToe | null>(null);
	readonly exercise: Exercise | null = $derived(
		this.game instanceof TreeGame
			? new Exercise({
					game: this.game,
					algorithm: this.query.algorithm,
					windows: this.query.windows
				})
			: null
	);
	readonly board: BoardExercise | null = $derived(
		this.game && !(this.game instanceof TreeGame)
			? new BoardExercise(this.game, this.query.algorithm)
			: null
	);
	problems = $state.raw<Localized[]>([]);
	/** A board's answers: each move's score and cut mark by cell, and the move picked. */
	scores = $state<Record<number, string>>({});
	moveCuts = $state<Record<number, boolean>>({});
	pick = $state<number | null>(null);
	boardResult = $state.raw<BoardResult | null>(null);
	values = $state<Record<number, string>>({});
	cuts = $state<Record<number, boolean>>({});
	alphas = $state<Record<number, string>>({});
	betas = $state<Record<number, string>>({});
	result = $state.raw<CheckResult | null>(null);
	/** What the last hint or "show the solution" did, for the status line. */
	note = $state.raw<Localized | null>(null);
	progress = $state.raw<Progress>({ attempts: 0, best: 0, total: 0 });

	/** Reads the link (after mount: the address is the browser's). */
	mount(params: URLSearchParams): void {
		const { query, problems } = readPracticeQuery(params);
		this.problems = problems;
		this.#open(query);
	}

	/** Opens another exercise (a setting changed, or a new tree) and writes it into the address. */
	change(query: PracticeQuery, lang: string): void {
		this.problems = [];
		this.#open(query);
		const address = `${resolve('/practice')}${writePracticeQuery(this.query, lang === 'zh' ? 'zh' : 'en')}`;
		// The rule cannot see that the address is resolve('/practice') with a query appended.
		// eslint-disable-next-line svelte/no-navigation-without-resolve
		replaceState(address, {});
	}

	/** The next random tree: the seed after this one (or a first random tree). */
	newTree(lang: string): void {
		this.change(nextTree(this.query), lang);
	}

	#open(query: PracticeQuery): void {
		const { game, problem } = practiceGame(query.source);
		if (problem) this.problems = [...this.problems, problem];
		this.query = problem ? { ...query, source: ARTICLE_SOURCE, sheet: 1 } : query;
		this.game = game;
		this.clear();
		this.progress = this.#loadProgress();
	}

	get answers(): Answers {
		return answersFrom(this);
	}

	get boardAnswers(): BoardAnswers {
		return boardAnswersFrom(this.scores, this.moveCuts, this.pick);
	}

	check(): void {
		if (this.board) {
			this.boardResult = checkBoardAnswers(this.board, this.boardAnswers);
			this.note = null;
			this.#saveProgress(this.boardResult);
			return;
		}
		if (!this.exercise) return;
		this.result = checkAnswers(this.exercise, this.answers);
		this.note = null;
		this.#saveProgress(this.result);
	}

	/** Fills in the first answer (in call order) that is wrong or missing, and checks again. */
	hint(): void {
		if (this.board) return this.#boardHint(this.board);
		const exercise = this.exercise;
		if (!exercise) return;
		const first = checkAnswers(exercise, this.answers).errors[0];
		if (!first) {
			this.note = (t) => t.practice.nothingToHint;
			return;
		}
		this.#fill(first.node);
		// A verdict already on screen follows the hint; none is shown for a hint alone.
		if (this.result) this.result = checkAnswers(exercise, this.answers);
		this.note = (t) => t.practice.hinted(first.node);
	}

	/** Fills in every answer. */
	solve(): void {
		if (this.board) {
			const board = this.board;
			this.clear();
			for (const move of board.moves) this.#fillMove(board, move.cell);
			this.pick = board.best;
			this.boardResult = checkBoardAnswers(board, this.boardAnswers);
			this.note = (t) => t.practice.solutionShown;
			return;
		}
		const exercise = this.exercise;
		if (!exercise) return;
		this.clear();
		for (const number of exercise.order) this.#fill(number);
		this.result = checkAnswers(exercise, this.answers);
		this.note = (t) => t.practice.solutionShown;
	}

	clear(): void {
		this.values = {};
		this.cuts = {};
		this.alphas = {};
		this.betas = {};
		this.result = null;
		this.scores = {};
		this.moveCuts = {};
		this.pick = null;
		this.boardResult = null;
		this.note = null;
	}

	#boardHint(board: BoardExercise): void {
		const first = checkBoardAnswers(board, this.boardAnswers).errors[0];
		if (!first) {
			this.note = (t) => t.practice.nothingToHint;
			return;
		}
		if ('cell' in first) this.#fillMove(board, first.cell);
		else this.pick = board.best;
		if (this.boardResult) this.boardResult = checkBoardAnswers(board, this.boardAnswers);
		const cell = 'cell' in first ? first.cell : (board.best ?? 0);
		this.note = (t) => t.practice.hinted(cell);
	}

	#fillMove(board: BoardExercise, cell: number): void {
		const move = board.moves.find((each) => each.cell === cell);
		if (!move) return;
		this.scores[cell] = move.score === null ? '' : String(move.score);
		if (board.algorithm === 'alphabeta') this.moveCuts[cell] = move.call === null;
	}

	/** One node's answers made right: its value, window and the mark on the edge into it. */
	#fill(number: number): void {
		const exercise = this.exercise;
		if (!exercise) return;
		const node = exercise.node(number);
		if (node.parent !== null && exercise.algorithm === 'alphabeta')
			this.cuts[number] = exercise.isCutTop(number);
		if (node.leaf !== null) return;
		this.values[number] = node.value === null ? '' : String(node.value);
		if (exercise.windows) {
			this.alphas[number] = node.window ? bound(node.window.alpha) : '';
			this.betas[number] = node.window ? bound(node.window.beta) : '';
		}
	}

	get #progressKey(): string {
		return PROGRESS_KEY + writePracticeQuery({ ...this.query, sheet: 1 });
	}

	#loadProgress(): Progress {
		try {
			const saved: unknown = JSON.parse(safeStorage()?.getItem(this.#progressKey) ?? 'null');
			if (saved && typeof saved === 'object' && 'attempts' in saved && 'best' in saved) {
				const { attempts, best } = saved;
				const total = 'total' in saved ? saved.total : null;
				if (typeof attempts === 'number' && typeof best === 'number' && typeof total === 'number')
					return { attempts, best, total };
			}
		} catch {
			// A damaged entry counts as none.
		}
		return { attempts: 0, best: 0, total: 0 };
	}

	#saveProgress(result: { right: number; total: number }): void {
		const progress = {
			attempts: this.progress.attempts + 1,
			best: Math.max(this.progress.best, result.right),
			total: result.total
		};
		this.progress = progress;
		try {
			safeStorage()?.setItem(this.#progressKey, JSON.stringify(progress));
		} catch {
			// Storage full or refused: the progress is simply not kept.
		}
	}
}

/** A bound as a box shows it. */
function bound(value: number): string {
	if (value === Infinity) return '+∞';
	if (value === -Infinity) return '-∞';
	return String(value);
}
