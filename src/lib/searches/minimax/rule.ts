import type { Game, MoveOrder, Position, ScoreTable, SearchRecorder } from '$lib/engine';
import { entryOrigin, entryRank, tableEntry } from '$lib/engine/table';
import { unsearchedValue } from '../unsearched';
import { ORIGIN } from './columns';

export interface MinimaxRule {
	/** The order moves are tried in; the game's own order by default. */
	readonly order?: MoveOrder;
	/**
	 * Positions already scored (article 002's memo), filled as the search goes: a position met
	 * again is one call answered from the table (a hit), and its moves are not searched.
	 */
	readonly table?: ScoreTable;
	/** The table's key for a position (the core's `tableKey`); the position itself by default. */
	readonly key?: (position: Position) => number;
	/** Calls at this depth score an unfinished position with `game.evaluate`; null: no limit. */
	readonly depthLimit?: number | null;
	/**
	 * Where the root call hangs: under call `parent` at recursion depth `depth` (a deepening
	 * search's iteration under its driver); absent: it is the trace's root (parent 0, depth 0).
	 * Depths, the depth limit included, count from the trace's root.
	 */
	readonly at?: { readonly parent: number; readonly depth: number };
}

/**
 * The minimax rule, telling `recorder` every call. Returns the root's score as a rank into
 * `recorder.scale`; the core's `search` records it as a trace.
 *
 * Contract: searches every legal move of every non-terminal position, in the game's move order
 * (or `rule.order`), starting at `root`. A terminal call returns the game's score and no move. A
 * maximising call returns the highest score of its children and the first move reaching it; a
 * minimising call the lowest, likewise (ties keep the earlier move, as the freeCodeCamp
 * article's function does). With `rule.depthLimit`, an unfinished call at that depth returns
 * `game.evaluate` (an estimate) and searches nothing. With `rule.table`, a position already
 * scored is answered from it with no move; every position sits at one depth (its number of
 * moves from the root), so a stored value was found under the same limit. Counts: one
 * `recorder.open` per call, root included.
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
	const key = rule.key ?? ((position: Position) => position);
	const limit = rule.depthLimit ?? Infinity;
	// A table answers repeated positions itself; without one, the recorder may copy them.
	const repeats = table === null && recorder.repeat !== undefined;
	const origin = table === null ? 0 : recorder.column(ORIGIN);

	const search = (position: Position, depth: number, parent: number, via: number): number => {
		if (repeats && depth < limit) {
			const copied = recorder.repeat?.(parent, depth, position, via) ?? null;
			if (copied !== null) return copied;
		}
		const id = recorder.open(parent, depth, position, via);
		if (table !== null) {
			const known = table.get(key(position));
			if (known !== undefined) {
				const rank = entryRank(known);
				recorder.put(origin, id, entryOrigin(known));
				recorder.answer(id, rank);
				return rank;
			}
		}
		const ended = unsearchedValue(game, position, depth, limit, recorder, id);
		if (ended !== null) {
			table?.set(key(position), tableEntry(id, ended));
			return ended;
		}
		const maximizing = game.isMaximizing(position);
		const moves = order === null ? game.moves(position) : order(position, depth);
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
		table?.set(key(position), tableEntry(id, best));
		return best;
	};

	const { parent, depth } = rule.at ?? { parent: 0, depth: 0 };
	return search(root, depth, parent, noMove);
}
