import type { Game, Trace } from '$lib/engine';
import type { GamePresenter } from '$lib/games';
import { presenterFor } from '$lib/games/presenters';
import type { DrawnTree } from './drawn';
import { drawingOptions, drawTrace, type Drawing } from './drawing';
import type { LayoutOptions, TraceLayout } from './layout';
import type { SourceQuery } from './query';

export { drawingOptions, LAYOUT_CALL_LIMIT } from './drawing';
export { SYNC_CALL_LIMIT } from './side-by-side';

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
