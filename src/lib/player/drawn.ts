import { minimaxCallCount, receiveIndex, type Move, type Position, type Trace } from '$lib/engine';

/**
 * The tree as the page draws it: the trace's calls plus the branches alpha-beta cut, so a cut
 * stays on screen (greyed) instead of vanishing. Node ids 1..calls are the trace's calls; ids
 * above `calls` are nodes of pruned branches, numbered branch by branch in preorder.
 *
 * In an explicit tree a pruned branch is drawn whole (the article's figure shows [25, 0] under
 * its cut); on a board only its first position is drawn, since a cut subtree there can hold
 * thousands of positions.
 */

/** One move a call never searched because alpha met beta. */
export interface PrunedBranch {
	/** The call that cut it. */
	readonly parent: number;
	/** The move (a cell, or a child index) it would have played. */
	readonly move: Move;
	/** The drawn node at the top of the branch. */
	readonly top: number;
	/** The event at which it is cut: the caller receiving the value that made alpha meet beta. */
	readonly cutAt: number;
	/** The calls plain minimax makes in this branch, which alpha-beta saved. */
	readonly saved: number;
	/** The number minimax's walk gives the branch's first call (minimax's FC number). */
	readonly minimaxCall: number;
	/** `parent:move`, the hook tests find the branch by. */
	readonly hook: string;
}

export interface DrawnTreeOptions {
	/** Draw pruned branches whole, not just their first node. */
	readonly expand: boolean;
}

export class DrawnTree {
	readonly trace: Trace;
	/** The trace's calls: ids 1..calls. */
	readonly calls: number;
	/** All drawn nodes, calls and pruned nodes. */
	readonly size: number;
	readonly branches: readonly PrunedBranch[];

	// Pruned nodes, indexed by id - calls - 1.
	readonly #parent: number[] = [];
	readonly #position: Position[] = [];
	readonly #via: Move[] = [];
	readonly #depth: number[] = [];
	readonly #branch: number[] = [];
	readonly #children = new Map<number, number[]>();

	constructor(trace: Trace, options: DrawnTreeOptions = { expand: false }) {
		this.trace = trace;
		this.calls = trace.calls;
		const branches: PrunedBranch[] = [];
		if (trace.algorithm === 'alphabeta' && trace.prunedBranches > 0) {
			const numbers = new MinimaxNumbers(trace);
			for (let call = 1; call <= trace.calls; call++) {
				const moves = trace.prunedMoves(call);
				if (moves.length === 0) continue;
				const cutAt = receiveIndex(trace, trace.children(call).at(-1) ?? call);
				for (const move of moves) {
					const position = trace.game.play(trace.position(call), move);
					const top = this.#grow(call, move, position, branches.length, options.expand);
					branches.push({
						parent: call,
						move,
						top,
						cutAt,
						saved: numbers.count(position),
						minimaxCall: numbers.of(call, move),
						hook: `${call}:${move}`
					});
				}
			}
		}
		this.branches = branches;
		this.size = this.calls + this.#parent.length;
	}

	/** Adds a pruned node (and, when expanding, everything under it); returns its id. */
	#grow(parent: number, move: Move, position: Position, branch: number, expand: boolean): number {
		const game = this.trace.game;
		const depth = (parent > this.calls ? this.depth(parent) : this.trace.depth(parent)) + 1;
		const id = this.calls + this.#parent.push(parent);
		this.#position.push(position);
		this.#via.push(move);
		this.#depth.push(depth);
		this.#branch.push(branch);
		const siblings = this.#children.get(parent);
		if (siblings) siblings.push(id);
		else this.#children.set(parent, [id]);
		if (expand && !game.isTerminal(position))
			for (const next of game.moves(position))
				this.#grow(id, next, game.play(position, next), branch, expand);
		return id;
	}

	isPruned(node: number): boolean {
		return node > this.calls;
	}

	/** Calls first (in the order they were searched), then the pruned moves after them. */
	children(node: number): readonly number[] {
		const extra = this.#children.get(node) ?? [];
		if (node > this.calls) return extra;
		const calls = this.trace.children(node);
		return extra.length === 0 ? calls : [...calls, ...extra];
	}

	parent(node: number): number | null {
		return node > this.calls
			? (this.#parent[node - this.calls - 1] ?? null)
			: this.trace.parent(node);
	}

	depth(node: number): number {
		return node > this.calls ? (this.#depth[node - this.calls - 1] ?? 0) : this.trace.depth(node);
	}

	position(node: number): Position {
		return node > this.calls
			? (this.#position[node - this.calls - 1] ?? 0)
			: this.trace.position(node);
	}

	/** The move that leads into the node; null for the root. */
	via(node: number): Move | null {
		return node > this.calls ? (this.#via[node - this.calls - 1] ?? null) : this.trace.via(node);
	}

	isMaximizing(node: number): boolean {
		return this.trace.game.isMaximizing(this.position(node));
	}

	/** The branch a pruned node belongs to; null for a call. */
	branchOf(node: number): PrunedBranch | null {
		return node > this.calls
			? (this.branches[this.#branch[node - this.calls - 1] ?? -1] ?? null)
			: null;
	}

	/** The branches cut by event `index`, with the calls they saved. */
	cutBy(index: number): { branches: number; saved: number } {
		let branches = 0;
		let saved = 0;
		for (const branch of this.branches) {
			if (branch.cutAt > index) continue;
			branches++;
			saved += branch.saved;
		}
		return { branches, saved };
	}
}

/**
 * Minimax's call numbers for positions alpha-beta reached, from subtree sizes alone: a child's
 * number is its parent's, plus one, plus the sizes of the siblings minimax searches first.
 */
class MinimaxNumbers {
	readonly #trace: Trace;
	readonly #sizes = new Map<Position, number>();
	readonly #numbers = new Map<number, number>([[1, 1]]);

	constructor(trace: Trace) {
		this.#trace = trace;
	}

	count(position: Position): number {
		return minimaxCallCount(this.#trace.game, position, this.#sizes);
	}

	/** Minimax's number for the call `call` makes with `move`. */
	of(call: number, move: Move): number {
		const game = this.#trace.game;
		const position = this.#trace.position(call);
		let number = this.#call(call) + 1;
		for (const earlier of game.moves(position)) {
			if (earlier === move) break;
			number += this.count(game.play(position, earlier));
		}
		return number;
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
