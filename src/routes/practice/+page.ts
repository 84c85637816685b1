import '$lib/view-registry/practice';
import { practiceStart } from '$lib/practice/link';
import { loadLinkedCode } from '$lib/state/linked-code';

/** Article 004's tree, the game a link names, their forms and every search practised: their code. */
export const load = (): Promise<void> => loadLinkedCode(practiceStart().kind, 'all');
