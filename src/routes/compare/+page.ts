import '$lib/view-registry';
import { loadAreas } from '$lib/i18n';
import { DEFAULT_QUERY } from '$lib/player';
import { loadLinkedCode } from '$lib/state/linked-code';

/**
 * The article's board, the game a link names and every search (each row runs one): their code;
 * and the messages the first view leaves out (the view's own, its editors', practice's).
 */
export const load = async (): Promise<void> => {
	await Promise.all([loadLinkedCode(DEFAULT_QUERY.source.kind, 'all'), loadAreas()]);
};
