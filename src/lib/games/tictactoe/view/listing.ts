import type { Scoring } from '$lib/games/tictactoe/rules';
import type { CodeLanguage, GamePieces, Line, PieceRequest } from '../../listing';
import { countsDepth, notes } from './listing-parts';
import { pythonTests } from './listing-python';
import { pseudoTests } from './listing-pseudo';
import { RETURNS } from './scores';

/**
 * Tic-tac-toe's pieces of our searches' listings, written to do exactly what the engine does
 * (same terminal test order, same move order), so the highlighted line never disagrees with the
 * tree or the board beside it: its tests and its loop over cells, here in JavaScript, in
 * listing-python.ts and listing-pseudo.ts in Python and textbook pseudocode. The rest of each
 * function is the search's (src/lib/searches/). Helpers the code calls but does not show (wins,
 * place, store, canonical, ordered, evaluate) are documented in comment lines below it.
 */

// The board tests come first, in the engine's order: the human's line, the AI's line, a full
// board. The tests and their returns sit on separate lines so both moments can be shown.
// Lines stay within 46 characters so the panel needs no sideways scrolling on a projector.
function tests(scoring: Scoring, { returns, limit, ordered }: PieceRequest): readonly Line[] {
	const { loss, win } = RETURNS[scoring];
	return [
		['  if (wins(board, other(AI)))', 'otherTest'],
		[`    return ${returns(loss)};`, 'otherWin'],
		['  if (wins(board, AI))', 'aiTest'],
		[`    return ${returns(win)};`, 'aiWin'],
		['  const cells = emptyCells(board);', 'moves'],
		['  if (cells.length === 0)', 'fullTest'],
		[`    return ${returns('0')};`, 'draw'],
		...(limit === null
			? []
			: ([
					[`  if (depth === ${limit})`, 'depthTest'],
					[`    return ${returns('evaluate(board)')};`, 'estimate']
				] as const)),
		['  const isMax = player === AI;'],
		['  const next = other(player);'],
		['  let best = { cell: -1, score: -Infinity };'],
		['  if (!isMax) best.score = Infinity;'],
		ordered
			? ['  for (const cell of ordered(cells)) {', 'order']
			: ['  for (const cell of cells) {'],
		['    const child = place(board, cell, player);']
	];
}

const TESTS: Record<CodeLanguage, (scoring: Scoring, request: PieceRequest) => readonly Line[]> = {
	js: tests,
	python: pythonTests,
	pseudo: pseudoTests
};

/** What the evaluation's line count is multiplied by: a tenth of the least win. */
const SCALES: Record<Scoring, string> = { article: '1', unit: '0.1', depth: '0.1' };

/** Tic-tac-toe's pieces of a listing, in the game's scoring convention. */
export function tictactoePieces(scoring: Scoring, request: PieceRequest): GamePieces {
	return {
		title: 'board',
		move: 'cell',
		depth: countsDepth(scoring, request.limit),
		tests: TESTS[request.language](scoring, request),
		notes: notes(request, request.language),
		scale: SCALES[scoring]
	};
}
