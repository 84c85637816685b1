import { DEFAULT_QUERY, type ViewQuery } from '$lib/player';
import { readQuery, writeQuery } from '$lib/player/query';
import { settledSaid } from './refusals';

// The step-through page's link codec, with the lesson's reading of links: a page opened with no
// query loads it on its first change of view (until then the view is the article's board, at
// step 0, the lesson's own, and its address is the plain one).

export { readQuery, writeQuery };
// What a link's search is once its position is read: needed only where a link is read.
export { settledSaid };

/**
 * Whether a view is the lesson's: the article's board, plain minimax, stepped by call, at any
 * step, and nothing else a link can name (another search beside it, say), whatever its code
 * language. Compared as links, so a parameter added to links later counts without a word here.
 */
export function isLessonView(query: ViewQuery): boolean {
	const plain = { ...query, step: 0, letters: false, embed: false, code: DEFAULT_QUERY.code };
	return writeQuery(plain) === writeQuery(DEFAULT_QUERY);
}

/**
 * Whether a page's link offers the lesson on a first visit: the page as it opens with no link
 * (the article's board at step 0), not embedded. A link to another position or step opens
 * what it names, untouched.
 */
export function linkOffersLesson(query: ViewQuery): boolean {
	return !query.embed && query.step === 0 && isLessonView(query);
}

/** Whether a page's query string (`params`) offers the lesson on a first visit. */
export function paramsOfferLesson(params: URLSearchParams): boolean {
	return linkOffersLesson(readQuery(params).query);
}
