import '$lib/view-registry';
import '$lib/view-registry/practice';
import { practiceStart } from '$lib/practice/link';
import { loadLinkedCode } from '$lib/state/linked-code';
import { loadAreas, STEP_AREAS } from '$lib/i18n';
// The messages its parts read, imported statically as well as loaded (`loadAreas`): the build
// fetches them with the page's own modules.
import.meta.glob('$lib/i18n/{depth,lesson,narration/index,page,table,versus,view}.ts', {
	eager: true
});

/**
 * Article 004's tree, the game a link names, their forms and every search practised: their code;
 * and the messages the first view leaves out (practice's own, its editors').
 */
export const load = async (): Promise<void> => {
	await Promise.all([
		loadLinkedCode(practiceStart().kind, 'exercises'),
		loadAreas('practice', 'editors', ...STEP_AREAS)
	]);
};
