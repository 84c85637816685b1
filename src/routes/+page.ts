import '$lib/view-registry';
import { loadAreas, STEP_AREAS } from '$lib/i18n';
import { DEFAULT_QUERY } from '$lib/player';
import { loadLinkedCode } from '$lib/state/linked-code';
import type { PageLoad } from './$types';
// The messages its parts read, imported statically as well as loaded (`loadAreas`): the build
// fetches them with the page's own modules.
import.meta.glob('$lib/i18n/{depth,lesson,narration/index,page,table,versus,view}.ts', {
	eager: true
});

/**
 * The article's board, the game and search a link names: their code, before the page hydrates;
 * and the messages of the page's own parts (those of its dialogs load when they first open).
 */
export const load: PageLoad = async ({ url, untrack }) => {
	await Promise.all([
		loadLinkedCode(DEFAULT_QUERY.source.kind, 'linked', () => untrack(() => url.search)),
		loadAreas(...STEP_AREAS)
	]);
};
