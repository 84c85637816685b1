import { loadPracticeForms } from '$lib/view-registry/practice';
import { practiceStart } from '$lib/practice/link';
import { loadLinkedCode } from '$lib/state/linked-code';
import type { PageLoad } from './$types';
import { loadAreas } from '$lib/i18n';

/**
 * Article 004's tree, the game a link names, their practice forms and every search practised:
 * their code; and the messages its parts read (practice's own).
 */
export const load: PageLoad = async ({ url, untrack }) => {
	await Promise.all([
		loadLinkedCode(practiceStart().kind, 'exercises', () => untrack(() => url.search)).then(
			loadPracticeForms
		),
		loadAreas('practice')
	]);
};
