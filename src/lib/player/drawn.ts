import type { Move, Position, Trace } from '$lib/engine';
import { receiveIndex } from '$lib/engine/events';
import { probes } from '$lib/engine/probes';
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
	readonly nodes: Readonly<Record<NodeField, Float64Array>>;
	/** Per branch, in the order the calls cut them: `PrunedBranch`'s fields but the hook. */
	readonly branches: Readonly<Record<BranchField, Float64Array>>;
	/** The branches' cut events in order, and the calls saved by the cuts up to each. */
	readonly cutAt: Float64Array;
	readonly savedBy: Float64Array;
	readonly minimaxCalls: number;
}

/** A pruned node's fields. */
type NodeField = 'parent' | 'position' | 'via' | 'depth' | 'branch';
const NODE_FIELDS: readonly NodeField[] = ['parent', 'position', 'via', 'depth', 'branch'];

/** A branch's fields that a packed tree keeps (the hook is written again from two of them). */
type BranchField = Exclude<keyof PrunedBranch, 'hook'>;
const BRANCH_FIELDS: readonly BranchField[] = [
	'parent',
	'move',
	'top',
	'cutAt',
	'saved',
	'minimaxCall'
];

export interface DrawnTreeOptions {
	/** Draw pruned branches whole, not just their first node. */
	readonly expand: boolean;
}

/**
 * Kept as columns, so a tree drawn in the search worker is taken over as it comes: alpha-beta at
 * depth 9 on Connect Four cuts 660,075 branches, which cost the page seconds as objects.
 */
export class DrawnTree {
	readonly trace: Trace;
	/** The trace's calls: ids 1..calls. */
	readonly calls: number;
	/** All drawn nodes, calls and pruned nodes. */
	readonly size: number;
	/** The calls plain minimax makes from the root (those made, plus those the cuts saved). */
	readonly minimaxCalls: number;
	/** Its columns; branches by cutting call (their parents ascend), each call's in the game's order. */
	readonly #columns: PackedDrawnTree;
	/** Each pruned node's pruned children (ids), found on first need. */
	#children: Map<number, number[]> | null = null;
	#branchList: readonly PrunedBranch[] | null = null;

	/** Builds the drawn tree; or, given `packed` (`pack` in another thread), restores it as is. */
	constructor(
		trace: Trace,
		options: DrawnTreeOptions = { expand: false },
		packed: PackedDrawnTree | null = null
	) {
		this.trace = trace;
		this.calls = trace.calls;
		this.#columns = packed ?? DrawnTree.#build(trace, options.expand);
		this.minimaxCalls = this.#columns.minimaxCalls;
		this.size = this.calls + this.#columns.nodes.parent.length;
	}

	static #build(trace: Trace, expand: boolean): PackedDrawnTree {
		const nodes = lists(NODE_FIELDS);
		const branches = lists(BRANCH_FIELDS);
		const { game, calls } = trace;
		// A pruned node (and, when expanding, everything under it); returns its id.
		const grow = (parent: number, via: Move, position: Position, depth: number, branch: number) => {
			const id = calls + nodes.parent.push(parent);
			nodes.position.push(position);
			nodes.via.push(via);
			nodes.depth.push(depth);
			nodes.branch.push(branch);
			if (expand && !game.isTerminal(position))
				for (const next of game.moves(position))
					grow(id, next, game.play(position, next), depth + 1, branch);
			return id;
		};
		const numbers = new MinimaxNumbers(trace);
		for (let call = 1; trace.windowed && trace.prunedBranches > 0 && call <= calls; call++) {
			const moves = trace.cutMoves(call);
			if (moves.length === 0) continue;
			const list = trace.childList(call);
			const cutAt = receiveIndex(trace, list.count > 0 ? list.at(list.count - 1) : call);
			const depth = trace.depth(call) + 1;
			for (const move of moves) {
				const position = game.play(trace.position(call), move);
				const branch: Omit<PrunedBranch, 'hook'> = {
					parent: call,
					move,
					top: grow(call, move, position, depth, branches.parent.length),
					cutAt,
					saved: numbers.count(position, depth, numbers.limitAt(call)),
					minimaxCall: numbers.of(call, move)
				};
				for (const field of BRANCH_FIELDS) branches[field].push(branch[field]);
			}
		}
		const byCut = branches.cutAt.map((_, at) => at);
		byCut.sort((a, b) => (branches.cutAt[a] ?? 0) - (branches.cutAt[b] ?? 0));
		const savedBy = new Float64Array(byCut.length);
		byCut.forEach((branch, at) => {
			savedBy[at] = (savedBy[at - 1] ?? 0) + (branches.saved[branch] ?? 0);
		});
		// A probing search calls a node twice: minimax's calls are counted, not made plus saved.
		const minimaxCalls = probes(trace)
			? numbers.count(trace.position(1), 0, trace.settings.depthLimit)
			: calls + (savedBy[byCut.length - 1] ?? 0);
		return {
			nodes: columns(nodes),
			branches: columns(branches),
			cutAt: Float64Array.from(byCut, (branch) => branches.cutAt[branch] ?? 0),
			savedBy,
			minimaxCalls
		};
	}

	/** The columns (`buffers` to transfer): the search worker builds the drawn tree. */
	pack(): { packed: PackedDrawnTree; buffers: ArrayBuffer[] } {
		const { nodes, branches, cutAt, savedBy } = this.#columns;
		const arrays = [...Object.values(nodes), ...Object.values(branches), cutAt, savedBy];
		return { packed: this.#columns, buffers: arrays.map((array) => array.buffer as ArrayBuffer) };
	}

	/** Every branch cut, in the order the calls cut them (built on first need). */
	get branches(): readonly PrunedBranch[] {
		this.#branchList ??= Array.from(this.#columns.branches.parent, (_, at) => this.#branch(at));
		return this.#branchList;
	}

	#branch(at: number): PrunedBranch {
		const [parent, move, top, cutAt, saved, minimaxCall] = BRANCH_FIELDS.map(
			(field) => this.#columns.branches[field][at] ?? 0
		) as [number, number, number, number, number, number];
		return { parent, move, top, cutAt, saved, minimaxCall, hook: `${parent}:${move}` };
	}

	/** The branches `call` cut: a run of the branch columns, found by a binary search. */
	#cutRun(call: number): { first: number; end: number } {
		const parents = this.#columns.branches.parent;
		return { first: firstAtLeast(parents, call), end: firstAtLeast(parents, call + 1) };
	}

	#pruned(node: number, field: NodeField): number {
		return this.#columns.nodes[field][node - this.calls - 1] ?? 0;
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
		if (node > this.calls) return this.#prunedChildren(node).length;
		const { first, end } = this.#cutRun(node);
		return this.trace.childList(node).count + end - first;
	}

	/** The node's n-th drawn child (from 0), in the order of `children`: O(log branches). */
	childAt(node: number, n: number): number {
		if (node > this.calls) return this.#prunedChildren(node)[n] ?? 0;
		const calls = this.trace.childList(node);
		if (n < calls.count) return calls.at(n);
		const { first, end } = this.#cutRun(node);
		const at = first + n - calls.count;
		return at < end ? (this.#columns.branches.top[at] ?? 0) : 0;
	}

	/** A pruned node's children: those of a branch drawn whole, indexed once for all. */
	#prunedChildren(node: number): readonly number[] {
		if (this.#children === null) {
			this.#children = new Map();
			this.#columns.nodes.parent.forEach((parent, at) => {
				if (parent <= this.calls) return;
				const siblings = this.#children?.get(parent);
				if (siblings) siblings.push(this.calls + at + 1);
				else this.#children?.set(parent, [this.calls + at + 1]);
			});
		}
		return this.#children.get(node) ?? [];
	}

	parent(node: number): number | null {
		return node > this.calls
			? (this.#columns.nodes.parent[node - this.calls - 1] ?? null)
			: this.trace.parent(node);
	}

	depth(node: number): number {
		return node > this.calls ? this.#pruned(node, 'depth') : this.trace.depth(node);
	}

	position(node: number): Position {
		return node > this.calls ? this.#pruned(node, 'position') : this.trace.position(node);
	}

	/** The move that leads into the node; null for the root. */
	via(node: number): Move | null {
		return node > this.calls
			? (this.#columns.nodes.via[node - this.calls - 1] ?? null)
			: this.trace.via(node);
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
		if (node <= this.calls || node > this.size) return null;
		return (
			this.#branchList?.[this.#pruned(node, 'branch')] ?? this.#branch(this.#pruned(node, 'branch'))
		);
	}

	/** The branches cut by event `index`, with the calls they saved: a binary search. */
	cutBy(index: number): { branches: number; saved: number } {
		// Events are whole numbers: those up to `index` are those below the next.
		const cut = firstAtLeast(this.#columns.cutAt, index + 1);
		return { branches: cut, saved: this.#columns.savedBy[cut - 1] ?? 0 };
	}

	/** The branches `call` cut, summed; null when it cut none. */
	cutsOf(call: number): CallCuts | null {
		const { first, end } = this.#cutRun(call);
		if (first === end) return null;
		let saved = 0;
		for (let at = first; at < end; at++) saved += this.#columns.branches.saved[at] ?? 0;
		return { count: end - first, saved, first: this.#columns.branches.minimaxCall[first] ?? 0 };
	}
}

/** The first index of ascending `column` whose value is at least `value`: a binary search. */
function firstAtLeast(column: Float64Array, value: number): number {
	let [low, high] = [0, column.length];
	while (low < high) {
		const mid = (low + high) >>> 1;
		if ((column[mid] ?? 0) < value) low = mid + 1;
		else high = mid;
	}
	return low;
}

/** An empty list for each field. */
function lists<Field extends string>(fields: readonly Field[]): Record<Field, number[]> {
	return Object.fromEntries(fields.map((field) => [field, []])) as unknown as Record<
		Field,
		number[]
	>;
}

/** Each list as a column. */
function columns<Field extends string>(
	lists: Record<Field, number[]>
): Record<Field, Float64Array> {
	const entries = Object.entries<number[]>(lists).map(([field, list]) => [
		field,
		Float64Array.from(list)
	]);
	return Object.fromEntries(entries) as Record<Field, Float64Array>;
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
