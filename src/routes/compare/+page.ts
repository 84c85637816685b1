import '$lib/view-registry/compare';
import { loadAreas } from '$lib/i18n';
import { DEFAULT_QUERY } from '$lib/player/query';
import { loadLinkedCode } from '$lib/state/linked-code';

/**
 * The article's board and the game a link names: their code (the searches run in the compare
 * worker alone); and the messages the first view leaves out (the view's own, its editors').
 */
export const load = async (): Promise<void> => {
	await Promise.all([
		loadLinkedCode(DEFAULT_QUERY.source.kind, 'none'),
		loadAreas('compare', 'editors')
	]);
};
