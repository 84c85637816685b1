import type { CutRule, Game, Position, SearchRecorder } from '$lib/engine';
import { windowClosed } from '$lib/engine/cut-rule';
import type { AlphaBetaRule } from '../alphabeta/rule';
import { alphaAfterValue, betaAfterValue, windowColumn } from '../alphabeta/window';
import { unsearchedValue } from '../unsearched';

/** Alpha-beta's order, depth limit and cut rule: PVS keeps no table and starts at the root. */
export type PvsRule = Pick<AlphaBetaRule, 'order' | 'depthLimit' | 'cut'>;

/**
 * The narrowest window still open under `cut`, next to a bound: [a, a + 1] under `ge` (ranks
 * are consecutive scale values, so nothing lies strictly between), [a, a] under `gt`, which
 * cuts only past equality.
 */
function nullGap(cut: CutRule): number {
	return cut === 'gt' ? 0 : 1;
}

/**
 * Principal variation search (NegaScout, Reinefeld 1983), written from the maximiser's side like
 * alpha-beta (rule.ts of alphabeta), telling `recorder` every call, window and cut. Returns the
 * root's score as a rank into `recorder.scale`. Fail-soft, as alpha-beta here is.
 *
 * Contract: a call's first move is searched with the call's whole window [alpha, beta]. Every
 * later move is first probed with a null window, the narrowest still open (`nullGap`): a
 * maximising call asks [alpha, alpha + 1] whether the move beats alpha, a minimising call asks
 * [beta - 1, beta] whether it goes under beta. A probe that stays on the near side of its bound
 * (max: value <= alpha, failing low; min: value >= beta, failing high) settles the move: it cannot
 * do better than the best so far. A probe that beats its bound (max: value > alpha, failing high;
 * min: value < beta, failing low) moves the bound to its value, like any value coming back; if that
 * closes the window the remaining moves are cut, else the same move is searched again, a
 * re-search with the window as it now stands (max: [value, beta]; the probe's value is a bound the
 * true value cannot fall under), and that value is taken as well. Best moves follow minimax's rule (first strictly
 * better value). The root's score equals minimax's (under the same depth limit). Counts: one
 * `recorder.open` per call, a re-search included (a second call of the same move under the same
 * caller), `recorder.prune` per cut.
 */
export function searchPvs(
	game: Game,
	root: Position,
	recorder: SearchRecorder,
	rule: PvsRule = {}
): number {
	const { scale, noMove } = recorder;
	const order = rule.order ?? null;
	const limit = rule.depthLimit ?? Infinity;
	const cutRule = rule.cut ?? 'ge';
	const gap = nullGap(cutRule);
	const windowAt = windowColumn(recorder);

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
		recorder.putOpened(windowAt, alpha, beta);
		const ended = unsearchedValue(game, position, depth, limit, recorder, id);
		if (ended !== null) return ended;
		const maximizing = game.isMaximizing(position);
		const moves = order === null ? game.moves(position) : order(position, depth);
		let best = maximizing ? scale.lowest : scale.highest;
		let bestMove = noMove;
		// Takes one value coming back, as alpha-beta does; true when the window has closed.
		const take = (move: number, score: number): boolean => {
			if (maximizing ? score > best : score < best) {
				best = score;
				bestMove = move;
			}
			if (maximizing) alpha = alphaAfterValue(alpha, best);
			else beta = betaAfterValue(beta, best);
			return windowClosed(cutRule, alpha, beta);
		};
		for (let i = 0; i < moves.length; i++) {
			const move = moves[i] ?? noMove;
			const child = game.play(position, move);
			let closed: boolean;
			if (i === 0) {
				closed = take(move, search(child, depth + 1, id, move, alpha, beta));
			} else {
				// The probe: a null window beside the bound this call would improve.
				const [probeAlpha, probeBeta] = maximizing ? [alpha, alpha + gap] : [beta - gap, beta];
				const probe = search(child, depth + 1, id, move, probeAlpha, probeBeta);
				// Past the bound (max: failed high; min: failed low).
				const beatBound = maximizing ? probe > alpha : probe < beta;
				closed = take(move, probe);
				// Beat the bound inside the window: the probe only bounds the move; search it again.
				if (beatBound && !closed)
					closed = take(move, search(child, depth + 1, id, move, alpha, beta));
			}
			if (closed) {
				recorder.prune(id, moves.length - i - 1);
				break;
			}
		}
		recorder.close(id, best, bestMove);
		return best;
	};

	return search(root, 0, 0, noMove, scale.lowest, scale.highest);
}
