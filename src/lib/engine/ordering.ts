import { CountingRecorder } from './counter';
import type { Move } from './game';
import { searchAlphaBeta } from './alphabeta';
import { likelyBestFirst } from './order';
import type { Trace } from './trace';

/**
 * Move order under the ordered alpha-beta, for the view and the narration: the order a call
 * tries its moves in, and how the game's own order would have fared at the same call.
 */

/**
 * The order `call` tries its moves in when the search reorders them (`alphabeta-ordered`), or
 * null: the game's own order, or a call that tries none (finished, answered, at the limit).
 */
export function reorderedMoves(trace: Trace, call: number): readonly Move[] | null {
	if (trace.algorithm !== 'alphabeta-ordered' || trace.kind(call) !== 'searched') return null;
	return likelyBestFirst(trace.game)(trace.position(call));
}

/** What plain alpha-beta does at one call: the moves it tries there before it stops, of all. */
export interface GameOrderRun {
	readonly tried: number;
	readonly moves: number;
}

/**
 * Plain alpha-beta (the game's own order) run from `call`'s position with the window `call`
 * entered with and what is left of the depth limit: how many moves it tries there. Counted, not
 * recorded: a subtree of the search at hand, at most the empty board's 18,297 calls.
 */
export function gameOrderAt(trace: Trace, call: number): GameOrderRun {
	const { game, settings } = trace;
	const position = trace.position(call);
	const counter = new CountingRecorder(game, settings.depthLimit !== null);
	const rank = (value: number | null, fallback: number) =>
		value === null ? fallback : (counter.scale.rankOf(value) ?? fallback);
	const window = {
		alpha: rank(trace.alpha(call), counter.scale.lowest),
		beta: rank(trace.beta(call), counter.scale.highest)
	};
	const depthLimit = settings.depthLimit === null ? null : settings.depthLimit - trace.depth(call);
	searchAlphaBeta(game, position, counter, { window, depthLimit });
	return { tried: counter.perDepth()[1] ?? 0, moves: game.moves(position).length };
}
