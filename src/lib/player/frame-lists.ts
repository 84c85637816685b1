import type { Move, Trace } from '$lib/engine';
import { reorderedMoves } from '$lib/engine/search-catalog';
import type { Frame, Received } from './snapshot';

/**
 * What the call stack lists of a frame (components/StackFrames.svelte, past step 0): apart from
 * the snapshot, which step 0 reads, so the first view of `/` does not carry it (issue 45).
 */

/** Most moves a frame about to loop lists as still to try (a board's nine and a tree's ten fit). */
export const MOVES_SHOWN = 10;

/**
 * A frame's moves still to try as the call stack lists them, in the order the search tries them
 * (the ordered alpha-beta's own): the first few, and a count.
 */
export function movesToTry(trace: Trace, frame: Frame): { moves: readonly Move[]; more: number } {
	const moves = reorderedMoves(trace, frame.call) ?? trace.game.moves(trace.position(frame.call));
	if (moves.length <= MOVES_SHOWN) return { moves, more: 0 };
	return { moves: moves.slice(0, MOVES_SHOWN), more: moves.length - MOVES_SHOWN };
}

/**
 * A frame's values as the call stack lists them, in the order they came: the best first when it
 * is older than the latest ones, then how many more are only counted, then the latest (`keep` of
 * them at most: a narrow column lists the newest alone). `best` is the one marked, which the
 * frame returns so far; `held` (predict mode asking the call's value, the answer) marks none.
 */
export function receivedShown(
	frame: Frame,
	keep = Infinity,
	held = false
): {
	best: Received | null;
	earlierBest: Received | null;
	more: number;
	latest: readonly Received[];
} {
	const best = held ? null : frame.best;
	const received = frame.received.length > keep ? frame.received.slice(-keep) : frame.received;
	const earlierBest =
		best !== null && !received.some((value) => value.call === best.call) ? best : null;
	const more = frame.receivedCount - received.length - (earlierBest === null ? 0 : 1);
	return { best, earlierBest, more, latest: received };
}
