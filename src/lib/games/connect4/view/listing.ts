import { WIN_BASE } from '$lib/games/connect4/eval';
import { CONNECT4_DEFAULT_DEPTH } from '$lib/games/connect4/rules';
import {
	helperName,
	note,
	type CodeLanguage,
	type GamePieces,
	type Line,
	type PieceRequest
} from '../../listing';

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

type Tests = (request: PieceRequest, limit: number) => readonly Line[];

const TESTS: Record<CodeLanguage, Tests> = {
	js: ({ returns, ordered }, limit) => [
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
	],
	// A search returns a (score, column) pair, and `store` returns (score, None).
	python: ({ returns, ordered }, limit) => [
		[`    win = ${WIN} + empty_count(board)`],
		['    if four_in_row(board, other(AI)):', 'otherTest'],
		[`        return ${returns('-win')}`, 'otherWin'],
		['    if four_in_row(board, AI):', 'aiTest'],
		[`        return ${returns('win')}`, 'aiWin'],
		['    columns = open_columns(board)', 'moves'],
		['    if not columns:', 'fullTest'],
		[`        return ${returns('0')}`, 'draw'],
		[`    if depth == ${limit}:`, 'depthTest'],
		[`        return ${returns('evaluate(board)')}`, 'estimate'],
		['    is_max = player == AI'],
		['    opponent = other(player)'],
		["    best = float('-inf' if is_max else 'inf')"],
		['    best_column = None'],
		ordered
			? ['    for column in centre_first(columns):', 'order']
			: ['    for column in columns:'],
		['        child = drop(board, column, player)']
	],
	pseudo: ({ returns, ordered }, limit) => [
		[`  win ← ${WIN} + EMPTY-COUNT(board)`],
		['  if FOUR-IN-ROW(board, OTHER(AI)) then', 'otherTest'],
		[`    return ${returns('−win')}`, 'otherWin'],
		['  if FOUR-IN-ROW(board, AI) then', 'aiTest'],
		[`    return ${returns('win')}`, 'aiWin'],
		['  columns ← OPEN-COLUMNS(board)', 'moves'],
		['  if columns is empty then', 'fullTest'],
		[`    return ${returns('0')}`, 'draw'],
		[`  if depth = ${limit} then`, 'depthTest'],
		[`    return ${returns('EVALUATE(board)')}`, 'estimate'],
		['  if player = AI then v ← −∞ else v ← +∞'],
		['  move ← none'],
		ordered
			? ['  for each column in CENTRE-FIRST(columns) do', 'order']
			: ['  for each column in columns do'],
		['    child ← DROP(board, column, player)']
	]
};

/**
 * The comment lines under a listing: the helpers every Connect Four search calls, then those
 * only some searches call (the table's store and key, the centre-first order).
 */
function notes(request: PieceRequest, language: CodeLanguage): readonly Line[] {
	const name = (helper: string) => helperName(helper, language);
	return [
		note('drop', name('drop')),
		note('fourInRow', name('fourInRow')),
		note('emptyCount', name('emptyCount')),
		...(request.stores ? [note('store', name('store'))] : []),
		...(request.symmetry ? [note('canonicalMirror', name('canonical'))] : []),
		...(request.ordered ? [note('centreFirst', name('centreFirst'))] : []),
		note('evaluateConnect4', name('evaluate')),
		note('evaluateConnect4Weights'),
		note('evaluateConnect4How')
	];
}

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
