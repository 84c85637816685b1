import { settingsFor, type Game, type Position, type SearchSettings } from '$lib/engine';
import { CONNECT4_DEFAULT_DEPTH } from '$lib/games/connect4/rules';
import {
	codeLayout,
	listingShape,
	listingTitle,
	shapeKey,
	type CodeLanguage,
	type CodeLayout,
	type Line,
	type ListingShape,
	type Role
} from '../../listing';
import { WIN, notes } from './listing-parts';
import { pseudoTests } from './listing-pseudo';
import { pythonTests } from './listing-python';
import { COMMON_LINES } from '../../listing-common';
import { searchListing } from '../../listing-search';

/**
 * Our Connect Four searches, written to do exactly what the engine does: the table read first,
 * then the finished-game tests, then the depth limit and its evaluation (a Connect Four search
 * always has one), the moves left to right or centre first, ties kept by the earlier column,
 * fail-soft alpha-beta, and the table written on every way out. A win is worth 100 plus the
 * cells still empty, so a quicker win scores more. The game's own part (its tests and its loop
 * over columns) is here in JavaScript, in listing-python.ts and listing-pseudo.ts in Python and
 * textbook pseudocode; the rest of each function is every board game's (listing-search.ts).
 * Lines stay within the panel's 46 columns.
 */

const { returned } = COMMON_LINES.js;

/**
 * A finished game first (the AI's opponent's four, the AI's, a full board), then the depth
 * limit; each test and its return on lines of their own so both moments can be shown.
 */
function tests(shape: ListingShape, limit: number): readonly Line[] {
	return [
		[`  const win = ${WIN} + emptyCount(board);`],
		['  if (fourInRow(board, other(AI)))', 'otherTest'],
		[`    return ${returned(shape, '-win')};`, 'otherWin'],
		['  if (fourInRow(board, AI))', 'aiTest'],
		[`    return ${returned(shape, 'win')};`, 'aiWin'],
		['  const columns = openColumns(board);', 'moves'],
		['  if (columns.length === 0)', 'fullTest'],
		[`    return ${returned(shape, '0')};`, 'draw'],
		[`  if (depth === ${limit})`, 'depthTest'],
		[`    return ${returned(shape, 'evaluate(board)')};`, 'estimate'],
		['  const isMax = player === AI;'],
		['  const next = other(player);'],
		['  let best = { column: -1, score: -Infinity };'],
		['  if (!isMax) best.score = Infinity;'],
		shape.ordered
			? ['  for (const column of centreFirst(columns)) {', 'order']
			: ['  for (const column of columns) {'],
		['    const child = drop(board, column, player);']
	];
}

const TESTS: Record<CodeLanguage, (shape: ListingShape, limit: number) => readonly Line[]> = {
	js: tests,
	python: pythonTests,
	pseudo: pseudoTests
};

const made = new Map<string, CodeLayout>();

/**
 * The Connect Four listing of `search` in `language`, made once. A search named without a depth
 * limit runs with the game's default (`settingsFor`), and the listing shows that limit.
 */
export function connect4Listing(
	game: Game,
	search: SearchSettings,
	language: CodeLanguage
): CodeLayout {
	const shape = listingShape(settingsFor(game, search));
	// Connect Four is never searched to its end: there is always a limit to show.
	const limit = shape.limit ?? CONNECT4_DEFAULT_DEPTH;
	const key = `${language}:${shapeKey(shape)}:${limit}`;
	let listing = made.get(key);
	if (listing === undefined) {
		listing = codeLayout(
			listingTitle('connect4', shape),
			language,
			searchListing(language, shape, {
				move: 'column',
				depth: true,
				tests: TESTS[language](shape, limit),
				notes: notes(shape, language)
			})
		);
		made.set(key, listing);
	}
	return listing;
}

/**
 * The line a finished position runs: its test on entering, its return on leaving. The score's
 * sign says which test fired: below zero the opponent's four, above the AI's, zero a full board.
 */
export function connect4TerminalRole(game: Game, position: Position, leaving: boolean): Role {
	const score = game.score(position);
	if (score < 0) return leaving ? 'otherWin' : 'otherTest';
	if (score > 0) return leaving ? 'aiWin' : 'aiTest';
	return leaving ? 'draw' : 'fullTest';
}
