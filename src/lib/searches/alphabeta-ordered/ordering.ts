import type { GameOrderRun, Trace } from '$lib/engine';
import { CountingRecorder } from '$lib/engine/counter';
import { searchAlphaBeta } from '../alphabeta/rule';

/**
 * Plain alpha-beta (the game's own order) run from `call`'s position with the window `call`
 * entered with and what is left of the depth limit: how many moves it tries there, for the
 * narration of a cut the order made sooner. Counted, not recorded: a subtree of the search at
 * hand, at most the empty board's 18,297 calls.
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
