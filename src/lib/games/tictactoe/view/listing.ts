import type { SearchId } from '$lib/engine';
import type { Scoring } from '$lib/games/tictactoe/rules';
import {
	codeLayout,
	listingTitle,
	shapeKey,
	type CodeLanguage,
	type CodeLayout,
	type Line,
	plainShape,
	type ListingShape
} from '../../listing';
import { countsDepth, notes } from './listing-parts';
import { pythonTests } from './listing-python';
import { pseudoTests } from './listing-pseudo';
import { RETURNS } from './scores';
import { COMMON_LINES } from '../../listing-common';
import { searchListing } from '../../listing-search';

/**
 * Our tic-tac-toe searches, written to do exactly what the engine does (same terminal test
 * order, same move order, same tie rule, fail-soft alpha-beta, the table read before the tests
 * and written on every way out), so the highlighted line never disagrees with the tree or the
 * board beside it. The game's own part (its tests and its loop over cells) is here in
 * JavaScript, in listing-python.ts and listing-pseudo.ts in Python and textbook pseudocode; the
 * rest of each function is every board game's (listing-search.ts). Helpers the code calls but does not show
 * (wins, place, store, canonical, ordered, evaluate) are documented in comment lines below it.
 */

const { returned } = COMMON_LINES.js;

// The board tests come first, in the engine's order: the human's line, the AI's line, a full
// board. The tests and their returns sit on separate lines so both moments can be shown.
// Lines stay within 46 characters so the panel needs no sideways scrolling on a projector.
function tests(scoring: Scoring, shape: ListingShape): readonly Line[] {
	const { loss, win } = RETURNS[scoring];
	return [
		['  if (wins(board, other(AI)))', 'otherTest'],
		[`    return ${returned(shape, loss)};`, 'otherWin'],
		['  if (wins(board, AI))', 'aiTest'],
		[`    return ${returned(shape, win)};`, 'aiWin'],
		['  const cells = emptyCells(board);', 'moves'],
		['  if (cells.length === 0)', 'fullTest'],
		[`    return ${returned(shape, '0')};`, 'draw'],
		...(shape.limit === null
			? []
			: ([
					[`  if (depth === ${shape.limit})`, 'depthTest'],
					[`    return ${returned(shape, 'evaluate(board)')};`, 'estimate']
				] as const)),
		['  const isMax = player === AI;'],
		['  const next = other(player);'],
		['  let best = { cell: -1, score: -Infinity };'],
		['  if (!isMax) best.score = Infinity;'],
		shape.ordered
			? ['  for (const cell of ordered(cells)) {', 'order']
			: ['  for (const cell of cells) {'],
		['    const child = place(board, cell, player);']
	];
}

const TESTS: Record<CodeLanguage, (scoring: Scoring, shape: ListingShape) => readonly Line[]> = {
	js: tests,
	python: pythonTests,
	pseudo: pseudoTests
};

const made = new Map<string, CodeLayout>();

/** What the evaluation's line count is multiplied by: a tenth of the least win. */
const SCALES: Record<Scoring, string> = { article: '1', unit: '0.1', depth: '0.1' };

/** The board listing of a search in the game's scoring convention and `language`, made once. */
export function tictactoeListing(
	search: SearchId | ListingShape,
	scoring: Scoring,
	language: CodeLanguage = 'js'
): CodeLayout {
	const shape = typeof search === 'string' ? plainShape(search) : search;
	const key = `${language}:${shapeKey(shape)}:${scoring}`;
	let listing = made.get(key);
	if (listing === undefined) {
		const lines = searchListing(language, shape, {
			move: 'cell',
			depth: countsDepth(scoring, shape),
			tests: TESTS[language](scoring, shape),
			notes: notes(shape, language)
		});
		listing = codeLayout(listingTitle('board', shape), language, lines, SCALES[scoring]);
		made.set(key, listing);
	}
	return listing;
}
