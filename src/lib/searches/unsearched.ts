import type { Game, Position, SearchRecorder } from '$lib/engine';
import { evaluate } from '$lib/engine/game';

/**
 * How a depth-first call ends without searching its moves, told to `recorder` as call `id`: a
 * finished game returns its score (a leaf), and a call at the depth limit `limit` (or past it)
 * the game's estimate, each as a rank into `recorder.scale`. Null: the call searches its moves.
 */
export function unsearchedValue(
	game: Game,
	position: Position,
	depth: number,
	limit: number,
	recorder: SearchRecorder,
	id: number
): number | null {
	if (game.isTerminal(position)) {
		const score = recorder.scale.rank(game.score(position));
		recorder.leaf(id, score);
		return score;
	}
	if (depth >= limit) {
		const estimate = recorder.scale.rank(evaluate(game, position));
		recorder.estimate(id, estimate);
		return estimate;
	}
	return null;
}
