import type { Game, SearchChoice, Trace } from '$lib/engine';
import { checkSettings, depthCeiling, search as runSearch, settingsOf } from '$lib/engine/search';
import { gameFor } from '$lib/engine/game-catalog';
import type { GamePresenter } from '$lib/games';
import { presenterFor } from '$lib/games/presenters';
import type { DrawnTree } from './drawn';
import { drawingOptions, drawTrace, type Drawing } from './drawing';
import type { LayoutOptions, TraceLayout } from './layout';
import type { SourceQuery } from './query';
import { SYNC_CALL_LIMIT } from './side-by-side';

export { drawingOptions, LAYOUT_CALL_LIMIT } from './drawing';
export { SYNC_CALL_LIMIT };

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
 * Runs the search on this thread; for big ones see `planSearch` (plan.ts) and the search worker. Throws
 * `InputError` when the settings do not fit the game (a depth past its ceiling, symmetry on a
 * tree).
 */
export function search(game: Game, choice: SearchChoice): Trace {
	const settings = settingsOf(choice);
	checkSettings(game, settings, depthCeiling(game));
	return runSearch(game, settings);
}

/**
 * A session around a trace already recorded (here or in the search worker), drawn and laid out
 * here unless `drawing` comes with it (the worker's, unpacked: the page only wraps it).
 */
export function sessionFrom(
	source: SourceQuery,
	game: Game,
	trace: Trace,
	drawing: Drawing | null = null
): Session {
	const presenter = presenterFor(game);
	const options = drawingOptions(game, trace.algorithm);
	const { drawn, layout } = drawing ?? drawTrace(trace, options);
	const isArticleExample = presenter.isArticleExample?.(game) ?? false;
	return {
		source,
		game,
		presenter,
		trace,
		drawn,
		spacing: options.spacing,
		layout,
		isArticleExample,
		// The article's worked example carries its walkthrough letters, where its article names nodes.
		hasLetters: isArticleExample && presenter.letter !== undefined
	};
}

/** Builds the game, runs the search and lays the tree out; throws `InputError` with a reason. */
export function openSession(source: SourceQuery, choice: SearchChoice): Session {
	const game = gameFor(source);
	return sessionFrom(source, game, search(game, choice));
}
