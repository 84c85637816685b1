import type { Scoring } from '$lib/games/tictactoe/rules';
import {
	helperName,
	note,
	type CodeLanguage,
	type GamePieces,
	type Line,
	type PieceRequest
} from '../../listing';

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

/** The minus sign a textbook prints. */
const minus = (text: string) => text.replace(/-/g, '−');

type Tests = (scoring: Scoring, request: PieceRequest) => readonly Line[];

// The board tests come first, in the engine's order: the human's line, the AI's line, a full
// board. The tests and their returns sit on separate lines so both moments can be shown.
// Lines stay within 46 characters so the panel needs no sideways scrolling on a projector.
const TESTS: Record<CodeLanguage, Tests> = {
	js: (scoring, { returns, limit, ordered }) => [
		['  if (wins(board, other(AI)))', 'otherTest'],
		[`    return ${returns(RETURNS[scoring].loss)};`, 'otherWin'],
		['  if (wins(board, AI))', 'aiTest'],
		[`    return ${returns(RETURNS[scoring].win)};`, 'aiWin'],
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
	],
	// A search returns a (score, cell) pair.
	python: (scoring, { returns, limit, ordered }) => [
		['    if wins(board, other(AI)):', 'otherTest'],
		[`        return ${returns(RETURNS[scoring].loss)}`, 'otherWin'],
		['    if wins(board, AI):', 'aiTest'],
		[`        return ${returns(RETURNS[scoring].win)}`, 'aiWin'],
		['    cells = empty_cells(board)', 'moves'],
		['    if not cells:', 'fullTest'],
		[`        return ${returns('0')}`, 'draw'],
		...(limit === null
			? []
			: ([
					[`    if depth == ${limit}:`, 'depthTest'],
					[`        return ${returns('evaluate(board)')}`, 'estimate']
				] as const)),
		['    is_max = player == AI'],
		['    opponent = other(player)'],
		["    best = float('-inf' if is_max else 'inf')"],
		['    best_cell = None'],
		ordered ? ['    for cell in ordered(cells):', 'order'] : ['    for cell in cells:'],
		['        child = place(board, cell, player)']
	],
	pseudo: (scoring, { returns, limit, ordered }) => [
		['  if WINS(board, OTHER(AI)) then', 'otherTest'],
		[`    return ${returns(minus(RETURNS[scoring].loss))}`, 'otherWin'],
		['  if WINS(board, AI) then', 'aiTest'],
		[`    return ${returns(minus(RETURNS[scoring].win))}`, 'aiWin'],
		['  cells ← EMPTY-CELLS(board)', 'moves'],
		['  if cells is empty then', 'fullTest'],
		[`    return ${returns('0')}`, 'draw'],
		...(limit === null
			? []
			: ([
					[`  if depth = ${limit} then`, 'depthTest'],
					[`    return ${returns('EVALUATE(board)')}`, 'estimate']
				] as const)),
		['  if player = AI then v ← −∞ else v ← +∞'],
		['  move ← none'],
		ordered ? ['  for each cell in ORDERED(cells) do', 'order'] : ['  for each cell in cells do'],
		['    child ← PLACE(board, cell, player)']
	]
};

/** The comment lines documenting the helpers the listing calls without showing. */
function notes(request: PieceRequest, language: CodeLanguage): readonly Line[] {
	const name = (helper: string) => helperName(helper, language);
	return [
		...(request.stores ? [note('store', name('store'))] : []),
		...(request.symmetry ? [note('canonical', name('canonical'))] : []),
		...(request.ordered ? [note('orderBoard', name('ordered'))] : []),
		...(request.limit === null
			? []
			: [note('evaluateBoard', name('evaluate')), note('evaluateBoardScale')])
	];
}

/** What the evaluation's line count is multiplied by: a tenth of the least win. */
const SCALES: Record<Scoring, string> = { article: '1', unit: '0.1', depth: '0.1' };

/** Tic-tac-toe's pieces of a listing, in the game's scoring convention. */
export function tictactoePieces(scoring: Scoring, request: PieceRequest): GamePieces {
	return {
		title: 'board',
		move: 'cell',
		// The moves played since the root are a parameter when scores or the limit count them.
		depth: scoring === 'depth' || request.limit !== null,
		tests: TESTS[request.language](scoring, request),
		notes: notes(request, request.language),
		scale: SCALES[scoring]
	};
}
