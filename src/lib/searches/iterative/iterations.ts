import type { Move, Trace } from '$lib/engine';
import { leading } from './rule';
import { drivenRoot, drivenSearches, keptPerTrace, type DrivenSearch } from '../driver';

/**
 * Iterative deepening's iterations, read back from a trace: the driver is call 1 and each of its
 * children one attempt at an iteration (rule.ts). An attempt's limit follows from the ones before
 * it: the first searches one move deep; an attempt after one that failed (its value at or past its
 * own window, which was narrower than the widest) re-searches the same depth; any other searches
 * one move deeper.
 */

/** One search under the driver: an iteration's first attempt or its re-search. */
export interface Attempt extends DrivenSearch {
	/** Its depth limit, in moves from the root. */
	readonly plies: number;
	/** A re-search of the attempt before it (after a fail). */
	readonly research: boolean;
	/** How its value fell outside its window, if it did. */
	readonly fail: 'low' | 'high' | null;
}

/** One iteration: its attempts (one, or two with a re-search) and its outcome (the last one's). */
export interface Iteration {
	readonly plies: number;
	readonly attempts: readonly Attempt[];
	readonly value: number;
	readonly best: Move | null;
	/** Calls over its attempts. */
	readonly calls: number;
	/** The best line its last attempt found: the root's best move, that child's, and so on. */
	readonly line: readonly Move[];
}

/** The best line under `call`: its best move, the best move of the child it played, … */
export function bestLine(trace: Trace, call: number): Move[] {
	const line: Move[] = [];
	for (let at = call, move = trace.bestMove(at); move !== null; move = trace.bestMove(at)) {
		const list = trace.childList(at);
		let next = 0;
		for (let n = 0; n < list.count && next === 0; n++)
			if (trace.via(list.at(n)) === move) next = list.at(n);
		if (next === 0) break;
		line.push(move);
		at = next;
	}
	return line;
}

/** Every attempt under the driver, in order (read once per trace, then kept). */
export const attemptsOf = keptPerTrace((trace): readonly Attempt[] => {
	let plies = 0;
	let failed = false;
	return drivenSearches(trace).map((search) => {
		const research = failed;
		if (!research) plies++;
		const { alpha, beta, value } = search;
		const fail =
			alpha > -Infinity && value <= alpha
				? 'low'
				: beta < Infinity && value >= beta
					? 'high'
					: null;
		failed = fail !== null;
		return { ...search, plies, research, fail };
	});
});

/** The trace's iterations, each with its attempts (read once per trace, then kept). */
export const iterationsOf = keptPerTrace((trace): readonly Iteration[] => {
	const iterations: Iteration[] = [];
	let attempts: Attempt[] = [];
	for (const attempt of attemptsOf(trace)) {
		if (!attempt.research && attempts.length > 0) iterations.push(iterationOf(trace, attempts));
		attempts = attempt.research ? [...attempts, attempt] : [attempt];
	}
	if (attempts.length > 0) iterations.push(iterationOf(trace, attempts));
	return iterations;
});

function iterationOf(trace: Trace, attempts: readonly Attempt[]): Iteration {
	const last = attempts.at(-1) as Attempt;
	return {
		plies: last.plies,
		attempts,
		value: last.value,
		best: trace.bestMove(last.call),
		calls: attempts.reduce((sum, attempt) => sum + attempt.calls, 0),
		line: bestLine(trace, last.call)
	};
}

/** The attempt `call` belongs to (its ancestor under the driver); null for the driver itself. */
export function attemptOf(trace: Trace, call: number): Attempt | null {
	const root = drivenRoot(trace, call);
	return attemptsOf(trace).find((attempt) => attempt.call === root) ?? null;
}

/**
 * The order `call` tried its moves in: the game's, with the best line of the iteration before
 * its own first where that line passes (rule.ts's `lineFirst`); none for the driver; null for
 * calls that searched nothing.
 */
export function movesAt(trace: Trace, call: number): readonly Move[] | null {
	// The driver tries no move: it starts searches of its own.
	if (call === 1) return [];
	if (trace.kind(call) !== 'searched') return null;
	const attempt = attemptOf(trace, call);
	if (attempt === null) return null;
	const earlier = iterationsOf(trace).filter((iteration) => iteration.plies < attempt.plies);
	const line = earlier.at(-1)?.line ?? [];
	const { game } = trace;
	const here = trace.position(call);
	let position = trace.position(1);
	let first: Move | undefined;
	for (const move of line) {
		if (position === here) {
			first = move;
			break;
		}
		position = game.play(position, move);
	}
	return leading(game.moves(here), first);
}
