import '$lib/view-registry';
import { DEFAULT_QUERY } from '$lib/player';
import { loadLinkedGames } from '$lib/state/linked-games';

/** The article's board and the game a link names: their code, before the page hydrates. */
export const load = (): Promise<void> => loadLinkedGames(DEFAULT_QUERY.source.kind);
