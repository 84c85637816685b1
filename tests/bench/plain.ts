/**
 * Uninstrumented baselines for the benchmark, written the way the freeCodeCamp article's
 * function works: the board is an array of marks with each empty cell holding its own
 * index, empty cells are found with `filter`, and every tried move is an object pushed to a
 * list that is scanned for the best score at the end. Nothing is recorded; only calls are
 * counted, so the benchmark can check that both sides did the same search.
 */

export type Cell = 'X' | 'O' | number;

export interface PlainResult {
	score: number;
	index?: number;
}

const LINES = [
	[0, 1, 2],
	[3, 4, 5],
	[6, 7, 8],
	[0, 3, 6],
	[1, 4, 7],
	[2, 5, 8],
	[0, 4, 8],
	[2, 4, 6]
];

function holdsLine(board: Cell[], mark: 'X' | 'O'): boolean {
	return LINES.some(([a, b, c]) => board[a!] === mark && board[b!] === mark && board[c!] === mark);
}

const freeCells = (board: Cell[]): number[] =>
	board.filter((cell): cell is number => cell !== 'X' && cell !== 'O');

export class PlainSearch {
	calls = 0;
	constructor(
		readonly ai: 'X' | 'O',
		readonly human: 'X' | 'O'
	) {}

	/** Terminal score in the article's order, or null while the game goes on. */
	#terminal(board: Cell[], free: number[]): number | null {
		if (holdsLine(board, this.human)) return -10;
		if (holdsLine(board, this.ai)) return 10;
		if (free.length === 0) return 0;
		return null;
	}

	minimax(board: Cell[], player: 'X' | 'O'): PlainResult {
		this.calls++;
		const free = freeCells(board);
		const terminal = this.#terminal(board, free);
		if (terminal !== null) return { score: terminal };
		const tried: PlainResult[] = [];
		for (const cell of free) {
			const move: PlainResult = { index: board[cell] as number, score: 0 };
			board[cell] = player;
			move.score = this.minimax(board, player === this.ai ? this.human : this.ai).score;
			board[cell] = move.index as number;
			tried.push(move);
		}
		return this.#pick(tried, player);
	}

	alphaBeta(board: Cell[], player: 'X' | 'O', alpha: number, beta: number): PlainResult {
		this.calls++;
		const free = freeCells(board);
		const terminal = this.#terminal(board, free);
		if (terminal !== null) return { score: terminal };
		const tried: PlainResult[] = [];
		for (const cell of free) {
			const move: PlainResult = { index: board[cell] as number, score: 0 };
			board[cell] = player;
			const next = player === this.ai ? this.human : this.ai;
			move.score = this.alphaBeta(board, next, alpha, beta).score;
			board[cell] = move.index as number;
			tried.push(move);
			if (player === this.ai) alpha = Math.max(alpha, move.score);
			else beta = Math.min(beta, move.score);
			if (alpha >= beta) break;
		}
		return this.#pick(tried, player);
	}

	/** The first move with the best score for `player`. */
	#pick(tried: PlainResult[], player: 'X' | 'O'): PlainResult {
		let best = 0;
		let bestScore = player === this.ai ? -Infinity : Infinity;
		tried.forEach((move, i) => {
			const better = player === this.ai ? move.score > bestScore : move.score < bestScore;
			if (better) {
				bestScore = move.score;
				best = i;
			}
		});
		return tried[best] as PlainResult;
	}
}

/** The 9-character board (`X`, `O`, `.`) in the article's array form. */
export function articleBoard(text: string): Cell[] {
	return [...text].map((char, cell) => (char === 'X' || char === 'O' ? char : cell));
}
