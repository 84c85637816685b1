import {
	InputError,
	alphaBeta,
	boardGame,
	minimax,
	parseTree,
	type Algorithm,
	type Game,
	type Trace
} from '$lib/engine';
import { DrawnTree } from './drawn';
import { BOARD_WINDOW_SPACING, TREE_SPACING, layoutTrace, type TraceLayout } from './layout';
import { isArticleBoard, isArticleTree } from './labels';
import type { SourceQuery } from './query';

/** Most calls the step-through view lays out; the full game (549,946) needs folded subtrees. */
export const STEP_CALL_LIMIT = 100_000;

/** A searched position, ready to step through. */
export interface Session {
	readonly source: SourceQuery;
	readonly game: Game;
	readonly trace: Trace;
	/** The calls plus the branches alpha-beta cut, as drawn. */
	readonly drawn: DrawnTree;
	readonly layout: TraceLayout;
	/** Minimax on the freeCodeCamp article's board: the narration then flags the article's slips. */
	readonly isArticleBoard: boolean;
	/** Article 004's example tree: its A–G walkthrough labels can be shown. */
	readonly isArticleTree: boolean;
}

/** Builds the game, runs the search and lays the tree out; throws `InputError` with a reason. */
export function openSession(source: SourceQuery, algorithm: Algorithm): Session {
	const game =
		source.kind === 'tree'
			? parseTree(source.tree, { root: source.root })
			: boardGame(source.board, {
					ai: source.ai,
					...(source.toMove ? { toMove: source.toMove } : {})
				});
	const trace = algorithm === 'alphabeta' ? alphaBeta(game) : minimax(game);
	if (trace.calls > STEP_CALL_LIMIT) {
		throw new InputError(
			`This search makes ${trace.calls.toLocaleString('en')} calls; the step-through view shows up to ${STEP_CALL_LIMIT.toLocaleString('en')}. Fill in a few more cells to make it smaller.`
		);
	}
	const tree = source.kind === 'tree';
	// A tree's pruned branches are drawn whole; a board's only by their first position.
	const drawn = new DrawnTree(trace, { expand: tree });
	const spacing = tree ? TREE_SPACING : algorithm === 'alphabeta' ? BOARD_WINDOW_SPACING : {};
	return {
		source,
		game,
		trace,
		drawn,
		layout: layoutTrace(drawn, spacing),
		isArticleBoard: isArticleBoard(game),
		isArticleTree: isArticleTree(game)
	};
}
