import type { Game, IterationRecord, Move, Position } from '$lib/engine';
import {
	chooserIsMax,
	searchMcts,
	type MctsRecorder,
	type MctsSettings,
	type MctsTree
} from './rule';
import { naturalLog } from './log';
import { leads } from './lead';

/**
 * The record of one MCTS run, iteration by iteration. A call trace (engine/trace.ts) does not
 * fit: MCTS grows one tree by statistics and revisits its nodes on every iteration. So this
 * trace keeps the tree's nodes once, and for iteration i (1 … iterations) its four phases:
 * - selection and expansion: `path(i)`, the nodes from the root to the one whose playout ran,
 *   the last one made by this iteration when `expanded(i)`;
 * - simulation: `playout(i)`, the random moves from there to the end, `score(i)` the finished
 *   position's score and `reward(i)` it as a reward in [0, 1] for the maximiser;
 * - back-propagation: each node keeps the iterations that passed through it, in order, with
 *   its wins summed after each, so `visits(node, i)` and `wins(node, i)` (the counts after
 *   iteration i; i = 0 before the first) cost one binary search.
 * Any iteration is read by its index alone, without replaying the ones before it, and UCB1 at
 * any choice is recomputed from those counts (`ucb`).
 *
 * Columns are typed arrays: nodes by id (0 the root), iterations by number (slot 0 unused),
 * the paths, playouts and node histories packed one after another (CSR: `start[k]` to
 * `start[k + 1]`).
 */
export class MctsTrace implements IterationRecord {
	readonly game: Game;
	readonly root: Position;
	readonly settings: MctsSettings;
	readonly iterations: number;
	readonly nodes: number;
	readonly #columns: MctsColumns;

	constructor(game: Game, root: Position, settings: MctsSettings, columns: MctsColumns) {
		this.game = game;
		this.root = root;
		this.settings = settings;
		this.iterations = columns.pathStart.length - 1;
		this.nodes = columns.parent.length;
		this.#columns = columns;
	}

	/** The trace's columns (typed arrays, shared, not copied): a worker transfers them. */
	columns(): MctsColumns {
		return this.#columns;
	}

	/** The node's parent; null at the root. */
	parent(node: number): number | null {
		const parent = this.#columns.parent[node] ?? -1;
		return parent < 0 ? null : parent;
	}

	/** The move from the parent to the node; null at the root. */
	move(node: number): Move | null {
		return node === 0 ? null : (this.#columns.move[node] ?? null);
	}

	position(node: number): Position {
		return this.#columns.position[node] ?? this.root;
	}

	/** The iteration that made the node (0 for the root). */
	born(node: number): number {
		return this.#columns.born[node] ?? 0;
	}

	/** The node's children made by the end of `iteration`, in the order they were made. */
	children(node: number, iteration = this.iterations): number[] {
		const from = this.#columns.childStart[node] ?? 0;
		const to = this.#columns.childStart[node + 1] ?? from;
		const made: number[] = [];
		for (let k = from; k < to; k++) {
			const child = this.#columns.childIds[k] ?? 0;
			if (this.born(child) > iteration) break;
			made.push(child);
		}
		return made;
	}

	/** The nodes from the root to the one whose playout iteration `iteration` ran. */
	path(iteration: number): Int32Array {
		return this.#columns.pathNodes.subarray(
			this.#columns.pathStart[iteration - 1] ?? 0,
			this.#columns.pathStart[iteration] ?? 0
		);
	}

	/** Whether the iteration made the last node of its path (false: it reached a finished game). */
	expanded(iteration: number): boolean {
		return this.#columns.expanded[iteration] === 1;
	}

	/** The playout's random moves, from the path's last node to the end of the game. */
	playout(iteration: number): Uint16Array {
		return this.#columns.playoutMoves.subarray(
			this.#columns.playoutStart[iteration - 1] ?? 0,
			this.#columns.playoutStart[iteration] ?? 0
		);
	}

	/** The score of the position the playout finished in. */
	score(iteration: number): number {
		return this.#columns.score[iteration] ?? 0;
	}

	/** That score as a reward in [0, 1] for the maximiser. */
	reward(iteration: number): number {
		return this.#columns.reward[iteration] ?? 0;
	}

	/** How many iterations had passed through the node by the end of `iteration`. */
	visits(node: number, iteration = this.iterations): number {
		return this.#historyUpTo(node, iteration) - (this.#columns.historyStart[node] ?? 0);
	}

	/** The node's summed rewards (its chooser's) by the end of `iteration`. */
	wins(node: number, iteration = this.iterations): number {
		const end = this.#historyUpTo(node, iteration);
		return end > (this.#columns.historyStart[node] ?? 0)
			? (this.#columns.historyWins[end - 1] ?? 0)
			: 0;
	}

	/**
	 * UCB1 of a child as its parent saw it when choosing after `iteration` iterations: W/N +
	 * C·√(ln N_parent / N); +Infinity for a child not yet visited.
	 */
	ucb(node: number, iteration: number): number {
		const n = this.visits(node, iteration);
		if (n === 0) return Infinity;
		const parent = this.parent(node) ?? node;
		const logN = naturalLog(this.visits(parent, iteration));
		return this.wins(node, iteration) / n + this.settings.exploration * Math.sqrt(logN / n);
	}

	/** The root's children with their visits and wins after `iteration`, in the order made. */
	rootDistribution(iteration = this.iterations): { move: Move; visits: number; wins: number }[] {
		return this.children(0, iteration).map((child) => ({
			move: this.#columns.move[child] ?? 0,
			visits: this.visits(child, iteration),
			wins: this.wins(child, iteration)
		}));
	}

	/**
	 * The move MCTS would play after `iteration`: the most visited; among moves of as many visits,
	 * the one of greater mean reward W/N (the same N: the greater W), then the first made.
	 */
	bestMove(iteration = this.iterations): Move | null {
		let best: { move: Move; visits: number; wins: number } | null = null;
		for (const entry of this.rootDistribution(iteration))
			if (best === null || leads(entry, best)) best = entry;
		return best?.move ?? null;
	}

	/** Bytes held by the trace's columns, per iteration. */
	get bytesPerIteration(): number {
		const bytes = Object.values(this.columns()).reduce((sum, column) => sum + column.byteLength, 0);
		return bytes / Math.max(1, this.iterations);
	}

	/** One past the index of the node's last history entry at or before `iteration`. */
	#historyUpTo(node: number, iteration: number): number {
		const { historyStart, historyIteration } = this.#columns;
		let low = historyStart[node] ?? 0;
		let high = historyStart[node + 1] ?? low;
		while (low < high) {
			const mid = (low + high) >>> 1;
			if ((historyIteration[mid] ?? 0) <= iteration) low = mid + 1;
			else high = mid;
		}
		return low;
	}
}

/** A growable typed array: doubled when full, so a push costs a store (and a rare copy). */
class Column<A extends Int32Array | Float64Array> {
	length = 0;
	#data: A;
	readonly #make: (size: number) => A;

	constructor(make: (size: number) => A) {
		this.#make = make;
		this.#data = make(1024);
	}

	push(value: number): void {
		if (this.length === this.#data.length) {
			const grown = this.#make(this.#data.length * 2);
			grown.set(this.#data);
			this.#data = grown;
		}
		this.#data[this.length++] = value;
	}

	/** The values pushed, in an array of their own size. */
	done(): A {
		return this.#data.slice(0, this.length) as A;
	}
}

const ints = () => new Column((size) => new Int32Array(size));
const doubles = () => new Column((size) => new Float64Array(size));

/** The iterations as a run tells them, packed as it goes (see `MctsTrace`). */
export class IterationLog implements MctsRecorder {
	count = 0;
	readonly pathStart = ints();
	readonly pathNodes = ints();
	/** Per iteration: 1 when it made its path's last node. */
	readonly expanded = ints();
	readonly playoutStart = ints();
	readonly playoutMoves = ints();
	readonly score = doubles();
	readonly reward = doubles();

	constructor() {
		this.pathStart.push(0);
		this.playoutStart.push(0);
		this.expanded.push(0);
		this.score.push(0);
		this.reward.push(0);
	}

	iteration(
		path: readonly number[],
		expanded: boolean,
		playout: readonly Move[],
		score: number,
		reward: number
	): void {
		this.count++;
		for (let k = 0; k < path.length; k++) this.pathNodes.push(path[k] ?? 0);
		this.pathStart.push(this.pathNodes.length);
		this.expanded.push(expanded ? 1 : 0);
		for (let k = 0; k < playout.length; k++) this.playoutMoves.push(playout[k] ?? 0);
		this.playoutStart.push(this.playoutMoves.length);
		this.score.push(score);
		this.reward.push(reward);
	}
}

/** MCTS from `root`, recorded iteration by iteration. */
export function recordMcts(
	game: Game,
	root: Position,
	settings: MctsSettings,
	log: IterationLog = new IterationLog()
): MctsTrace {
	const tree = searchMcts(game, root, settings, log);
	return new MctsTrace(game, root, settings, packColumns(game, tree, log));
}

/** Each column of an MCTS trace and the typed array it is (a record read back is checked against it). */
export const COLUMN_TYPES = {
	parent: Int32Array,
	move: Uint16Array,
	position: Float64Array,
	born: Int32Array,
	childStart: Int32Array,
	childIds: Int32Array,
	pathStart: Int32Array,
	pathNodes: Int32Array,
	expanded: Uint8Array,
	playoutStart: Int32Array,
	playoutMoves: Uint16Array,
	score: Float64Array,
	reward: Float64Array,
	historyStart: Int32Array,
	historyIteration: Int32Array,
	historyWins: Float64Array
} as const;

/** An MCTS trace's columns (see `MctsTrace`). */
export type MctsColumns = {
	readonly [name in keyof typeof COLUMN_TYPES]: InstanceType<(typeof COLUMN_TYPES)[name]>;
};

/**
 * The columns of a run: its tree and iterations packed, and each node's history (the iterations
 * whose path holds it, in order, its chooser's wins summed after each) counted out of the paths.
 */
function packColumns(game: Game, tree: MctsTree, log: IterationLog): MctsColumns {
	const nodes = tree.parent.length;
	const [childStart, childIds] = packLists(tree.children);
	const pathStart = log.pathStart.done();
	const pathNodes = log.pathNodes.done();
	const reward = log.reward.done();
	const historyStart = new Int32Array(nodes + 1);
	for (const node of pathNodes) historyStart[node + 1] = (historyStart[node + 1] ?? 0) + 1;
	for (let node = 0; node < nodes; node++)
		historyStart[node + 1] = (historyStart[node + 1] ?? 0) + (historyStart[node] ?? 0);
	const historyIteration = new Int32Array(pathNodes.length);
	const historyWins = new Float64Array(pathNodes.length);
	const filled = historyStart.slice(0, nodes);
	const chooserMax = new Uint8Array(nodes);
	for (let node = 0; node < nodes; node++)
		chooserMax[node] = chooserIsMax(game, tree, node) ? 1 : 0;
	const iterations = pathStart.length - 1;
	for (let iteration = 1; iteration <= iterations; iteration++) {
		const r = reward[iteration] ?? 0;
		const end = pathStart[iteration] ?? 0;
		for (let k = pathStart[iteration - 1] ?? 0; k < end; k++) {
			const node = pathNodes[k] ?? 0;
			const slot = filled[node] ?? 0;
			filled[node] = slot + 1;
			const before = slot > (historyStart[node] ?? 0) ? (historyWins[slot - 1] ?? 0) : 0;
			historyIteration[slot] = iteration;
			historyWins[slot] = before + (chooserMax[node] === 1 ? r : 1 - r);
		}
	}
	return {
		parent: Int32Array.from(tree.parent),
		move: Uint16Array.from(tree.move),
		position: Float64Array.from(tree.position),
		born: Int32Array.from(tree.born),
		childStart,
		childIds,
		pathStart,
		pathNodes,
		expanded: Uint8Array.from(log.expanded.done()),
		playoutStart: log.playoutStart.done(),
		playoutMoves: Uint16Array.from(log.playoutMoves.done()),
		score: log.score.done(),
		reward,
		historyStart,
		historyIteration,
		historyWins
	};
}

/** Lists of numbers packed one after another, with where each starts (one more, for the end). */
function packLists(
	lists: readonly (readonly number[])[]
): [Int32Array<ArrayBuffer>, Int32Array<ArrayBuffer>] {
	const start = new Int32Array(lists.length + 1);
	lists.forEach((list, k) => (start[k + 1] = (start[k] ?? 0) + list.length));
	const items = new Int32Array(start[lists.length] ?? 0);
	lists.forEach((list, k) => items.set(list, start[k] ?? 0));
	return [start, items];
}
