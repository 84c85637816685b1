import type { Game, Position } from './game';
import { TraceRecorder, type SearchOptions, type Trace } from './trace';

/**
 * Minimax, recorded call by call.
 *
 * Contract: searches every legal move of every non-terminal position, in the game's move
 * order, starting at `root`. A terminal call returns the game's score and no move. A
 * maximising call returns the highest score of its children and the first move reaching it;
 * a minimising call the lowest, likewise (ties keep the earlier move, as the freeCodeCamp
 * article's function does). Counts: `trace.calls` is the number of calls, root included.
 */
export function minimax(
	game: Game,
	root: Position = game.root,
	options: SearchOptions = {}
): Trace {
	const recorder = new TraceRecorder(game, 'minimax', options.onProgress ?? null);
	const { scale, noMove } = recorder;

	// Returns the rank of the call's score (see scale.ts).
	const search = (position: Position, depth: number, parent: number, via: number): number => {
		const id = recorder.open(parent, depth, position, via);
		if (game.isTerminal(position)) {
			const score = scale.rank(game.score(position));
			recorder.close(id, score, noMove);
			return score;
		}
		const maximizing = game.isMaximizing(position);
		let best = maximizing ? scale.lowest : scale.highest;
		let bestMove = noMove;
		for (const move of game.moves(position)) {
			const score = search(game.play(position, move), depth + 1, id, move);
			if (maximizing ? score > best : score < best) {
				best = score;
				bestMove = move;
			}
		}
		recorder.close(id, best, bestMove);
		return best;
	};

	search(root, 0, 0, noMove);
	return recorder.finish();
}
