import type { Game, MoveOrder, Position, SearchRecorder } from '$lib/engine';
import { Fraction } from '$lib/engine/fraction';
import { unsearchedValue } from '../unsearched';

/**
 * The expectimax rule (Michie 1966; CS188's ghosts that move at random), telling `recorder`
 * every call. Returns the root's value as a rank into `recorder.scale`, a scale of the values
 * met (`MetScale`): its ranks name values without ordering them, so the rule compares the exact
 * values (`Fraction`) and tells the recorder their ranks.
 *
 * Contract: searches every legal move of every non-terminal position, in the game's move order
 * (or `order`), starting at `root`: exactly minimax's calls. A terminal call returns the game's
 * score, a call at `depthLimit` the game's estimate, neither with a move. Where the maximiser
 * moves, a call returns the highest of its children's values and the first move reaching it
 * (ties keep the earlier move, as minimax does). Where the other side moves it is a chance
 * node: that side plays each legal move with equal probability, so the call returns the
 * average of its children's values, exactly (3, 12 and 8 give 23/3), and chooses no move.
 *
 * On a game that states its own chance nodes (`game.declaresChance`: a tree with
 * `"kind": "chance"`), it is expectiminimax (AIMA's Figure 5.11): a chance node returns the sum
 * of its children's values times their probabilities (`game.chanceWeights`), and every other
 * node is max or min as the game says, min keeping the lowest value and its first move.
 * Counts: one `recorder.open` per call, root included.
 */
export function searchExpectimax(
	game: Game,
	root: Position,
	recorder: SearchRecorder,
	depthLimit: number | null = null,
	order?: MoveOrder
): number {
	const { scale, noMove } = recorder;
	const limit = depthLimit ?? Infinity;
	// A position met again at the same depth grows the same subtree: the recorder may copy it.
	const repeats = recorder.repeat !== undefined;
	const exact = (rank: number): Fraction => scale.fraction(rank) as Fraction;
	// The game's own chance nodes, weighted; else the minimiser's nodes, each move alike.
	const stated = game.declaresChance === true && game.chanceWeights !== undefined;

	const search = (position: Position, depth: number, parent: number, via: number): number => {
		if (repeats && depth < limit) {
			const copied = recorder.repeat?.(parent, depth, position, via) ?? null;
			if (copied !== null) return copied;
		}
		const id = recorder.open(parent, depth, position, via);
		const ended = unsearchedValue(game, position, depth, limit, recorder, id);
		if (ended !== null) return ended;
		const moves = order === undefined ? game.moves(position) : order(position, depth);
		const weights = stated ? (game.chanceWeights?.(position) ?? null) : null;
		if (weights !== null) {
			// A chance node the game weighs: the sum of each value times its probability.
			// Weights are in the game's move order (a tree's child indexes), whatever order is tried.
			const given = game.moves(position);
			let sum = Fraction.ZERO;
			for (const move of moves) {
				const value = exact(search(game.play(position, move), depth + 1, id, move));
				sum = sum.plus(value.times(weights[given.indexOf(move)] ?? Fraction.ZERO));
			}
			const expected = scale.intern(sum);
			recorder.close(id, expected, noMove);
			return expected;
		}
		const maximizing = game.isMaximizing(position);
		if (maximizing || stated) {
			let best: Fraction | null = null;
			let bestRank = scale.lowest;
			let bestMove = noMove;
			for (const move of moves) {
				const rank = search(game.play(position, move), depth + 1, id, move);
				const value = exact(rank);
				if (best === null || value.compare(best) * (maximizing ? 1 : -1) > 0) {
					best = value;
					bestRank = rank;
					bestMove = move;
				}
			}
			recorder.close(id, bestRank, bestMove);
			return bestRank;
		}
		// A chance node: every move equally likely, the value their average.
		let sum = Fraction.ZERO;
		for (const move of moves)
			sum = sum.plus(exact(search(game.play(position, move), depth + 1, id, move)));
		const average = scale.intern(sum.over(moves.length));
		recorder.close(id, average, noMove);
		return average;
	};

	return search(root, 0, 0, noMove);
}
