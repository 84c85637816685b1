import '$lib/view-registry';
import { loadAreas } from '$lib/i18n';
import { STEP_AREAS } from '$lib/i18n/step-areas';
import { DEFAULT_QUERY } from '$lib/player';
import { loadLinkedCode } from '$lib/state/linked-code';

/**
 * The article's board, the game and search a link names: their code, before the page hydrates;
 * and the messages of the page's own parts (those of its dialogs load when they first open).
 */
export const load = async (): Promise<void> => {
	await Promise.all([
		loadLinkedCode(DEFAULT_QUERY.source.kind, 'linked'),
		loadAreas(...STEP_AREAS)
	]);
};
