import { loadPracticeForms } from '$lib/view-registry/practice';
import { practiceStart } from '$lib/practice/link';
import { loadLinkedCode } from '$lib/state/linked-code';
import type { PageLoad } from './$types';
import { loadAreas } from '$lib/i18n';
// The messages its parts read, imported statically as well as loaded (`loadAreas`): the build
// fetches them with the page's own modules.
import.meta.glob('$lib/i18n/{depth,page}.ts', { eager: true });

/**
 * Article 004's tree, the game a link names, their practice forms and every search practised:
 * their code; and the messages its parts read (practice's own, the depth notes', the page's).
 */
export const load: PageLoad = async ({ url, untrack }) => {
	await Promise.all([
		loadLinkedCode(practiceStart().kind, 'exercises', () => untrack(() => url.search)).then(
			loadPracticeForms
		),
		loadAreas('practice', 'depth', 'page')
	]);
};
