import {
	minimaxCallCount,
	orderingOf,
	reorderedMoves,
	type Move,
	type Position,
	type Trace
} from '$lib/engine';

/**
 * Minimax's call numbers for positions alpha-beta reached, from subtree sizes alone: a child's
 * number is its parent's, plus one, plus the sizes of the siblings minimax searches first. Each
 * call's moves are numbered in one pass and kept, so a wide call costs O(moves), not O(moves²).
 * Under a depth limit the sizes are of the tree cut at the same limit (minimax with that limit);
 * in the best- or worst-first order, minimax's in that order too (minimax takes it as well).
 */
export class MinimaxNumbers {
	readonly #trace: Trace;
	readonly #sizes = new Map<Position, number>();
	readonly #numbers = new Map<number, number>([[1, 1]]);
	readonly #byMove = new Map<number, Map<Move, number>>();

	constructor(trace: Trace) {
		this.#trace = trace;
	}

	/** The calls minimax (with the trace's depth limit) makes from `position`, found at `depth`. */
	count(position: Position, depth: number): number {
		const limit = this.#trace.settings.depthLimit;
		const left = limit === null ? Infinity : limit - depth;
		return minimaxCallCount(this.#trace.game, position, this.#sizes, left);
	}

	/** Minimax's number for the call `call` makes with `move`. */
	of(call: number, move: Move): number {
		let numbers = this.#byMove.get(call);
		if (numbers === undefined) {
			const game = this.#trace.game;
			const position = this.#trace.position(call);
			const depth = this.#trace.depth(call) + 1;
			numbers = new Map();
			let number = this.#call(call) + 1;
			const oracle =
				orderingOf(this.#trace.settings) === 'given' ? null : reorderedMoves(this.#trace, call);
			for (const next of oracle ?? game.moves(position)) {
				numbers.set(next, number);
				number += this.count(game.play(position, next), depth);
			}
			this.#byMove.set(call, numbers);
		}
		return numbers.get(move) ?? 0;
	}

	#call(call: number): number {
		const known = this.#numbers.get(call);
		if (known !== undefined) return known;
		const parent = this.#trace.parent(call) ?? 1;
		const number = this.of(parent, this.#trace.via(call) ?? 0);
		this.#numbers.set(call, number);
		return number;
	}
}
