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
import { TREE_SPACING, layoutTrace, type TraceLayout } from './layout';
import { isArticleBoard } from './labels';
import type { SourceQuery } from './query';

/** Most calls the step-through view lays out; the full game (549,946) needs folded subtrees. */
export const STEP_CALL_LIMIT = 100_000;

/** A searched position, ready to step through. */
export interface Session {
	readonly source: SourceQuery;
	readonly game: Game;
	readonly trace: Trace;
	readonly layout: TraceLayout;
	/** Minimax on the freeCodeCamp article's board: the narration then flags the article's slips. */
	readonly isArticleBoard: boolean;
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
	return {
		source,
		game,
		trace,
		layout: layoutTrace(trace, source.kind === 'tree' ? TREE_SPACING : {}),
		isArticleBoard: isArticleBoard(game)
	};
}
