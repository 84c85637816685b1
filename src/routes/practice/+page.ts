import { browser } from '$app/environment';
import { loadPracticeForms } from '$lib/view-registry/practice';
import { namesAPosition, practiceStart } from '$lib/practice/link';
import { linkParams, loadLinkedCode } from '$lib/state/linked-code';
import { DEFAULT_QUERY } from '$lib/player/query-plain';
import type { PageLoad } from './$types';
import { loadAreas } from '$lib/i18n';

/**
 * Article 004's tree, the game a link names, their practice forms and every search practised:
 * their code; and the messages its parts read (practice's own). A link naming a board by its
 * options alone (`?toMove=O`), or a position it cannot give (a broken `treez`), is practised on
 * the step page's default board, as that page reads it: the board's form comes too.
 */
export const load: PageLoad = async ({ url, untrack }) => {
	const search = () => untrack(() => url.search);
	// Prerendering has no query (and loads every game).
	const fallback = browser && namesAPosition(linkParams(search)) ? [DEFAULT_QUERY.source.kind] : [];
	await Promise.all([
		loadLinkedCode(practiceStart().kind, 'exercises', search).then((kinds) =>
			loadPracticeForms([...kinds, ...fallback])
		),
		loadAreas('practice')
	]);
};
