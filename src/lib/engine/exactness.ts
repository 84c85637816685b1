import { EXACT, LOWER, UPPER, type Bound } from './table';
import type { Trace } from './trace';

/**
 * Whether a call's returned value is the position's value or only a bound on it, read from the
 * trace. Fail-soft, a value at or under the window's alpha can only be an upper bound, at or over
 * beta a lower one; it is one only when the search left something out: the call cut moves, or
 * the child its value came from returned a bound itself (a chance node: any child, as all count).
 * A call that searched every move and took its value from exact children returned it exactly
 * (AIMA Figure 5.2's D: 14, 5 and 2 all searched, worth 2, though 2 is under its alpha 3). A
 * bound at the highest value the game can score (or the lowest) is exact too: nothing lies past
 * it. A search that files its values in a table (`Trace.bound`: the + table, MTD(f)) files a
 * fail-low or fail-high value as a bound, as it cannot tell; the value is one by the same rule:
 * FC7 of the article's board, whose only move gave an exact +10, returned +10 under either.
 */
export function valueBound(trace: Trace, call: number): Bound {
	if (trace.kind(call) !== 'searched') return EXACT;
	return boundOf(trace, call);
}

/** Each trace's known answers: 0 not asked yet, else the bound plus one. */
const known = new WeakMap<Trace, Uint8Array>();

function boundOf(trace: Trace, call: number): Bound {
	const kind = trace.kind(call);
	// A table hit returns what its origin found: a bound where that was one.
	const origin = kind === 'hit' ? trace.origin(call) : null;
	if (origin !== null) return boundOf(trace, origin);
	if (kind !== 'searched') return EXACT;
	const side = sideOf(trace, call);
	const value = trace.score(call);
	if (side === EXACT || atEdge(trace, value, side)) return EXACT;
	let answers = known.get(trace);
	if (answers === undefined) known.set(trace, (answers = new Uint8Array(trace.calls + 1)));
	const answer = answers[call] ?? 0;
	if (answer !== 0) return (answer - 1) as Bound;
	const bound = leftOut(trace, call) ? side : EXACT;
	answers[call] = bound + 1;
	return bound;
}

/**
 * The side of its window a value fell on: at or under alpha, at or over beta; a table search's,
 * the bound it filed (its window may have been narrowed by a stored bound).
 */
function sideOf(trace: Trace, call: number): Bound {
	if (trace.bounded) return trace.bound(call);
	const [value, alpha, beta] = [trace.score(call), trace.alpha(call), trace.beta(call)];
	if (alpha === null || beta === null) return EXACT;
	return value <= alpha ? UPPER : value >= beta ? LOWER : EXACT;
}

/** Whether the call's value rests on something unsearched: a cut, or a child's bound. */
function leftOut(trace: Trace, call: number): boolean {
	if (trace.cutMoves(call).length > 0) return true;
	const list = trace.childList(call);
	if (trace.isChance(call)) {
		for (let at = 0; at < list.count; at++) if (boundOf(trace, list.at(at)) !== EXACT) return true;
		return false;
	}
	// The child the value came from: the last call of the best move holding it (a probing
	// search's re-search, when it confirmed its probe's value, settles that move).
	const [value, best] = [trace.score(call), trace.bestMove(call)];
	for (let at = list.count - 1; at >= 0; at--) {
		const child = list.at(at);
		if (trace.via(child) === best && trace.score(child) === value)
			return boundOf(trace, child) !== EXACT;
	}
	return false;
}

/**
 * A lower bound at the highest value the game states it can give (a board's best win; a tree's
 * stated "bounds"), or an upper one at its lowest, leaves nothing out. A tree without stated
 * bounds has none: its least leaf is not a fact its reader counts on.
 */
function atEdge(trace: Trace, value: number, side: Bound): boolean {
	const range = trace.game.valueBounds?.(true) ?? null;
	if (range === null) return false;
	const [least, greatest] = range;
	return side === LOWER ? value >= greatest : value <= least;
}
