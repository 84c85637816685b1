import type { Game, Move, Position } from '$lib/engine';
import { naturalLog } from './log';
import { Sfc32 } from './random';

/** UCT's settings: how many iterations, the generator's seed, and UCB1's exploration weight C. */
export interface MctsSettings {
	readonly iterations: number;
	readonly seed: number;
	readonly exploration: number;
}

/** C = √2, the constant of Kocsis and Szepesvári's UCT for rewards in [0, 1]. */
export const DEFAULT_EXPLORATION = Math.SQRT2;

/**
 * What one iteration did, told to a recorder as it ends (mcts/trace.ts keeps them all): the
 * nodes from the root down to the one whose playout ran, whether that last node was made by
 * this iteration, the playout's moves, and the finished position's score with its reward.
 */
export interface MctsRecorder {
	iteration(
		path: readonly number[],
		expanded: boolean,
		playout: readonly Move[],
		score: number,
		reward: number
	): void;
}

/** The tree UCT grew, node 0 the root; a node's children are in the order they were made. */
export interface MctsTree {
	readonly parent: readonly number[];
	readonly move: readonly Move[];
	readonly position: readonly Position[];
	/** The iteration that made the node (0 for the root). */
	readonly born: readonly number[];
	readonly visits: readonly number[];
	/** Summed rewards from the point of view of the side that chooses the node (see `chooserIsMax`). */
	readonly wins: readonly number[];
	readonly children: readonly (readonly number[])[];
}

/**
 * A terminal score as a reward in [0, 1] for the maximiser, by the game's own range of scores
 * (a board's -10, 0, +10 give 0, ½, 1; a tree's leaves scale between its least and greatest).
 */
export function rewardScale(game: Game): (score: number) => number {
	let low = Infinity;
	let high = -Infinity;
	for (const score of game.scores) {
		if (score < low) low = score;
		if (score > high) high = score;
	}
	// Leaves far apart (-1e308 and 1e308) overflow the span: scaled by halves, they do not.
	const half = Number.isFinite(high - low) ? 1 : 0.5;
	const span = high * half - low * half;
	return (score) => (span > 0 ? (score * half - low * half) / span : 0.5);
}

/**
 * Whether the rewards a node keeps are the maximiser's: a node's W counts results for the side
 * that chooses it, the side to move at its parent (at the root, the side to move there).
 */
export function chooserIsMax(
	game: Game,
	tree: Pick<MctsTree, 'parent' | 'position'>,
	node: number
) {
	const parent = tree.parent[node] ?? -1;
	return game.isMaximizing(tree.position[parent < 0 ? node : parent] ?? 0);
}

/**
 * Monte Carlo tree search with UCB1 (UCT, Kocsis and Szepesvári 2006; AIMA 4th ed., 5.4), from
 * `root`, for `settings.iterations` iterations of four phases:
 * 1. Selection: from the root, while a node is unfinished and has tried all its moves, go to
 *    the child with the greatest UCB1 = W/N + C·√(ln N_parent / N) (ties: the first made; ln
 *    is `naturalLog`, the same on every engine, for the same path everywhere).
 * 2. Expansion: at an unfinished node with a move not yet tried, make the child of its next
 *    untried move in the game's order.
 * 3. Simulation: from that node, play uniformly random moves (drawn from `Sfc32(seed)`) to the
 *    end of the game; its score becomes a reward r in [0, 1] for the maximiser (`rewardScale`).
 * 4. Back-propagation: every node on the path gains a visit, and r or 1 − r, whichever is its
 *    chooser's (`chooserIsMax`).
 * Contract: the root's visits equal the iterations; a node's visits equal its children's plus
 * the playouts that started at it; 0 ≤ W ≤ N. The same game, root and settings give the same
 * tree and the same recorded iterations.
 */
export function searchMcts(
	game: Game,
	root: Position,
	settings: MctsSettings,
	recorder: MctsRecorder | null = null
): MctsTree {
	const random = new Sfc32(settings.seed);
	const reward = rewardScale(game);
	const c = settings.exploration;
	const parent: number[] = [-1];
	const move: Move[] = [game.moveLimit];
	const position: Position[] = [root];
	const born: number[] = [0];
	const visits: number[] = [0];
	const wins: number[] = [0];
	const children: number[][] = [[]];
	const maxChooses: boolean[] = [game.isMaximizing(root)];
	const path: number[] = [];
	const playout: Move[] = [];

	for (let iteration = 1; iteration <= settings.iterations; iteration++) {
		path.length = 0;
		playout.length = 0;
		let node = 0;
		let expanded = false;
		path.push(node);
		// 1 and 2: down the tree by UCB1 until a node with an untried move, or the game's end.
		for (;;) {
			const at = position[node] ?? root;
			if (game.isTerminal(at)) break;
			const moves = game.moves(at);
			const made = children[node] ?? [];
			if (made.length < moves.length) {
				const next = moves[made.length] ?? 0;
				const child = parent.length;
				parent.push(node);
				move.push(next);
				position.push(game.play(at, next));
				born.push(iteration);
				visits.push(0);
				wins.push(0);
				children.push([]);
				maxChooses.push(game.isMaximizing(at));
				made.push(child);
				path.push(child);
				expanded = true;
				break;
			}
			const logN = naturalLog(visits[node] ?? 1);
			let best = made[0] ?? 0;
			let bestValue = -Infinity;
			for (const child of made) {
				const n = visits[child] ?? 1;
				const value = (wins[child] ?? 0) / n + c * Math.sqrt(logN / n);
				if (value > bestValue) {
					bestValue = value;
					best = child;
				}
			}
			node = best;
			path.push(node);
		}
		// 3: a random playout from the last node to the end of the game.
		let at = position[path[path.length - 1] ?? 0] ?? root;
		while (!game.isTerminal(at)) {
			const moves = game.moves(at);
			const chosen = moves[random.below(moves.length)] ?? 0;
			playout.push(chosen);
			at = game.play(at, chosen);
		}
		const score = game.score(at);
		const r = reward(score);
		// 4: every node on the path counts the visit and its chooser's share of the result.
		for (const on of path) {
			visits[on] = (visits[on] ?? 0) + 1;
			wins[on] = (wins[on] ?? 0) + (maxChooses[on] ? r : 1 - r);
		}
		recorder?.iteration(path, expanded, playout, score, r);
	}
	return { parent, move, position, born, visits, wins, children };
}
