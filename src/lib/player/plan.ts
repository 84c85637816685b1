import type { Game, SearchChoice, Trace } from '$lib/engine';
import { estimateCalls, minimaxTreeWithin } from '$lib/engine/estimate';
import { search as runSearch } from '$lib/engine/run';
import { traceDeclaration } from '$lib/engine/search-catalog';
import { depthCeiling, orderingOf, settingsFor, settingsOf } from '$lib/engine/search';
import { checkSettings } from '$lib/engine/search-settings';
import { gameFor } from '$lib/engine/game-catalog';
import { sessionFrom, type Session } from './session';
import type { SourceQuery } from './query';
import { SYNC_CALL_LIMIT } from './side-by-side';

// Planning, running and opening a search here, apart from a session's shape (session.ts): the
// step-through page's first view plays the article's board prerecorded, and loads these with the
// first search it runs.

/**
 * The counting work the page does to plan a search (`estimateCalls`' budget): a few
 * milliseconds. A search not counted within it goes to the worker, which counts it in full.
 */
const PLAN_BUDGET = 20_000;

/**
 * How many calls the search will make, counted without recording, whatever the work
 * (`estimateCalls` without a budget): minimax's from subtree sizes (each position counted once:
 * under a millisecond on the full game), alpha-beta's by running it. A game's default depth
 * limit applies (Connect Four's whole game cannot be counted).
 */
export function callsAhead(game: Game, choice: SearchChoice): number {
	return estimateCalls(game, choice, Infinity).calls;
}

/** Where a search runs, and the calls expected (null: the worker counts them first). */
export interface SearchPlan {
	readonly inWorker: boolean;
	readonly expected: number | null;
}

/**
 * Plans a search from what costs next to nothing to know. A tree is judged by its nodes, as its
 * alpha-beta drawing shows the cut branches whole; counting alpha-beta's calls means running it
 * (100 ms on 100,000 nodes), so the worker counts those. A board is counted within
 * `PLAN_BUDGET`; one that is not (Connect Four at depth 8: 6,634,027 calls) is counted in the
 * worker, which refuses it there, before recording, if it is too big for a trace.
 */
export function planSearch(game: Game, choice: SearchChoice): SearchPlan {
	const settings = settingsFor(game, settingsOf(choice));
	if (game.treeSize !== undefined) {
		const inWorker = game.treeSize > SYNC_CALL_LIMIT;
		// A search through the whole tree calls every node once.
		const plain = traceDeclaration(settings.algorithm).wholeTree && settings.depthLimit === null;
		return { inWorker, expected: plain ? game.treeSize : null };
	}
	// The oracle's order (valued before the first call) and the calls each cut saved (drawn after
	// the last) walk minimax's tree, however few calls the search makes: alpha-beta best first
	// at depth 8 on Connect Four makes 7,960, over minimax's 6,634,027.
	const minimaxFits = () => minimaxTreeWithin(game, settings.depthLimit, PLAN_BUDGET);
	if (orderingOf(settings) !== 'given' && !minimaxFits()) return { inWorker: true, expected: null };
	const { calls, exact } = estimateCalls(game, settings, PLAN_BUDGET);
	if (!exact) return { inWorker: true, expected: null };
	const cuts = traceDeclaration(settings.algorithm).window;
	return { inWorker: calls > SYNC_CALL_LIMIT || (cuts && !minimaxFits()), expected: calls };
}

/**
 * Runs the search on this thread; for big ones see `callsAhead` and the search worker. Throws
 * `InputError` when the settings do not fit the game (a depth past its ceiling, symmetry on a
 * tree).
 */
export function search(game: Game, choice: SearchChoice): Trace {
	const settings = settingsOf(choice);
	checkSettings(game, settings, depthCeiling(game));
	return runSearch(game, settings);
}

/** Builds the game, runs the search and lays the tree out; throws `InputError` with a reason. */
export function openSession(source: SourceQuery, choice: SearchChoice): Session {
	const game = gameFor(source);
	return sessionFrom(source, game, search(game, choice));
}
