import type { Move, Position, Trace } from '$lib/engine';
import { minimaxCallCount } from '$lib/engine/count';
import { reorderedMoves, searchRule } from '$lib/engine/search-catalog';
import { orderingOf } from '$lib/engine/search';

/**
 * Minimax's call numbers for positions alpha-beta reached, from subtree sizes alone: a child's
 * number is its parent's, plus one, plus the sizes of the siblings minimax searches first. Each
 * call's moves are numbered in one pass and kept, so a wide call costs O(moves), not O(moves²).
 * Under a depth limit the sizes are of the tree cut at the same limit (minimax with that limit);
 * in the best- or worst-first order, minimax's in that order too (minimax takes it as well).
 */
export class MinimaxNumbers {
	readonly #trace: Trace;
	/** Subtree sizes by the depth limit they were counted under (-1: none). */
	readonly #sizes = new Map<number, Map<Position, number>>();
	readonly #numbers = new Map<number, number>([[1, 1]]);
	readonly #byMove = new Map<number, Map<Move, number>>();

	constructor(trace: Trace) {
		this.#trace = trace;
	}

	/**
	 * The calls minimax makes from `position`, found at `depth`, under the depth limit `limit` (the
	 * trace's by default; a recursion depth, as `limitAt` gives it).
	 */
	count(
		position: Position,
		depth: number,
		limit: number | null = this.#trace.settings.depthLimit
	): number {
		const left = limit === null ? Infinity : limit - depth;
		let sizes = this.#sizes.get(limit ?? -1);
		if (sizes === undefined) this.#sizes.set(limit ?? -1, (sizes = new Map()));
		return minimaxCallCount(this.#trace.game, position, sizes, left);
	}

	/** The depth limit `call` searched its moves under: its search's own, else the trace's. */
	limitAt(call: number): number | null {
		const own = searchRule(this.#trace.algorithm).limitAt;
		return own === undefined ? this.#trace.settings.depthLimit : own(this.#trace, call);
	}

	/** Minimax's number for the call `call` makes with `move`. */
	of(call: number, move: Move): number {
		let numbers = this.#byMove.get(call);
		if (numbers === undefined) {
			const game = this.#trace.game;
			const position = this.#trace.position(call);
			const depth = this.#trace.depth(call) + 1;
			const limit = this.limitAt(call);
			numbers = new Map();
			let number = this.#call(call) + 1;
			const oracle =
				orderingOf(this.#trace.settings) === 'given' ? null : reorderedMoves(this.#trace, call);
			for (const next of oracle ?? game.moves(position)) {
				numbers.set(next, number);
				number += this.count(game.play(position, next), depth, limit);
			}
			this.#byMove.set(call, numbers);
		}
		return numbers.get(move) ?? 0;
	}

	#call(call: number): number {
		const known = this.#numbers.get(call);
		if (known !== undefined) return known;
		const parent = this.#trace.parent(call) ?? 1;
		const via = this.#trace.via(call);
		// A call reached by no move (a deepening search's iteration) is a search of its own from
		// the root: minimax's first call, as the root is.
		const number = via === null ? 1 : this.of(parent, via);
		this.#numbers.set(call, number);
		return number;
	}
}
