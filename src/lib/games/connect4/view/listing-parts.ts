import { WIN_BASE } from '$lib/games/connect4/eval';
import { note, type CodeLanguage, type Line, type PieceRequest } from '../../listing';

/**
 * What the Connect Four listings share in every language: the helpers they call without showing
 * (each documented in a comment line under the code) and the board they work on. A board is 42
 * cells, row by row, its columns numbered 1-7 from the left as people and move strings count
 * them; only the side that just moved can have four in a row, but the listing asks about both
 * sides, the AI's opponent first, as the tic-tac-toe listing does, so a student reads the same
 * tests in both games.
 */

/** Each helper's name in each language: camelCase, snake_case, a textbook's small capitals. */
const HELPERS = {
	js: {
		drop: 'drop',
		fourInRow: 'fourInRow',
		emptyCount: 'emptyCount',
		openColumns: 'openColumns',
		centreFirst: 'centreFirst',
		store: 'store',
		canonical: 'canonical',
		evaluate: 'evaluate'
	},
	python: {
		drop: 'drop',
		fourInRow: 'four_in_row',
		emptyCount: 'empty_count',
		openColumns: 'open_columns',
		centreFirst: 'centre_first',
		store: 'store',
		canonical: 'canonical',
		evaluate: 'evaluate'
	},
	pseudo: {
		drop: 'DROP',
		fourInRow: 'FOUR-IN-ROW',
		emptyCount: 'EMPTY-COUNT',
		openColumns: 'OPEN-COLUMNS',
		centreFirst: 'CENTRE-FIRST',
		store: 'STORE',
		canonical: 'CANONICAL',
		evaluate: 'EVALUATE'
	}
} as const satisfies Record<CodeLanguage, Record<string, string>>;

/** A win's worth before the empty cells are added: the engine's own base. */
export const WIN = String(WIN_BASE);

/**
 * The comment lines under a listing: the helpers every Connect Four search calls, then those
 * only some searches call (the table's store and key, the centre-first order).
 */
export function notes(request: PieceRequest, language: CodeLanguage): readonly Line[] {
	const name = HELPERS[language];
	return [
		note('drop', name.drop),
		note('fourInRow', name.fourInRow),
		note('emptyCount', name.emptyCount),
		...(request.stores ? [note('store', name.store)] : []),
		...(request.symmetry ? [note('canonicalMirror', name.canonical)] : []),
		...(request.ordered ? [note('centreFirst', name.centreFirst)] : []),
		note('evaluateConnect4', name.evaluate),
		note('evaluateConnect4Weights'),
		note('evaluateConnect4How')
	];
}
