import '$lib/view-registry/practice';
import { ARTICLE_SOURCE } from '$lib/practice/link';
import { loadLinkedGames } from '$lib/state/linked-games';

/** Article 004's tree and the game a link names: their code and forms, before it hydrates. */
export const load = (): Promise<void> => loadLinkedGames(ARTICLE_SOURCE.kind);
