import { formatCount as count } from '$lib/engine/format';
import { lazyCatalog } from './catalog';
import { chineseOf } from './languages';

/**
 * Messages of the table searches' views (memo, alphabeta-table): a table hit's card and link,
 * the table's size beside the tally, the symmetries by name and the note on why the table
 * stores bounds. Values arrive formatted ("+10", "-∞").
 */

const en = {
	/** The tag on a hit's card: where its value came from. */
	hitTag: (origin: number) => `⇠ FC${origin}`,
	/** A hit's control: its accessible name and tooltip. */
	goToOrigin: (
		call: number,
		origin: number,
		value: string,
		symmetry: string | null,
		settled: string | null
	) =>
		`FC${call} is answered from the table with ${value}${settled === null ? '' : `, ${settled}`}; go to FC${origin}, which scored ${symmetry === null ? 'this position' : `this position ${symmetry}`}`,
	/** Added to a hit's accessible name. */
	hitLabel: (description: string, origin: number) =>
		`${description}; from the table, scored by FC${origin}`,
	/** A hit under alphabeta-table settled by a bound rather than an exact value. */
	settledBy: { lower: 'settled by a lower bound', upper: 'settled by an upper bound' },
	settledMark: { lower: '≥', upper: '≤' },
	/** A hit's frame in the call stack. */
	stackHit: (origin: number) => `from the table (FC${origin})`,
	/** The rule line above the tree under memo. */
	memoRule: 'A position met again is read from the table',
	/** The table's size beside the tally. */
	tableSize: (positions: number) =>
		`table: ${count(positions)} position${positions === 1 ? '' : 's'}`,
	/**
	 * The symmetry k that maps a board onto the stored one (SYMMETRY_CELLS' order), as a phrase
	 * that follows "this board": "turned 90°".
	 */
	symmetries: [
		'as it is',
		'turned 90° clockwise',
		'turned 180°',
		'turned 270° clockwise',
		'mirrored left to right',
		'mirrored top to bottom',
		'mirrored in the main diagonal',
		'mirrored in the other diagonal'
	],
	symmetryShort: ['same', '↻ 90°', '↻ 180°', '↻ 270°', '⇆', '⇅', '⤡', '⤢']
};

export type TableMessages = typeof en;

export const table = lazyCatalog(en, () => chineseOf('table'));
