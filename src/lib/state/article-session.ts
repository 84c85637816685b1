import { gameFor } from '$lib/engine/game-catalog';
import { unpackTrace, type Trace } from '$lib/engine/trace';
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
	const session = sessionFrom(
		source,
		game,
		unpackTrace({ ...ARTICLE_TRACE, settings: search }, game)
	);
	played.add(session.trace);
	return session;
}

/** The traces `articleSession` played back: what is written ahead of them holds for them alone. */
const played = new WeakSet<Trace>();

/** Whether `trace` is the article board's, played back by `articleSession`. */
export const isArticleTrace = (trace: Trace): boolean => played.has(trace);
