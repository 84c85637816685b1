import type { Game, Move, Position } from './game';
import { TicTacToe } from './tictactoe';

/**
 * Counting versions of the four searches the compare view sets side by side. They record no
 * trace, only figures, so the empty board's 549,946 minimax calls take a fraction of a second.
 *
 *   minimax            every move of every position, in the game's order
 *   alphabeta          alpha-beta (fail-soft) in the game's order: the article's function
 *   memo               minimax with a table of positions already scored (article 002): a
 *                      position met again returns its stored value without searching
 *   alphabeta-ordered  alpha-beta trying likely-best moves first: on a board the centre, then
 *                      corners, then edges; in a tree, children by a one-level look ahead
 *
 * Every call counts, a table hit included; a leaf is a terminal call that was scored (under memo
 * a finished position met again is a hit, not a leaf); a cut-off is a call that stopped with
 * moves left because alpha met beta; the depth is the deepest level reached.
 */

export type CompareAlgorithm = 'minimax' | 'alphabeta' | 'memo' | 'alphabeta-ordered';
export const COMPARE_ALGORITHMS: readonly CompareAlgorithm[] = [
	'minimax',
	'alphabeta',
	'memo',
	'alphabeta-ordered'
];

export interface SearchCounts {
	readonly algorithm: CompareAlgorithm;
	/** The root's value: the same for all four. */
	readonly score: number;
	readonly calls: number;
	readonly leaves: number;
	readonly cutoffs: number;
	/** Calls answered from the table (memo only). */
	readonly hits: number;
	/** Positions stored in the table (memo only). */
	readonly positions: number;
	/** Deepest level reached; the root is level 0. */
	readonly depth: number;
	/** Calls made at each level. */
	readonly perDepth: readonly number[];
}

/** Centre, corners, edges: the cells most lines pass through first. */
const BOARD_ORDER = [4, 0, 2, 6, 8, 1, 3, 5, 7];

export function countSearch(game: Game, algorithm: CompareAlgorithm): SearchCounts {
	let calls = 0;
	let leaves = 0;
	let cutoffs = 0;
	let hits = 0;
	const perDepth: number[] = [];
	const table = new Map<Position, number>();
	const order = orderFor(game, algorithm);
	const pruning = algorithm === 'alphabeta' || algorithm === 'alphabeta-ordered';

	const search = (position: Position, depth: number, alpha: number, beta: number): number => {
		calls++;
		perDepth[depth] = (perDepth[depth] ?? 0) + 1;
		if (algorithm === 'memo') {
			const known = table.get(position);
			if (known !== undefined) {
				hits++;
				return known;
			}
		}
		if (game.isTerminal(position)) {
			leaves++;
			const score = game.score(position);
			if (algorithm === 'memo') table.set(position, score);
			return score;
		}
		const maximizing = game.isMaximizing(position);
		const moves = order(position);
		let best = maximizing ? -Infinity : Infinity;
		for (let i = 0; i < moves.length; i++) {
			const score = search(game.play(position, moves[i] ?? 0), depth + 1, alpha, beta);
			if (maximizing) {
				if (score > best) best = score;
				if (pruning && best > alpha) alpha = best;
			} else {
				if (score < best) best = score;
				if (pruning && best < beta) beta = best;
			}
			if (pruning && alpha >= beta) {
				if (i < moves.length - 1) cutoffs++;
				break;
			}
		}
		if (algorithm === 'memo') table.set(position, best);
		return best;
	};

	const score = search(game.root, 0, -Infinity, Infinity);
	return {
		algorithm,
		score,
		calls,
		leaves,
		cutoffs,
		hits,
		positions: table.size,
		depth: perDepth.length - 1,
		perDepth
	};
}

/** The move order each search uses. */
function orderFor(
	game: Game,
	algorithm: CompareAlgorithm
): (position: Position) => readonly Move[] {
	const plain = (position: Position) => game.moves(position);
	if (algorithm !== 'alphabeta-ordered') return plain;
	if (game instanceof TicTacToe) {
		return (position) => {
			const moves = game.moves(position);
			return BOARD_ORDER.filter((cell) => moves.includes(cell));
		};
	}
	// A tree has no board to read, so look one level down: a leaf child is worth its value, an
	// inner child the value of its first leaf. The side to move tries its best-looking child first.
	const glance = (position: Position): number => {
		let at = position;
		while (!game.isTerminal(at)) at = game.play(at, game.moves(at)[0] ?? 0);
		return game.score(at);
	};
	return (position) => {
		const moves = [...game.moves(position)];
		const value = new Map(moves.map((move) => [move, glance(game.play(position, move))]));
		const sign = game.isMaximizing(position) ? -1 : 1;
		// A stable sort keeps the game's order among equals.
		return moves.sort((a, b) => sign * ((value.get(a) ?? 0) - (value.get(b) ?? 0)));
	};
}
