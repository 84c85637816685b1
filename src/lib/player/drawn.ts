import type { Move, Position, Trace } from '$lib/engine';
import { receiveIndex } from '$lib/engine/events';
import { MinimaxNumbers } from './numbers';

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

/** A drawn tree's pruned part as columns, for passing between threads (`DrawnTree.pack`). */
export interface PackedDrawnTree {
	/** Per pruned node (id − calls − 1). */
	readonly parent: Float64Array;
	readonly position: Float64Array;
	readonly via: Float64Array;
	readonly depth: Float64Array;
	readonly branch: Float64Array;
	/** Per branch, `PrunedBranch`'s fields but the hook. */
	readonly branches: Readonly<Record<BranchField, Float64Array>>;
}

/** A branch's fields that a packed tree keeps (the hook is written again from two of them). */
type BranchField = Exclude<keyof PrunedBranch, 'hook'>;

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
	/** The branches' cut events in order, and the calls saved by the cuts up to each. */
	readonly #cutAt: Float64Array;
	readonly #savedBy: Float64Array;
	/** Each cutting call's branches, summed: how many, the calls they save, the first's number. */
	readonly #cuts = new Map<number, CallCuts>();

	/** Builds the drawn tree; or, given `packed` (`pack` in another thread), restores it as is. */
	constructor(
		trace: Trace,
		options: DrawnTreeOptions = { expand: false },
		packed: PackedDrawnTree | null = null
	) {
		this.trace = trace;
		this.calls = trace.calls;
		const branches: PrunedBranch[] = [];
		if (packed) this.#restore(packed, branches);
		else if (trace.windowed && trace.prunedBranches > 0) {
			const numbers = new MinimaxNumbers(trace);
			for (let call = 1; call <= trace.calls; call++) {
				const moves = trace.cutMoves(call);
				if (moves.length === 0) continue;
				const list = trace.childList(call);
				const cutAt = receiveIndex(trace, list.count > 0 ? list.at(list.count - 1) : call);
				for (const move of moves) {
					const position = trace.game.play(trace.position(call), move);
					const top = this.#grow(call, move, position, branches.length, options.expand);
					branches.push({
						parent: call,
						move,
						top,
						cutAt,
						saved: numbers.count(position, trace.depth(call) + 1, numbers.limitAt(call)),
						minimaxCall: numbers.of(call, move),
						hook: `${call}:${move}`
					});
				}
			}
		}
		this.branches = branches;
		this.size = this.calls + this.#parent.length;
		const byCut = [...branches].sort((a, b) => a.cutAt - b.cutAt);
		this.#cutAt = Float64Array.from(byCut, (branch) => branch.cutAt);
		this.#savedBy = new Float64Array(byCut.length);
		byCut.forEach((branch, at) => {
			this.#savedBy[at] = (this.#savedBy[at - 1] ?? 0) + branch.saved;
		});
		for (const { parent, saved, minimaxCall } of branches) {
			const cuts = this.#cuts.get(parent) ?? { count: 0, saved: 0, first: minimaxCall };
			this.#cuts.set(parent, { ...cuts, count: cuts.count + 1, saved: cuts.saved + saved });
		}
	}

	/**
	 * The pruned nodes and branches as typed columns (`buffers` to transfer): the search worker
	 * builds the drawn tree, whose expanded branches can cost the page hundreds of milliseconds.
	 */
	pack(): { packed: PackedDrawnTree; buffers: ArrayBuffer[] } {
		const column = (field: BranchField) => Float64Array.from(this.branches, (at) => at[field]);
		const packed: PackedDrawnTree = {
			parent: Float64Array.from(this.#parent),
			position: Float64Array.from(this.#position),
			via: Float64Array.from(this.#via),
			depth: Float64Array.from(this.#depth),
			branch: Float64Array.from(this.#branch),
			branches: {
				parent: column('parent'),
				move: column('move'),
				top: column('top'),
				cutAt: column('cutAt'),
				saved: column('saved'),
				minimaxCall: column('minimaxCall')
			}
		};
		const { branches: columns, ...nodes } = packed;
		const buffers = [...Object.values(nodes), ...Object.values(columns)].map(
			(array: Float64Array) => array.buffer as ArrayBuffer
		);
		return { packed, buffers };
	}

	/** Takes back what `pack` gave; a node's children are its pruned ids in order, as grown. */
	#restore(packed: PackedDrawnTree, branches: PrunedBranch[]): void {
		packed.parent.forEach((parent, at) => {
			const { position, via, depth, branch } = packed;
			this.#add(parent, position[at] ?? 0, via[at] ?? 0, depth[at] ?? 0, branch[at] ?? 0);
		});
		const columns = packed.branches;
		columns.parent.forEach((parent, at) => {
			const move = columns.move[at] ?? 0;
			branches.push({
				parent,
				move,
				top: columns.top[at] ?? 0,
				cutAt: columns.cutAt[at] ?? 0,
				saved: columns.saved[at] ?? 0,
				minimaxCall: columns.minimaxCall[at] ?? 0,
				hook: `${parent}:${move}`
			});
		});
	}

	/** Adds a pruned node (and, when expanding, everything under it); returns its id. */
	#grow(parent: number, move: Move, position: Position, branch: number, expand: boolean): number {
		const game = this.trace.game;
		const depth = (parent > this.calls ? this.depth(parent) : this.trace.depth(parent)) + 1;
		const id = this.#add(parent, position, move, depth, branch);
		if (expand && !game.isTerminal(position))
			for (const next of game.moves(position))
				this.#grow(id, next, game.play(position, next), branch, expand);
		return id;
	}

	/** Adds a pruned node as the last child of `parent`; returns its id. */
	#add(parent: number, position: Position, via: Move, depth: number, branch: number): number {
		const id = this.calls + this.#parent.push(parent);
		this.#position.push(position);
		this.#via.push(via);
		this.#depth.push(depth);
		this.#branch.push(branch);
		const siblings = this.#children.get(parent);
		if (siblings) siblings.push(id);
		else this.#children.set(parent, [id]);
		return id;
	}

	isPruned(node: number): boolean {
		return node > this.calls;
	}

	/** Calls first (in the order they were searched), then the pruned moves after them. */
	children(node: number): readonly number[] {
		const count = this.childCount(node);
		return Array.from({ length: count }, (_, at) => this.childAt(node, at));
	}

	/** How many children the node has drawn: calls, then pruned moves. */
	childCount(node: number): number {
		const extra = this.#children.get(node)?.length ?? 0;
		return node > this.calls ? extra : this.trace.childList(node).count + extra;
	}

	/** The node's n-th drawn child (from 0), in the order of `children`; O(1). */
	childAt(node: number, n: number): number {
		const extra = this.#children.get(node) ?? [];
		if (node > this.calls) return extra[n] ?? 0;
		const calls = this.trace.childList(node);
		return n < calls.count ? calls.at(n) : (extra[n - calls.count] ?? 0);
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

	/** The probability of the move into `node` when its parent is a chance node ("1/3"); else null. */
	probability(node: number): string | null {
		const { trace } = this;
		const parent = this.parent(node);
		if (parent === null || parent > this.calls || !trace.isChance(parent)) return null;
		// Weights go in the game's move order: a board's moves are cells, a tree's child indexes.
		const at = trace.game.moves(trace.position(parent)).indexOf(this.via(node) ?? 0);
		return trace.chanceWeights(parent)?.[at]?.toString() ?? null;
	}

	/** The branch a pruned node belongs to; null for a call. */
	branchOf(node: number): PrunedBranch | null {
		return node > this.calls
			? (this.branches[this.#branch[node - this.calls - 1] ?? -1] ?? null)
			: null;
	}

	/** The branches cut by event `index`, with the calls they saved: a binary search. */
	cutBy(index: number): { branches: number; saved: number } {
		let low = 0;
		let high = this.#cutAt.length;
		while (low < high) {
			const mid = (low + high) >>> 1;
			if ((this.#cutAt[mid] ?? 0) <= index) low = mid + 1;
			else high = mid;
		}
		return { branches: low, saved: this.#savedBy[low - 1] ?? 0 };
	}

	/** The branches `call` cut, summed; null when it cut none. */
	cutsOf(call: number): CallCuts | null {
		return this.#cuts.get(call) ?? null;
	}
}

/** What one call's cuts add up to. */
export interface CallCuts {
	/** Branches cut. */
	readonly count: number;
	/** The calls plain minimax makes in them. */
	readonly saved: number;
	/** Minimax's number for the first branch's first call. */
	readonly first: number;
}
