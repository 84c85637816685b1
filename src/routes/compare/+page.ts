import '$lib/view-registry';
import { loadAreas } from '$lib/i18n';
import '$lib/i18n/step-areas';
import { DEFAULT_QUERY } from '$lib/player';
import { loadLinkedCode } from '$lib/state/linked-code';

/**
 * The article's board, the game a link names and its search: their code (the rows are counted in
 * the compare worker); and the messages the first view leaves out (the view's own, its editors').
 */
export const load = async (): Promise<void> => {
	await Promise.all([
		loadLinkedCode(DEFAULT_QUERY.source.kind, 'linked'),
		loadAreas('compare', 'editors')
	]);
};
