import { gameFor } from '$lib/engine/game-catalog';
import { unpackTrace } from '$lib/engine/trace';
import { DEFAULT_QUERY } from '$lib/player/query-plain';
import { sessionFrom, type Session } from '$lib/player/session';
import { ARTICLE_TRACE } from './article-trace';

/**
 * The article's board searched by minimax, the step-through page's first view, played back from
 * its trace recorded ahead (article-trace.ts, which a unit test keeps equal to the engine's
 * recording): the page loads the recorder with the first search it runs.
 */
export function articleSession(): Session {
	const { source, search } = DEFAULT_QUERY;
	const game = gameFor(source);
	return sessionFrom(source, game, unpackTrace({ ...ARTICLE_TRACE, settings: search }, game));
}
