import { WIN_BASE } from '$lib/games/connect4/eval';
import { CONNECT4_DEFAULT_DEPTH } from '$lib/games/connect4/rules';
import { boardPieces, type BoardListing } from '../../board-listing';
import type { GamePieces, PieceRequest } from '../../listing';

/**
 * Connect Four's pieces of our searches' listings, written to do exactly what the engine does,
 * in JavaScript, Python 3 and textbook pseudocode (← for assignment, "for each … do", small
 * capitals for the functions it calls): the finished-game tests, then the depth limit and its
 * evaluation (a Connect Four search always has one), the moves left to right or centre first.
 * A win is worth 100 plus the cells still empty, so a quicker win scores more. Only the side
 * that just moved can have four in a row, but the listing asks about both sides, the AI's
 * opponent first, as the tic-tac-toe listing does, so a student reads the same tests in both
 * games. The rest of each function is the search's (src/lib/searches/); each test and its
 * return are on lines of their own so both moments can be shown. Lines stay within the panel's
 * 46 columns.
 */

/** A win's worth before the empty cells are added: the engine's own base. */
const WIN = String(WIN_BASE);

/** Connect Four's words in a listing: a win's worth is worked out before the tests. */
const BOARD: BoardListing = {
	title: 'connect4',
	move: 'column',
	moves: 'columns',
	helpers: { wins: 'fourInRow', open: 'openColumns', play: 'drop', order: 'centreFirst' },
	loss: '-win',
	win: 'win',
	before: {
		js: [[`  const win = ${WIN} + emptyCount(board);`]],
		python: [[`    win = ${WIN} + empty_count(board)`]],
		pseudo: [[`  win ← ${WIN} + EMPTY-COUNT(board)`]]
	},
	// The helpers every search calls, then those only some call (the table's, the order's).
	notes: {
		always: [
			['drop', 'drop'],
			['fourInRow', 'fourInRow'],
			['emptyCount', 'emptyCount']
		],
		canonical: 'canonicalMirror',
		order: 'centreFirst',
		evaluate: ['evaluateConnect4', 'evaluateConnect4Weights', 'evaluateConnect4How']
	}
};

/** Connect Four's pieces of a listing: a search always stops at a depth limit, shown in its tests. */
export function connect4Pieces(request: PieceRequest): GamePieces {
	// Connect Four is never searched to its end: there is always a limit to show.
	return boardPieces(BOARD, request, request.limit ?? CONNECT4_DEFAULT_DEPTH);
}
