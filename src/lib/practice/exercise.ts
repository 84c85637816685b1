import type { Fraction, CutRule, Game, Position, SearchId, SearchWindow, Trace } from '$lib/engine';
import { enterIndex, receiveIndex, returnIndex, windowAfter } from '$lib/engine/events';
import { plainSearch } from '$lib/engine/search';
import { plainOptions } from '$lib/engine/search-settings';
import { search } from '$lib/engine/run';
import { averageSum } from '$lib/player/narration/chance';

/**
 * The game an exercise is set on: a tree whose nodes are numbered level by level and may carry
 * names and given leaf values (the tree game's `TreeGame` is one; its practice form hands it in).
 */
export interface PractisedTree extends Game {
	readonly size: number;
	name(node: Position): string | null;
	leafValue(node: Position): number | null;
	levelOrderNumber(node: Position): number;
}

/**
 * A practice exercise on an explicit tree: the tree, the search the student works out by hand,
 * and what that search really does, read from its recorded trace. Nodes are named by their
 * level-order number (n1 at the root, then level by level, left to right, pruned nodes
 * included), as article 004 numbers them; a node the tree form names is shown by its name.
 */

/** A pruned branch: the edge from `parent` into `top`, cut once alpha met beta at `parent`. */
export interface PracticeCut {
	readonly top: number;
	readonly parent: number;
	/** The parent's window when it stopped: alpha ≥ beta. */
	readonly window: SearchWindow;
	/** The event at which it is cut (the parent receiving the value that closed its window). */
	readonly event: number;
}

export interface PracticeNode {
	readonly number: number;
	/** As the sheet shows it: its name from the tree form ("B"), else its number ("n4"). */
	readonly label: string;
	/** The parent's number; null at the root. */
	readonly parent: number | null;
	readonly children: readonly number[];
	readonly maximizing: boolean;
	/**
	 * How the node combines its children's values: the highest, the lowest, or (a search that
	 * averages) their probability-weighted average.
	 */
	readonly role: 'max' | 'min' | 'chance';
	/** A leaf's value (given to the student); null at an inner node. */
	readonly leaf: number | null;
	/** The node's call in the trace; null when the search never visits it. */
	readonly call: number | null;
	/** What the node returns; null when never visited. */
	readonly value: number | null;
	/** What the node returns exactly (a search that averages: 23/3); null otherwise. */
	readonly exact: Fraction | null;
	/** A chance node's sum before it is worked out: "(3 + 12 + 8) / 3"; null elsewhere. */
	readonly sum: string | null;
	/** The probability of the edge into the node, its parent a chance node ("1/3"); else null. */
	readonly probability: string | null;
	/** The window on entry (alpha-beta); null otherwise. */
	readonly window: SearchWindow | null;
	/** The pruned branch this node lies in (its top may be the node itself); null if none. */
	readonly cut: PracticeCut | null;
}

export interface ExerciseSpec {
	readonly game: PractisedTree;
	readonly algorithm: SearchId;
	/** Whether the window on entry to each node is asked for (alpha-beta only). */
	readonly windows: boolean;
	/** When alpha-beta cuts: alpha >= beta (absent, `ge`) or only alpha > beta (`gt`). */
	readonly cut?: CutRule;
}

export class Exercise {
	readonly game: PractisedTree;
	readonly algorithm: SearchId;
	/** Its search gives each call a window and may cut moves: the trace keeps alpha and beta. */
	readonly windowed: boolean;
	/** The window on entry to each node is asked for (a windowed search's exercise only). */
	readonly windows: boolean;
	readonly cut: CutRule;
	readonly trace: Trace;
	/** Every node by number; index 0 unused. */
	readonly nodes: readonly PracticeNode[];
	/** Node numbers in the order a search meets them (preorder): the order of the answer boxes. */
	readonly order: readonly number[];
	readonly cuts: readonly PracticeCut[];
	/** The search averages (expectimax): values are fractions, read and matched exactly. */
	readonly averages: boolean;

	constructor(spec: ExerciseSpec) {
		const { game, algorithm } = spec;
		this.game = game;
		this.algorithm = algorithm;
		this.cut = spec.cut ?? 'ge';
		const trace = search(game, plainOptions({ ...plainSearch(algorithm), cut: this.cut }));
		this.trace = trace;
		this.windowed = trace.windowed;
		this.windows = spec.windows && this.windowed;
		this.averages = trace.averages;

		// Tree positions are preorder indexes, so walking them in order is the call order.
		const numberOf = (position: number) => game.levelOrderNumber(position);
		const callAt = new Map<number, number>();
		for (let call = 1; call <= trace.calls; call++) callAt.set(trace.position(call), call);

		const cutAt = new Map<number, PracticeCut>();
		for (let call = 1; call <= trace.calls; call++) {
			const moves = trace.cutMoves(call);
			if (moves.length === 0) continue;
			const searched = trace.children(call);
			const last = searched.at(-1) ?? call;
			const window = windowAfter(trace, call, last) ?? { alpha: 0, beta: 0 };
			for (const move of moves) {
				const top = game.play(trace.position(call), move);
				cutAt.set(top, {
					top: numberOf(top),
					parent: numberOf(trace.position(call)),
					window,
					event: receiveIndex(trace, last)
				});
			}
		}
		// In the order the search makes them.
		this.cuts = [...cutAt.values()].sort((a, b) => a.event - b.event);

		const nodes: PracticeNode[] = [];
		const order: number[] = [];
		const visit = (
			position: number,
			parent: number | null,
			cut: PracticeCut | null,
			probability: string | null
		): void => {
			const number = numberOf(position);
			const call = callAt.get(position) ?? null;
			const children = game.moves(position).map((move) => game.play(position, move));
			const alpha = call === null ? null : trace.alpha(call);
			const beta = call === null ? null : trace.beta(call);
			const chance = call !== null && trace.isChance(call);
			const weights = chance ? trace.chanceWeights(call) : null;
			nodes[number] = {
				number,
				label: game.name(position) ?? `n${number}`,
				parent,
				children: children.map(numberOf),
				maximizing: game.isMaximizing(position),
				role: chance ? 'chance' : game.isMaximizing(position) ? 'max' : 'min',
				leaf: game.leafValue(position),
				call,
				value: call === null ? null : trace.score(call),
				exact: call === null || !trace.averages ? null : trace.exactScore(call),
				sum: chance && call !== null ? averageSum(trace, call) : null,
				probability,
				window: alpha === null || beta === null ? null : { alpha, beta },
				cut
			};
			order.push(number);
			children.forEach((child, at) =>
				visit(child, number, cut ?? cutAt.get(child) ?? null, weights?.[at]?.toString() ?? null)
			);
		};
		visit(game.root, null, null, null);
		this.nodes = nodes;
		this.order = order;
	}

	node(number: number): PracticeNode {
		const node = this.nodes[number];
		if (!node) throw new RangeError(`No node n${number} in this tree.`);
		return node;
	}

	/** The node as the sheet and its messages name it: "B", or "n4" where the tree names none. */
	label(number: number): string {
		return this.node(number).label;
	}

	/** The inner nodes, in call order: each has a value box. */
	get innerNodes(): number[] {
		return this.order.filter((number) => this.node(number).leaf === null);
	}

	/** The nodes at or below the given edges' nodes, in call order. */
	below(tops: ReadonlySet<number>): Set<number> {
		const found = new Set<number>();
		for (const number of this.order) {
			const parent = this.node(number).parent;
			if (tops.has(number) || (parent !== null && found.has(parent))) found.add(number);
		}
		return found;
	}

	/** Whether the edge into `number` is the top of a pruned branch. */
	isCutTop(number: number): boolean {
		return this.node(number).cut?.top === number;
	}

	/**
	 * The trace event at which a node's answer is settled: a visited node's return (its window:
	 * its entry), a pruned node's cut.
	 */
	decidedAt(number: number, what: 'value' | 'window' = 'value'): number {
		const node = this.node(number);
		if (node.call === null) return node.cut?.event ?? 0;
		return what === 'window'
			? enterIndex(this.trace, node.call)
			: returnIndex(this.trace, node.call);
	}
}
