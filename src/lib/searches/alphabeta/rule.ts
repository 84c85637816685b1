import type { Game, Position, ScoreTable, SearchRecorder, CutRule } from '$lib/engine';
import { windowClosed } from '$lib/engine/cut-rule';
import {
	EXACT,
	LOWER,
	UPPER,
	entryBound,
	entryOrigin,
	entryRank,
	tableEntry
} from '$lib/engine/table';
import {
	alphaAfterBound,
	alphaAfterValue,
	betaAfterBound,
	betaAfterValue,
	windowColumn
} from './window';
import type { MinimaxRule } from '../minimax/rule';
import { ORIGIN } from '../minimax/columns';
import { unsearchedValue } from '../unsearched';

/** Minimax's settings (its order, depth limit and place in the trace), with a window and a cut. */
export interface AlphaBetaRule extends MinimaxRule {
	/**
	 * A transposition table: each searched position's value with its bound type (table.ts). An
	 * exact entry answers a call; a bound narrows its window, or answers it when the narrowed
	 * window is empty.
	 */
	readonly table?: ScoreTable;
	/**
	 * The root's window, as ranks into `recorder.scale`; the widest by default. A call deep in a
	 * search re-run on its own takes the window it had there (ordering.ts).
	 */
	readonly window?: { readonly alpha: number; readonly beta: number };
	/** When the window is closed: alpha >= beta (`ge`, the default) or alpha > beta (`gt`). */
	readonly cut?: CutRule;
}

/**
 * The alpha-beta rule, telling `recorder` every call, window and cut. Returns the root's score
 * as a rank into `recorder.scale`. Fail-soft: a call returns the best score it found even when
 * that lies outside its window, so a cut call reports the value that caused the cut rather than
 * a clamped bound.
 *
 * Contract: starts at `root` with the window [-Infinity, +Infinity] and tries moves in the
 * game's order (or `rule.order`). After each child returns, a maximising call raises alpha to
 * max(alpha, value), a minimising call lowers beta to min(beta, value), and as soon as
 * alpha >= beta (alpha > beta under `rule.cut` `gt`) the remaining moves are cut (not searched). Best moves follow minimax's rule
 * (first strictly better move). With `rule.depthLimit`, an unfinished call at that depth returns
 * `game.evaluate`. With `rule.table`, a call first reads its position's entry: exact answers
 * it; a lower bound v raises alpha to v, an upper bound lowers beta to v, and when that leaves
 * alpha >= beta the call returns v unsearched. On closing, a call stores its value as an upper
 * bound when it stayed at or under the alpha it searched with, a lower bound when it reached
 * beta, exact otherwise. The root's score equals minimax's (under the same depth limit); the
 * call count never exceeds it. Counts: one `recorder.open` per call, `recorder.prune` per cut.
 * Each call's window goes in its columns `alpha` and `beta`; with a table, the entry a call read
 * in `origin`, and the bound type its value was stored as in `bound`.
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
	const table = rule.table ?? null;
	const key = rule.key ?? ((position: Position) => position);
	const limit = rule.depthLimit ?? Infinity;
	const cutRule = rule.cut ?? 'ge';
	const windowAt = windowColumn(recorder);
	const [origin, stored] =
		table === null ? [0, 0] : [recorder.column(ORIGIN), recorder.column('bound')];

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
		if (table !== null) {
			const known = table.get(key(position));
			if (known !== undefined) {
				const value = entryRank(known);
				const bound = entryBound(known);
				alpha = alphaAfterBound(alpha, bound, value);
				beta = betaAfterBound(beta, bound, value);
				// Read even when it only narrowed the window.
				recorder.put(origin, id, entryOrigin(known));
				if (bound === EXACT || windowClosed(cutRule, alpha, beta)) {
					recorder.answer(id, value);
					return value;
				}
			}
		}
		const ended = unsearchedValue(game, position, depth, limit, recorder, id);
		if (ended !== null) {
			table?.set(key(position), tableEntry(id, ended));
			return ended;
		}
		const [searchedAlpha, searchedBeta] = [alpha, beta];
		const maximizing = game.isMaximizing(position);
		const moves = order === null ? game.moves(position) : order(position, depth);
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
				alpha = alphaAfterValue(alpha, best);
			} else {
				if (score < best) {
					best = score;
					bestMove = move;
				}
				beta = betaAfterValue(beta, best);
			}
			if (windowClosed(cutRule, alpha, beta)) {
				recorder.prune(id, moves.length - i - 1);
				break;
			}
		}
		recorder.close(id, best, bestMove);
		if (table !== null) {
			const bound = best <= searchedAlpha ? UPPER : best >= searchedBeta ? LOWER : EXACT;
			table.set(key(position), tableEntry(id, best, bound));
			recorder.put(stored, id, bound);
		}
		return best;
	};

	const window = rule.window ?? { alpha: lowest, beta: highest };
	const { parent, depth } = rule.at ?? { parent: 0, depth: 0 };
	return search(root, depth, parent, noMove, window.alpha, window.beta);
}
