// The tests' shorthand for the two plain searches they record most: no page or tool calls these
// (the app runs every search through its settings), so they live with the tests.
import type { Game, Position, SearchOptions, Trace } from '../src/lib/engine/index';
import { plainSearch, settingsFor } from '../src/lib/engine/search';
import { runSearch, search } from '../src/lib/engine/run';
import { CountingRecorder } from '../src/lib/engine/counter';
import { scaleFor } from '../src/lib/engine/recorder';

/** Plain minimax from `root`, recorded. */
export function minimax(
	game: Game,
	root: Position = game.root,
	options: SearchOptions = {}
): Trace {
	return search(game, plainSearch('minimax'), { ...options, root });
}

/** Plain alpha-beta from `root`, recorded. */
export function alphaBeta(
	game: Game,
	root: Position = game.root,
	options: SearchOptions = {}
): Trace {
	return search(game, plainSearch('alphabeta'), { ...options, root });
}

/**
 * Plain minimax or alpha-beta from `root`, counted instead of recorded: the root's value (as the
 * trace's `rootScore` gives it) and the calls, for a test that reads nothing else (recording
 * writes every call's columns, some three times the counting's cost).
 */
export function counted(
	game: Game,
	algorithm: 'minimax' | 'alphabeta',
	root: Position = game.root
): { score: number; calls: number } {
	const settings = settingsFor(game, plainSearch(algorithm));
	const recorder = new CountingRecorder(game, false, scaleFor(game, settings));
	const { rank } = runSearch(game, root, recorder, settings);
	return { score: recorder.scale.value(rank), calls: recorder.calls };
}
