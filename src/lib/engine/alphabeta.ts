import type { Game, Position } from './game';
import type { MoveOrder } from './order';
import { TraceRecorder, type SearchRecorder } from './recorder';
import type { SearchOptions, Trace } from './trace';

export interface AlphaBetaRule {
	/** The order moves are tried in; the game's own order by default. */
	readonly order?: MoveOrder;
}

export interface AlphaBetaOptions extends SearchOptions, AlphaBetaRule {}

/**
 * Alpha-beta pruning, recorded call by call. Fail-soft: a call returns the best score it
 * found even when that lies outside its window, so a cut call reports the value that
 * caused the cut rather than a clamped bound.
 *
 * Contract: starts at `root` with the window [-Infinity, +Infinity] and tries moves in the
 * game's order (or `options.order`). After each child returns, a maximising call raises alpha
 * to max(alpha, value), a minimising call lowers beta to min(beta, value), and as soon as
 * alpha >= beta the remaining moves are cut (not searched). Best moves follow minimax's rule
 * (first strictly better move). The root's score equals minimax's; the call count never
 * exceeds it. Counts: `trace.calls` calls, `trace.prunedBranches` moves cut.
 */
export function alphaBeta(
	game: Game,
	root: Position = game.root,
	options: AlphaBetaOptions = {}
): Trace {
	const recorder = new TraceRecorder(game, 'alphabeta', options.onProgress ?? null);
	searchAlphaBeta(game, root, recorder, options);
	return recorder.finish();
}

/**
 * The alpha-beta rule itself, telling `recorder` every call, window and cut (see `alphaBeta`
 * for the contract). Returns the root's score as a rank into `recorder.scale`.
 */
export function searchAlphaBeta(
	game: Game,
	root: Position,
	recorder: SearchRecorder,
	rule: AlphaBetaRule = {}
): number {
	const { scale, noMove } = recorder;
	const [lowest, highest] = [scale.lowest, scale.highest];
	const order = rule.order ?? null;

	// Alpha, beta and the returned value are ranks (see scale.ts).
	const search = (
		position: Position,
		depth: number,
		parent: number,
		via: number,
		alpha: number,
		beta: number
	): number => {
		const id = recorder.open(parent, depth, position, via);
		recorder.window(alpha, beta);
		if (game.isTerminal(position)) {
			const score = scale.rank(game.score(position));
			recorder.leaf(id, score);
			return score;
		}
		const maximizing = game.isMaximizing(position);
		const moves = order === null ? game.moves(position) : order(position);
		let best = maximizing ? lowest : highest;
		let bestMove = noMove;
		for (let i = 0; i < moves.length; i++) {
			const move = moves[i] ?? noMove;
			const score = search(game.play(position, move), depth + 1, id, move, alpha, beta);
			if (maximizing) {
				if (score > best) {
					best = score;
					bestMove = move;
				}
				if (best > alpha) alpha = best;
			} else {
				if (score < best) {
					best = score;
					bestMove = move;
				}
				if (best < beta) beta = best;
			}
			if (alpha >= beta) {
				recorder.cut(id, moves.length - i - 1);
				break;
			}
		}
		recorder.close(id, best, bestMove);
		return best;
	};

	return search(root, 0, 0, noMove, lowest, highest);
}
