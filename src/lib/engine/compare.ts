import { searchAlphaBeta } from './alphabeta';
import { CountingRecorder } from './counter';
import type { Game } from './game';
import { searchMinimax, type ScoreTable } from './minimax';
import { likelyBestFirst } from './order';

/**
 * The four searches the compare view sets side by side, counted. They are the recorded searches'
 * own rules (minimax.ts, alphabeta.ts) told to a `CountingRecorder` instead of a trace, so the
 * empty board's 549,946 minimax calls take a few milliseconds and nothing is kept.
 *
 *   minimax            every move of every position, in the game's order
 *   alphabeta          alpha-beta (fail-soft) in the game's order: the article's function
 *   memo               minimax with a table of positions already scored (article 002): a
 *                      position met again returns its stored value without searching
 *   alphabeta-ordered  alpha-beta trying likely-best moves first (order.ts): on a board the
 *                      centre, then corners, then edges; in a tree, children by their first leaf
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

export function countSearch(game: Game, algorithm: CompareAlgorithm): SearchCounts {
	const counter = new CountingRecorder(game);
	const table: ScoreTable = new Map();
	const { root } = game;
	const rank =
		algorithm === 'minimax'
			? searchMinimax(game, root, counter)
			: algorithm === 'memo'
				? searchMinimax(game, root, counter, { table })
				: algorithm === 'alphabeta'
					? searchAlphaBeta(game, root, counter)
					: searchAlphaBeta(game, root, counter, { order: likelyBestFirst(game) });
	return {
		algorithm,
		score: counter.scale.value(rank),
		calls: counter.calls,
		leaves: counter.leaves,
		cutoffs: counter.cutoffs,
		hits: counter.hits,
		positions: table.size,
		depth: counter.deepest,
		perDepth: counter.perDepth()
	};
}
