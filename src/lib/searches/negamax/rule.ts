import type { Game, MoveOrder, Position, SearchRecorder } from '$lib/engine';
import { evaluate } from '$lib/engine/game';

/**
 * The negamax rule (the form chess programs use), telling `recorder` every call. Returns the
 * root's score as a rank into `recorder.scale`, from the maximiser's side like every search.
 *
 * Contract: one function for both sides. A call scores its position for the side to move
 * there: a finished game's score (or, at the depth limit, the game's estimate) times +1 when
 * that side maximises and -1 when it minimises; a searched call takes the highest of its
 * children's values negated (a child's value is its own side's, the opponent's) and the first
 * move reaching it. Since max(-a, -b) = -min(a, b), it makes exactly minimax's calls in the
 * same order (the game's, or `order`) and keeps the same move on ties. The recorder is told every value from the
 * maximiser's side, so the trace reads as minimax's; the module's note shows the other view.
 * Counts: one `recorder.open` per call, root included.
 */
export function searchNegamax(
	game: Game,
	root: Position,
	recorder: SearchRecorder,
	depthLimit: number | null = null,
	order?: MoveOrder
): number {
	const { scale, noMove } = recorder;
	const limit = depthLimit ?? Infinity;
	const repeats = recorder.repeat !== undefined;
	const sideOf = (position: Position): 1 | -1 => (game.isMaximizing(position) ? 1 : -1);

	// The value of `position` for the side to move there.
	const search = (position: Position, depth: number, parent: number, via: number): number => {
		const side = sideOf(position);
		if (repeats && depth < limit) {
			// Told as the maximiser sees it, like every value the recorder keeps.
			const copied = recorder.repeat?.(parent, depth, position, via) ?? null;
			if (copied !== null) return side * scale.value(copied);
		}
		const id = recorder.open(parent, depth, position, via);
		if (game.isTerminal(position)) {
			const score = game.score(position);
			recorder.leaf(id, scale.rank(score));
			return side * score;
		}
		if (depth >= limit) {
			const estimate = evaluate(game, position);
			recorder.estimate(id, scale.rank(estimate));
			return side * estimate;
		}
		let best = -Infinity;
		let bestMove = noMove;
		for (const move of order === undefined ? game.moves(position) : order(position, depth)) {
			const value = -search(game.play(position, move), depth + 1, id, move);
			if (value > best) {
				best = value;
				bestMove = move;
			}
		}
		recorder.close(id, scale.rank(side * best), bestMove);
		return best;
	};

	return scale.rank(sideOf(root) * search(root, 0, 0, noMove));
}
