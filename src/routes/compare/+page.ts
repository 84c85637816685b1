import '$lib/view-registry/compare';
import { loadAreas } from '$lib/i18n';
import { DEFAULT_QUERY } from '$lib/player/query-plain';
import { loadLinkedCode } from '$lib/state/linked-code';
import { loadSearchDetails } from '$lib/engine/search-catalog';
import type { PageLoad } from './$types';
// The messages its parts read, imported statically as well as loaded (`loadAreas`): the build
// fetches them with the page's own modules.
import.meta.glob('$lib/i18n/{depth,page,search-options,view}.ts', { eager: true });

/**
 * The article's board and the game a link names: their code (the searches run in the compare
 * worker alone); and the messages its parts read (the view's own, the depth notes', the page's
 * and the tree's words it shares).
 */
export const load: PageLoad = async ({ url, untrack }) => {
	await Promise.all([
		loadLinkedCode(DEFAULT_QUERY.source.kind, 'none', () => untrack(() => url.search)),
		loadAreas('compare', 'depth', 'links', 'page', 'searchOptions', 'view'),
		// Its rows name every search (their details); an error's sentences load when a problem is
		// first said (+page.svelte).
		loadSearchDetails()
	]);
};
