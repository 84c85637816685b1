import type { Game, Move, Position, SearchSettings } from '$lib/engine';
import { CountingRecorder } from '$lib/engine/counter';
import { CallLimitPassed, scaleFor } from '$lib/engine/recorder';
import { runSearch } from '$lib/engine/run';
import { leads } from './lead';
import type { MctsTrace } from './trace';

/**
 * Does MCTS agree with minimax? Minimax's answer at the root (every move of the best full-depth
 * value), and, iteration by iteration, whether the move MCTS would play is one of them.
 */

/**
 * Calls the exact search may make before `minimaxBestMoves` gives up (Connect Four's early
 * boards): some 0.3 s of a busy machine, so the page can ask on its main thread. The empty
 * tic-tac-toe board takes 12,112 calls, the Connect Four Example's endgame (14 cells empty)
 * 68,775.
 */
export const AGREEMENT_BUDGET = 250_000;

/** Alpha-beta with a table of bounds: exact at the root it starts from, with no depth limit. */
export const EXACT: SearchSettings = {
	algorithm: 'alphabeta-table',
	depthLimit: null,
	symmetry: false
};

/**
 * Every root move whose full-depth minimax value is the best for the side to move at `root`,
 * in the game's order: each move's child is searched to the end by alpha-beta with a table
 * (a full window gives its exact value). Empty when the root is finished; null when the
 * searches together would pass `budget` calls.
 */
export function minimaxBestMoves(
	game: Game,
	root: Position,
	budget = AGREEMENT_BUDGET
): readonly Move[] | null {
	if (game.isTerminal(root)) return [];
	const values: { move: Move; value: number }[] = [];
	// One scale for every move's search: building it reads every score the game can give (a
	// tree's leaves), once, not once a move (a root of 100,000 leaves).
	const scale = scaleFor(game, EXACT);
	let spent = 0;
	for (const move of game.moves(root)) {
		const child = game.play(root, move);
		const recorder = new CountingRecorder(game, false, scale, budget - spent);
		try {
			const { rank } = runSearch(game, child, recorder, EXACT);
			values.push({ move, value: recorder.scale.value(rank) });
		} catch (error) {
			if (error instanceof CallLimitPassed) return null;
			throw error;
		}
		spent += recorder.calls;
	}
	const sign = game.isMaximizing(root) ? 1 : -1;
	// A loop, not Math.max(...): a root may have more moves than a call takes arguments.
	let best = -Infinity;
	for (const { value } of values) best = Math.max(best, sign * value);
	return values.filter(({ value }) => sign * value === best).map(({ move }) => move);
}

/**
 * The move MCTS would play after each iteration (the root's most visited child, ties to the
 * greater W/N, then to the first made, as `MctsTrace.bestMove`), kept up as the visits come in:
 * one pass over the iterations, not one count of the root's children per iteration. An
 * iteration changes one root child's counts, so the leader is the old one or that child.
 * `[i]` is the root child's node id after iteration i (1 … iterations), -1 while none; `[0]` is -1.
 */
function bestChildren(trace: MctsTrace): Int32Array {
	const best = new Int32Array(trace.iterations + 1).fill(-1);
	let leader = -1;
	for (let i = 1; i <= trace.iterations; i++) {
		const child = trace.path(i)[1];
		if (leader < 0 && child !== undefined) leader = child;
		else if (child !== undefined && child !== leader) {
			const counts = { visits: trace.visits(child, i), wins: trace.wins(child, i) };
			const lead = { visits: trace.visits(leader, i), wins: trace.wins(leader, i) };
			// Children are numbered in the order they were made: the lower id wins an exact tie.
			if (leads(counts, lead) || (!leads(lead, counts) && child < leader)) leader = child;
		}
		best[i] = leader;
	}
	return best;
}

/**
 * `[i]` = 1 when the move MCTS would play after iteration i is one of `best`, else 0, for
 * i = 1 … iterations (`[0]`, before the first iteration, is 0). One pass over the iterations.
 */
export function agreementSeries(trace: MctsTrace, best: readonly Move[]): Uint8Array {
	const wanted = new Set(best);
	const series = new Uint8Array(trace.iterations + 1);
	const leaders = bestChildren(trace);
	for (let i = 1; i <= trace.iterations; i++) {
		const move = trace.move(leaders[i] ?? -1);
		series[i] = (leaders[i] ?? -1) > 0 && move !== null && wanted.has(move) ? 1 : 0;
	}
	return series;
}

/** The first iteration from which every later one agrees in `series`; null when the last does not. */
export function settledFrom(series: Uint8Array, iterations: number): number | null {
	if (iterations < 1 || series[iterations] !== 1) return null;
	let from = iterations;
	while (from > 1 && series[from - 1] === 1) from--;
	return from;
}

/**
 * The first iteration from which the move MCTS would play stays one of `best` to the last
 * iteration; null when it is not one of them after the last (or there are no iterations).
 */
export const settleIteration = (trace: MctsTrace, best: readonly Move[]): number | null =>
	settledFrom(agreementSeries(trace, best), trace.iterations);
