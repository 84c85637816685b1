import '$lib/view-registry';
import '$lib/i18n/step-areas';
import { DEFAULT_QUERY } from '$lib/player';
import { loadLinkedCode } from '$lib/state/linked-code';
import type { PageLoad } from './$types';

/** The article's board, the game and search a link names: their code, before the page hydrates. */
export const load: PageLoad = ({ url, untrack }) =>
	loadLinkedCode(DEFAULT_QUERY.source.kind, 'linked', () => untrack(() => url.search));
