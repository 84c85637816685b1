// The tests' shorthand for the two plain searches they record most: no page or tool calls these
// (the app runs every search through its settings), so they live with the tests.
import type { Game, Position, SearchOptions, Trace } from '../src/lib/engine/index';
import { plainSearch } from '../src/lib/engine/search';
import { search } from '../src/lib/engine/run';

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
