import type { Game, Position } from './game';
import type { MoveOrder } from './order';
import { TraceRecorder, type SearchRecorder } from './recorder';
import type { SearchOptions, Trace } from './trace';

/** Positions already scored, each with its score's rank (see scale.ts). */
export type ScoreTable = Map<Position, number>;

export interface MinimaxRule {
	/** The order moves are tried in; the game's own order by default. */
	readonly order?: MoveOrder;
	/**
	 * Positions already scored (article 002's memo), filled as the search goes: a position met
	 * again is one call answered from the table (a hit), and its moves are not searched.
	 */
	readonly table?: ScoreTable;
}

export interface MinimaxOptions extends SearchOptions, MinimaxRule {}

/**
 * Minimax, recorded call by call.
 *
 * Contract: searches every legal move of every non-terminal position, in the game's move
 * order (or `options.order`), starting at `root`. A terminal call returns the game's score and
 * no move. A maximising call returns the highest score of its children and the first move
 * reaching it; a minimising call the lowest, likewise (ties keep the earlier move, as the
 * freeCodeCamp article's function does). With `options.table`, a position already scored is
 * answered from it with no move. Counts: `trace.calls` is the number of calls, root included.
 */
export function minimax(
	game: Game,
	root: Position = game.root,
	options: MinimaxOptions = {}
): Trace {
	const recorder = new TraceRecorder(game, 'minimax', options.onProgress ?? null);
	searchMinimax(game, root, recorder, options);
	return recorder.finish();
}

/**
 * The minimax rule itself, telling `recorder` every call (see `minimax` for the contract).
 * Returns the root's score as a rank into `recorder.scale`.
 */
export function searchMinimax(
	game: Game,
	root: Position,
	recorder: SearchRecorder,
	rule: MinimaxRule = {}
): number {
	const { scale, noMove } = recorder;
	const [lowest, highest] = [scale.lowest, scale.highest];
	const order = rule.order ?? null;
	const table = rule.table ?? null;

	const search = (position: Position, depth: number, parent: number, via: number): number => {
		const id = recorder.open(parent, depth, position, via);
		if (table !== null) {
			const known = table.get(position);
			if (known !== undefined) {
				recorder.hit(id, known);
				return known;
			}
		}
		if (game.isTerminal(position)) {
			const score = scale.rank(game.score(position));
			recorder.leaf(id, score);
			table?.set(position, score);
			return score;
		}
		const maximizing = game.isMaximizing(position);
		const moves = order === null ? game.moves(position) : order(position);
		let best = maximizing ? lowest : highest;
		let bestMove = noMove;
		for (let i = 0; i < moves.length; i++) {
			const move = moves[i] ?? noMove;
			const score = search(game.play(position, move), depth + 1, id, move);
			if (maximizing ? score > best : score < best) {
				best = score;
				bestMove = move;
			}
		}
		recorder.close(id, best, bestMove);
		table?.set(position, best);
		return best;
	};

	return search(root, 0, 0, noMove);
}
