import type { Scoring } from '$lib/games/tictactoe/rules';
import { boardPieces, type BoardListing } from '../../board-listing';
import type { GamePieces, PieceRequest } from '../../listing';

/**
 * Tic-tac-toe's pieces of our searches' listings, written to do exactly what the engine does
 * (same terminal test order, same move order), so the highlighted line never disagrees with the
 * tree or the board beside it: its tests and its loop over cells, in JavaScript, Python 3 and
 * textbook pseudocode (AIMA's style: ← for assignment, "for each … do", small capitals for the
 * functions it calls). The rest of each function is the search's (src/lib/searches/). Helpers
 * the code calls but does not show (wins, place, store, canonical, ordered, evaluate) are
 * documented in comment lines below it.
 */

/**
 * What a finished board returns in each convention (see `Scoring` in the engine), as every
 * listing writes it: the human's win (a loss for the AI), then the AI's.
 */
const RETURNS: Record<Scoring, { readonly loss: string; readonly win: string }> = {
	article: { loss: '-10', win: '+10' },
	unit: { loss: '-1', win: '+1' },
	// Depth-aware: a quicker win scores more, a slower loss less (depth = moves since the root).
	depth: { loss: 'depth - 10', win: '10 - depth' }
};

/** What the evaluation's line count is multiplied by: a tenth of the least win. */
const SCALES: Record<Scoring, string> = { article: '1', unit: '0.1', depth: '0.1' };

const BOARD = {
	title: 'board',
	move: 'cell',
	moves: 'cells',
	helpers: { wins: 'wins', open: 'emptyCells', play: 'place', order: 'ordered' },
	notes: {
		canonical: 'canonical',
		order: 'orderBoard',
		evaluate: ['evaluateBoard', 'evaluateBoardScale']
	}
} as const;

/** Tic-tac-toe's pieces of a listing, in the game's scoring convention. */
export function tictactoePieces(scoring: Scoring, request: PieceRequest): GamePieces {
	const board: BoardListing = {
		...BOARD,
		...RETURNS[scoring],
		// The moves played since the root are a parameter when scores or the limit count them.
		scoresByDepth: scoring === 'depth',
		scale: SCALES[scoring]
	};
	return boardPieces(board, request, request.limit);
}
