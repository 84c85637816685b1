import '$lib/view-registry';
import '$lib/view-registry/practice';
import { practiceStart } from '$lib/practice/link';
import { loadLinkedCode } from '$lib/state/linked-code';
import { loadAreas } from '$lib/i18n';
import '$lib/i18n/step-areas';

/**
 * Article 004's tree, the game a link names, their forms and every search practised: their code;
 * and the messages the first view leaves out (practice's own, its editors').
 */
export const load = async (): Promise<void> => {
	await Promise.all([
		loadLinkedCode(practiceStart().kind, 'exercises'),
		loadAreas('practice', 'editors')
	]);
};
