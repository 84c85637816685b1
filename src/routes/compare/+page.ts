import '$lib/view-registry';
import { DEFAULT_QUERY } from '$lib/player';
import { loadLinkedCode } from '$lib/state/linked-code';

/** The article's board, the game a link names and every search (each row runs one): their code. */
export const load = (): Promise<void> => loadLinkedCode(DEFAULT_QUERY.source.kind, 'all');
