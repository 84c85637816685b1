import type { Game, Position } from '$lib/engine';
import { CONNECT4_DEFAULT_DEPTH } from '$lib/games/connect4/rules';
import type { CodeLanguage, GamePieces, Line, PieceRequest } from '../../listing';
import { WIN, notes } from './listing-parts';
import { pseudoTests } from './listing-pseudo';
import { pythonTests } from './listing-python';

/**
 * Connect Four's pieces of our searches' listings, written to do exactly what the engine does:
 * the finished-game tests, then the depth limit and its evaluation (a Connect Four search always
 * has one), the moves left to right or centre first. A win is worth 100 plus the cells still
 * empty, so a quicker win scores more. The game's own part (its tests and its loop over columns)
 * is here in JavaScript, in listing-python.ts and listing-pseudo.ts in Python and textbook
 * pseudocode; the rest of each function is the search's (src/lib/searches/). Lines stay within
 * the panel's 46 columns.
 */

/**
 * A finished game first (the AI's opponent's four, the AI's, a full board), then the depth
 * limit; each test and its return on lines of their own so both moments can be shown.
 */
function tests({ returns, ordered }: PieceRequest, limit: number): readonly Line[] {
	return [
		[`  const win = ${WIN} + emptyCount(board);`],
		['  if (fourInRow(board, other(AI)))', 'otherTest'],
		[`    return ${returns('-win')};`, 'otherWin'],
		['  if (fourInRow(board, AI))', 'aiTest'],
		[`    return ${returns('win')};`, 'aiWin'],
		['  const columns = openColumns(board);', 'moves'],
		['  if (columns.length === 0)', 'fullTest'],
		[`    return ${returns('0')};`, 'draw'],
		[`  if (depth === ${limit})`, 'depthTest'],
		[`    return ${returns('evaluate(board)')};`, 'estimate'],
		['  const isMax = player === AI;'],
		['  const next = other(player);'],
		['  let best = { column: -1, score: -Infinity };'],
		['  if (!isMax) best.score = Infinity;'],
		ordered
			? ['  for (const column of centreFirst(columns)) {', 'order']
			: ['  for (const column of columns) {'],
		['    const child = drop(board, column, player);']
	];
}

const TESTS: Record<CodeLanguage, (request: PieceRequest, limit: number) => readonly Line[]> = {
	js: tests,
	python: pythonTests,
	pseudo: pseudoTests
};

/** Connect Four's pieces of a listing: a search always stops at a depth limit, shown in its tests. */
export function connect4Pieces(request: PieceRequest): GamePieces {
	// Connect Four is never searched to its end: there is always a limit to show.
	const limit = request.limit ?? CONNECT4_DEFAULT_DEPTH;
	return {
		title: 'connect4',
		move: 'column',
		depth: true,
		tests: TESTS[request.language](request, limit),
		notes: notes(request, request.language)
	};
}

/**
 * The line a finished position runs: its test on entering, its return on leaving. The score's
 * sign says which test fired: below zero the opponent's four, above the AI's, zero a full board.
 */
export function connect4TerminalRole(game: Game, position: Position, leaving: boolean): string {
	const score = game.score(position);
	if (score < 0) return leaving ? 'otherWin' : 'otherTest';
	if (score > 0) return leaving ? 'aiWin' : 'aiTest';
	return leaving ? 'draw' : 'fullTest';
}
