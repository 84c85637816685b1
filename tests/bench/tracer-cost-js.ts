import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { trace } from '../../static/tracers/minimax-trace.js';
import { articleBoard } from './plain';

/** One language's tracer cost: a student's search untraced and traced (the file written). */
export interface JavaScriptTracerCost {
	calls: number;
	plainMs: number;
	tracedMs: number;
	/** Traced over untraced, medians of CPU time. Target (issue 44): at most 3. */
	ratio: number;
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
] as const;

/**
 * A lean minimax on a 9-character board, an isMax flag and numbers out: the least work a
 * student's call does, so the tracer's own share shows most (its worst case).
 */
function leanMinimax() {
	const box = {
		calls: 0,
		minimax(board: string, isMax: boolean): number {
			box.calls++;
			for (const [a, b, c] of LINES)
				if (board[a] !== '.' && board[a] === board[b] && board[a] === board[c])
					return board[a] === 'X' ? 10 : -10;
			let best = isMax ? -Infinity : Infinity;
			let free = false;
			for (let cell = 0; cell < 9; cell++) {
				if (board[cell] !== '.') continue;
				free = true;
				const value = box.minimax(
					board.slice(0, cell) + (isMax ? 'X' : 'O') + board.slice(cell + 1),
					!isMax
				);
				best = isMax ? Math.max(best, value) : Math.min(best, value);
			}
			return free ? best : 0;
		}
	};
	return box;
}

type Cell = ReturnType<typeof articleBoard>[number];
const wins = (board: readonly Cell[], mark: 'X' | 'O') =>
	LINES.some(([a, b, c]) => board[a] === mark && board[b] === mark && board[c] === mark);

/**
 * The freeCodeCamp article's function as tests/bench/plain.ts ports it (empty cells hold their
 * index, free cells by `filter`, each tried move an object, the best picked at the end).
 */
function articleMinimax() {
	const box = {
		calls: 0,
		minimax(board: Cell[], player: 'X' | 'O'): { index?: number; score: number } {
			box.calls++;
			const free = board.filter((cell): cell is number => cell !== 'X' && cell !== 'O');
			if (wins(board, 'O')) return { score: -10 };
			if (wins(board, 'X')) return { score: 10 };
			if (free.length === 0) return { score: 0 };
			const moves: { index: number; score: number }[] = [];
			for (const cell of free) {
				const move = { index: cell, score: 0 };
				board[cell] = player;
				move.score = box.minimax(board, player === 'X' ? 'O' : 'X').score;
				board[cell] = cell;
				moves.push(move);
			}
			let best = 0;
			moves.forEach((move, i) => {
				const better =
					player === 'X' ? move.score > moves[best]!.score : move.score < moves[best]!.score;
				if (better) best = i;
			});
			return moves[best]!;
		}
	};
	return box;
}

/** CPU milliseconds `run` takes (user and system: the machine's load does not count). */
function cpuMs(run: () => void): number {
	const start = process.cpuUsage();
	run();
	const used = process.cpuUsage(start);
	return (used.user + used.system) / 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * The JavaScript tracer's cost (static/tracers/minimax-trace.js): the article's function and a
 * lean minimax, each untraced and traced with its file written (as the student's run writes
 * it, over the last one), on `X........` (59,705 calls), in alternating rounds (15; the quick
 * form 5) after 3 of warm-up for the JIT. No collection is forced between samples: V8's gc()
 * throws the optimised code away, and every sample then ran cold (2.5 times slower).
 */
export function javascriptTracerCost(
	quick: boolean
): Record<'article' | 'lean', JavaScriptTracerCost> {
	const board = 'X........';
	const rounds = quick ? 5 : 15;
	// X moves when the marks are even (X with the AI, the maximiser).
	const xToMove = [...board].filter((cell) => cell !== '.').length % 2 === 0;
	const dir = mkdtempSync(join(tmpdir(), 'tracer-cost-'));
	const out = join(dir, 'trace.json');
	try {
		const cases = {
			article: (traced: boolean) => {
				const search = articleMinimax();
				if (traced) search.minimax = trace(search.minimax, { game: 'tictactoe', ai: 'X', out });
				search.minimax(articleBoard(board), xToMove ? 'X' : 'O');
				return search.calls;
			},
			lean: (traced: boolean) => {
				const search = leanMinimax();
				if (traced) search.minimax = trace(search.minimax, { game: 'tictactoe', ai: 'X', out });
				search.minimax(board, xToMove);
				return search.calls;
			}
		};
		const cost = (run: (traced: boolean) => number): JavaScriptTracerCost => {
			const plain: number[] = [];
			const traced: number[] = [];
			let calls = 0;
			for (let round = 0; round < 3; round++) {
				run(false);
				run(true);
			}
			for (let round = 0; round < rounds; round++) {
				plain.push(cpuMs(() => (calls = run(false))));
				traced.push(cpuMs(() => run(true)));
			}
			const plainMs = median(plain);
			const tracedMs = median(traced);
			return {
				calls,
				plainMs: Number(plainMs.toFixed(1)),
				tracedMs: Number(tracedMs.toFixed(1)),
				ratio: Number((tracedMs / plainMs).toFixed(2))
			};
		};
		return { article: cost(cases.article), lean: cost(cases.lean) };
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}
