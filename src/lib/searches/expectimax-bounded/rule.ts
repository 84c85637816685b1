import type { CutRule, Game, MoveOrder, Position, SearchRecorder } from '$lib/engine';
import { Fraction } from '$lib/engine/fraction';
import { evaluate } from '$lib/engine/game';
import { chanceBounds, type Outcomes } from './bounds';
import { windowColumn } from '../alphabeta/window';

/**
 * Expectimax with bounds: Ballard's Star1 (Ballard 1983, "The *-minimax search procedure for
 * trees containing chance nodes"), telling `recorder` every call, window and cut. Returns the
 * root's value as a rank into `recorder.scale`, a scale of the values met (`MetScale`), so the
 * rule compares exact values (`Fraction`) and tells the recorder their ranks, as expectimax does.
 *
 * Contract: every value lies within the game's bounds [L, U] (`game.valueBounds`, its estimates
 * included under `depthLimit`); the root is searched with the window [L, U], and every window
 * stays inside it. Nodes are expectimax's: the maximiser's positions are max nodes, the other
 * side's chance nodes with equal probabilities, or, on a game that states its chance nodes (a
 * tree's `"kind": "chance"`), max, min and chance nodes as it says, with its probabilities.
 *
 * - A max or min node is alpha-beta's, fail-soft (alphabeta/rule.ts): children get its window,
 *   alpha rises to a max node's best, beta falls to a min node's best, and once alpha >= beta
 *   (alpha > beta under `cut` `gt`) its remaining moves are cut. Its move is the first best.
 * - A chance node with window (alpha, beta) searches its outcomes in order (Star1's steps):
 *   1. Before outcome i (probability p), with S the probability-weighted sum of the values
 *      so far and R the probability left after outcome i, outcome i cuts low if its value v has
 *      S + p·v + R·U <= alpha, and high if S + p·v + R·L >= beta; so it is searched with the
 *      window A = (alpha − S − R·U) / p, B = (beta − S − R·L) / p, each brought within [L, U].
 *   2. After it, if v <= A the node fails low: it returns its upper bound S + p·v + R·U (at most
 *      alpha); if v >= B it fails high with its lower bound S + p·v + R·L (at least beta). The
 *      outcomes after i are cut either way: whatever they hold, the parent's choice stands.
 *   3. Else S grows by p·v and the next outcome is searched; after the last, S is the value.
 *   A value returned inside the window is exact (expectimax's); outside it, a bound on the side
 *   it lies (at most alpha, at least beta), so the root's value and move are expectimax's.
 * The calls are a subset of expectimax's, in the same order: never more. Counts: one
 * `recorder.open` per call, its window written after it, `recorder.prune` per cut.
 */
export function searchExpectimaxBounded(
	game: Game,
	root: Position,
	recorder: SearchRecorder,
	bounds: readonly [number, number],
	depthLimit: number | null = null,
	order?: MoveOrder,
	cut: CutRule = 'ge'
): number {
	const { scale, noMove } = recorder;
	const limit = depthLimit ?? Infinity;
	const [low, high] = [Fraction.fromNumber(bounds[0]), Fraction.fromNumber(bounds[1])];
	const exact = (rank: number): Fraction => scale.fraction(rank) as Fraction;
	// Whether the window (alpha, beta) is closed; `gt` cuts only past equality.
	const closed = (alpha: Fraction, beta: Fraction): boolean =>
		cut === 'gt' ? alpha.compare(beta) > 0 : alpha.compare(beta) >= 0;
	// A value at or past a cut bound (`sign` -1: below it), or strictly past it under `gt`.
	const past = (value: Fraction, bound: Fraction, sign: 1 | -1): boolean =>
		value.compare(bound) * sign > (cut === 'gt' ? 0 : -1);
	const weightsAt = (position: Position, count: number): Outcomes | null =>
		game.declaresChance === true
			? (game.chanceWeights?.(position) ?? null)
			: game.isMaximizing(position)
				? null
				: Array.from({ length: count }, () => Fraction.of(1n, BigInt(count)));

	const windowAt = windowColumn(recorder);
	const search = (
		position: Position,
		depth: number,
		parent: number,
		via: number,
		alpha: Fraction,
		beta: Fraction
	): number => {
		const id = recorder.open(parent, depth, position, via);
		recorder.putOpened(windowAt, scale.intern(alpha), scale.intern(beta));
		if (game.isTerminal(position)) return leaf(id, scale.rank(game.score(position)));
		if (depth >= limit) {
			const estimate = scale.rank(evaluate(game, position));
			recorder.estimate(id, estimate);
			return estimate;
		}
		const moves = order === undefined ? game.moves(position) : order(position, depth);
		const weights = weightsAt(position, moves.length);
		if (weights !== null) {
			// Star1: weights are in the game's move order, whatever order moves are tried in.
			const given = game.moves(position);
			const outcomes = chanceBounds(low, high, alpha, beta);
			for (let i = 0; i < moves.length; i++) {
				const move = moves[i] ?? noMove;
				const p = weights[given.indexOf(move)] ?? Fraction.ZERO;
				const window = outcomes.next(p);
				const child = game.play(position, move);
				const value = exact(search(child, depth + 1, id, move, window.alpha, window.beta));
				outcomes.add(p, value);
				const failsLow = past(value, window.cutLow, -1);
				if (failsLow || past(value, window.cutHigh, 1)) {
					recorder.prune(id, moves.length - i - 1);
					return close(id, failsLow ? outcomes.upper : outcomes.lower);
				}
			}
			return close(id, outcomes.sum);
		}
		const maximizing = game.isMaximizing(position);
		let best: Fraction | null = null;
		let bestRank = maximizing ? scale.lowest : scale.highest;
		let bestMove = noMove;
		for (let i = 0; i < moves.length; i++) {
			const move = moves[i] ?? noMove;
			const rank = search(game.play(position, move), depth + 1, id, move, alpha, beta);
			const value = exact(rank);
			if (best === null || value.compare(best) * (maximizing ? 1 : -1) > 0) {
				[best, bestRank, bestMove] = [value, rank, move];
			}
			if (maximizing && best.compare(alpha) > 0) alpha = best;
			if (!maximizing && best.compare(beta) < 0) beta = best;
			if (closed(alpha, beta)) {
				recorder.prune(id, moves.length - i - 1);
				break;
			}
		}
		recorder.close(id, bestRank, bestMove);
		return bestRank;
	};

	const leaf = (id: number, rank: number): number => {
		recorder.leaf(id, rank);
		return rank;
	};
	const close = (id: number, value: Fraction): number => {
		const rank = scale.intern(value);
		recorder.close(id, rank, noMove);
		return rank;
	};

	return search(root, 0, 0, noMove, low, high);
}
