import type { SearchDescriptor } from '$lib/engine';
import { MESSAGES } from './messages';
import { TABLE_COLUMNS } from '../minimax/columns';

/**
 * Minimax with a table of positions already scored (article 002's memo): a position met again
 * is answered from the table and not searched again. The table can be keyed up to symmetry.
 */
export const MEMO: SearchDescriptor = {
	id: 'memo',
	// Its table changes no value a student works out: minimax's exercise, without the table.
	practisedAs: 'minimax',
	messages: MESSAGES,
	colour: 'var(--chosen)',
	symmetryColour: 'var(--cut)',
	columns: TABLE_COLUMNS,
	takes: ['symmetry', 'order'],
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
