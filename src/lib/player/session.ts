import {
	alphaBeta,
	countSearch,
	gameFor,
	minimaxCallCount,
	minimax,
	type Algorithm,
	type Game,
	type Trace
} from '$lib/engine';
import { presenterFor, type GamePresenter } from '$lib/games';
import { DrawnTree } from './drawn';
import { layoutTrace, type LayoutOptions, type TraceLayout } from './layout';
import type { SourceQuery } from './query';

/**
 * Most calls laid out whole (about 0.6 s and 130 MB at this size). A bigger trace, such as the
 * full game's 549,946 calls, is shown as a window: the path to the running call with its
 * siblings, every other subtree folded into one node (`window.ts`).
 */
export const LAYOUT_CALL_LIMIT = 100_000;

/** Searches up to this many calls run on the page's thread; bigger ones go to a Web Worker. */
export const SYNC_CALL_LIMIT = 30_000;

/** A searched position, ready to step through. */
export interface Session {
	readonly source: SourceQuery;
	readonly game: Game;
	/** What the view must know about this kind of game, chosen once here. */
	readonly presenter: GamePresenter;
	readonly trace: Trace;
	/** The calls plus the branches alpha-beta cut, as drawn. */
	readonly drawn: DrawnTree;
	/** Spacing for this kind of tree, for the whole layout or the folded window alike. */
	readonly spacing: Partial<LayoutOptions>;
	/** The whole tree's layout; null past `LAYOUT_CALL_LIMIT`, where the view folds subtrees. */
	readonly layout: TraceLayout | null;
	/** An article's worked example: the page adds the article's notes or its A–G letters. */
	readonly isArticleExample: boolean;
	/** The walkthrough's A–G letters can be shown (article 004's tree). */
	readonly hasLetters: boolean;
}

/**
 * How many calls the search will make, counted without recording: minimax's from subtree sizes
 * (each position counted once: under a millisecond on the full game), alpha-beta's by running it.
 */
export function callsAhead(game: Game, algorithm: Algorithm): number {
	return algorithm === 'minimax'
		? minimaxCallCount(game, game.root)
		: countSearch(game, algorithm).calls;
}

/** Runs the search on this thread; for big ones see `callsAhead` and the search worker. */
export function search(game: Game, algorithm: Algorithm): Trace {
	return algorithm === 'alphabeta' ? alphaBeta(game) : minimax(game);
}

/** A session around a trace already recorded (here or in the search worker). */
export function sessionFrom(source: SourceQuery, game: Game, trace: Trace): Session {
	const presenter = presenterFor(game);
	const drawn = new DrawnTree(trace, { expand: presenter.drawsCutBranchesWhole });
	const spacing = presenter.spacing(trace.algorithm);
	const isArticleExample = presenter.isArticleExample(game);
	return {
		source,
		game,
		presenter,
		trace,
		drawn,
		spacing,
		layout: trace.calls <= LAYOUT_CALL_LIMIT ? layoutTrace(drawn, spacing) : null,
		isArticleExample,
		hasLetters: presenter.hasLetters(game)
	};
}

/** Builds the game, runs the search and lays the tree out; throws `InputError` with a reason. */
export function openSession(source: SourceQuery, algorithm: Algorithm): Session {
	const game = gameFor(source);
	return sessionFrom(source, game, search(game, algorithm));
}
