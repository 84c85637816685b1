import type { SearchDescriptor } from '$lib/engine';
import { TABLE_COLUMNS } from '../minimax/columns';

/**
 * Minimax with a table of positions already scored (article 002's memo): a position met again
 * is answered from the table and not searched again. The table can be keyed up to symmetry.
 */
export const MEMO: SearchDescriptor = {
	id: 'memo',
	// Its table changes no value a student works out: minimax's exercise, without the table.
	practisedAs: 'minimax',
	names: {
		en: { menu: 'Minimax + table', name: 'minimax with a table' },
		zh: { menu: '极小化极大 + 置换表', name: '带置换表的极小化极大' }
	},
	columns: TABLE_COLUMNS,
	takes: ['symmetry', 'order'],
	details: async () => (await import('./details')).details,
	code: async () => (await import('./code')).code,
	words: async () => (await import('./listing')).words
};
