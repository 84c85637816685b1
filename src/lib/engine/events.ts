import { traceDeclaration, windowReplayOf, type SearchWindow } from './search-catalog';
import type { Trace } from './trace';
import { windowClosed } from './cut-rule';

/**
 * The finer steps of a trace, for stepping through a search below call granularity.
 * Every call c makes four events, in this order within the search:
 *
 *   try      the parent places the move that leads to c (not for the root)
 *   enter    c starts: its position is on the board and the terminal test runs
 *   return   c returns its score (and the move it chose)
 *   receive  the parent takes c's score, compares it with its best so far, updates alpha or
 *            beta (alpha-beta), and cuts its remaining moves when alpha >= beta (not for the root)
 *
 * so a trace of N calls has 4N - 2 events. Because calls are numbered in preorder, an event's
 * place follows from the call's id, depth and last descendant alone:
 *
 *   enter(c)   = 4(c - 1) - 2 depth(c)
 *   try(c)     = enter(c) - 1
 *   return(c)  = enter(c) + 1 + 4 (last(c) - c)
 *   receive(c) = return(c) + 1
 *
 * (before c starts, the c - 1 - depth(c) calls already finished made 4 events each, and each
 * open ancestor and c itself have made their try and enter). `eventAt` inverts this with a
 * binary search, so any step is found from its index in O(log N + depth), without replay.
 */

export type EventKind = 'try' | 'enter' | 'return' | 'receive';

export interface TraceEvent {
	/** Position in the event sequence, from 0. */
	readonly index: number;
	readonly kind: EventKind;
	/** The call the event is about: the call tried, started, returning or received. */
	readonly call: number;
}

export function eventCount(trace: Trace): number {
	return 4 * trace.calls - 2;
}

export function enterIndex(trace: Trace, call: number): number {
	return 4 * (call - 1) - 2 * trace.depth(call);
}

/** The `try` event of a call; -1 for the root, which nobody tries. */
export function tryIndex(trace: Trace, call: number): number {
	return call === 1 ? -1 : enterIndex(trace, call) - 1;
}

export function returnIndex(trace: Trace, call: number): number {
	return enterIndex(trace, call) + 1 + 4 * (trace.lastDescendant(call) - call);
}

/** The `receive` event of a call; -1 for the root, whose value goes to nobody. */
export function receiveIndex(trace: Trace, call: number): number {
	return call === 1 ? -1 : returnIndex(trace, call) + 1;
}

/** The last call that has started by event `index` (≥ 0): enter() grows strictly with the id. */
export function lastEnteredBy(trace: Trace, index: number): number {
	let low = 1;
	let high = trace.calls;
	while (low < high) {
		const mid = (low + high + 1) >>> 1;
		if (enterIndex(trace, mid) <= index) low = mid;
		else high = mid - 1;
	}
	return low;
}

/** The event at `index` (0 ≤ index < eventCount). */
export function eventAt(trace: Trace, index: number): TraceEvent {
	if (!Number.isInteger(index) || index < 0 || index >= eventCount(trace)) {
		throw new RangeError(`Event ${index} is outside 0…${eventCount(trace) - 1}.`);
	}
	const call = lastEnteredBy(trace, index);
	const offset = index - enterIndex(trace, call);
	if (offset === 0) return { index, kind: 'enter', call };
	if (call < trace.calls && index === enterIndex(trace, call + 1) - 1) {
		return { index, kind: 'try', call: call + 1 };
	}
	// Between enter(call) and the next try: `call` and then its ancestors return, each
	// followed by its receive, innermost first.
	let returning = call;
	for (let step = (offset - 1) >> 1; step > 0; step--) returning = trace.parent(returning) ?? 1;
	return { index, kind: (offset - 1) % 2 === 0 ? 'return' : 'receive', call: returning };
}

export type CallState = 'pending' | 'open' | 'active' | 'returned';

/**
 * A call's state once the event at `index` has happened: not started yet, started and
 * waiting on a child, the call whose code is running now (up to and including its return
 * event), or finished.
 */
export function callStateAt(
	trace: Trace,
	call: number,
	index: number,
	/** The call running at `index`, when the caller already knows it (saves a search per call). */
	active?: number | null
): CallState {
	if (index < enterIndex(trace, call)) return 'pending';
	if (index > returnIndex(trace, call)) return 'returned';
	return (active === undefined ? activeCallAt(trace, index) : active) === call ? 'active' : 'open';
}

/** The call whose code runs at the event: a call entering or returning, or the parent that tries or receives. */
export function activeCallAt(trace: Trace, index: number): number {
	const event = eventAt(trace, index);
	if (event.kind === 'enter' || event.kind === 'return') return event.call;
	return trace.parent(event.call) ?? event.call;
}

/**
 * Alpha and beta of `call` just after it received `child`'s value, for showing the window
 * move as values come back. Alpha-beta only; `null` for a minimax trace.
 */
export function windowAfter(
	trace: Trace,
	call: number,
	child: number
): { alpha: number; beta: number } | null {
	const searched = searchWindow(trace, call);
	if (searched === null) return null;
	const { alpha, beta } = searched;
	// A call reached by no move (a deepening search's iteration) is not weighed by its caller;
	// a chance node (a search with bounds) keeps its window and gives each outcome one of its own.
	if (trace.via(child) === null || trace.isChance(call)) return searched;
	// The next sibling was given exactly this window (not so under a probing search, whose
	// probes get a null window); after the last child, fold in the best.
	const next = trace.lastDescendant(child) + 1;
	if (next <= trace.lastDescendant(call) && !traceDeclaration(trace.algorithm).researches)
		return { alpha: trace.alpha(next) ?? alpha, beta: trace.beta(next) ?? beta };
	return windowReplayOf(trace.algorithm).receive(
		searched,
		trace.isMaximizing(call),
		bestAfter(trace, call, child)
	);
}

/**
 * The best score `call` holds once it has received `child`'s value (all its values when `child`
 * is not its child). O(log branching): the call's `childList` keeps the best so far.
 */
export function bestAfter(trace: Trace, call: number, child: number): number {
	const list = trace.childList(call);
	if (list.count === 0) return trace.isMaximizing(call) ? -Infinity : Infinity;
	const at = list.indexOf(child);
	return trace.score(list.bestUpTo(at < 0 ? list.count - 1 : at));
}

/** The last child of `call` whose value has come back by event `index`; null before the first. */
export function lastReceived(trace: Trace, call: number, index: number): number | null {
	const list = trace.childList(call);
	// Children's values come back in order: a binary search over their receive events.
	const at = list.lastWhere((child) => receiveIndex(trace, child) <= index);
	return at < 0 ? null : list.at(at);
}

/**
 * The moves the caller cuts at the `receive` event of `call`: when this value makes alpha meet
 * beta, the caller's remaining moves are pruned right then. Empty for every other receive.
 */
export function cutOnReceive(trace: Trace, call: number): readonly number[] {
	const parent = trace.parent(call);
	if (parent === null || trace.lastDescendant(call) !== trace.lastDescendant(parent)) return [];
	return trace.cutMoves(parent);
}

/**
 * The window [alpha, beta] `call` holds after event `index`: its entry window until its first
 * child's value comes back, then as each value is received. Null before the call starts and
 * on a minimax trace.
 */
export function windowAt(trace: Trace, call: number, index: number): SearchWindow | null {
	const searched = searchWindow(trace, call);
	if (searched === null || index < enterIndex(trace, call)) return null;
	const received = lastReceived(trace, call, index);
	return received === null ? searched : windowAfter(trace, call, received);
}

/**
 * The window `call` searches its moves with: the one it was given, narrowed by a bound it read
 * from the table (alphabeta-table: a lower bound raises alpha, an upper bound lowers beta). For
 * a table hit, the window the entry left (empty when a bound settled it). Null under minimax.
 */
export function searchWindow(trace: Trace, call: number): SearchWindow | null {
	const alpha = trace.alpha(call);
	const beta = trace.beta(call);
	if (alpha === null || beta === null) return null;
	const origin = trace.origin(call);
	if (origin === null) return { alpha, beta };
	return windowReplayOf(trace.algorithm).narrow(
		{ alpha, beta },
		trace.bound(origin),
		trace.score(origin)
	);
}

/** What the alpha-beta rule does with one value coming back to the caller. */
export interface WindowRule {
	/** The call that receives the value. */
	readonly caller: number;
	readonly value: number;
	readonly before: SearchWindow;
	readonly after: SearchWindow;
	/** A max caller raises alpha when the value beats it; a min caller lowers beta. */
	readonly change: 'keep' | 'raise-alpha' | 'lower-beta';
	/** Alpha has met beta (a chance node: its bounds passed the window): the caller stops. */
	readonly stops: boolean;
	/** The caller's moves left unsearched because it stops (empty when `child` was its last). */
	readonly cut: readonly number[];
}

/** The rule applied when `child`'s value reaches its caller; null for the root and for minimax. */
export function receiveRule(trace: Trace, child: number): WindowRule | null {
	const caller = trace.parent(child);
	if (caller === null) return null;
	const before = windowAt(trace, caller, receiveIndex(trace, child) - 1);
	const after = windowAfter(trace, caller, child);
	if (before === null || after === null) return null;
	const change =
		after.alpha > before.alpha ? 'raise-alpha' : after.beta < before.beta ? 'lower-beta' : 'keep';
	return {
		caller,
		value: trace.score(child),
		before,
		after,
		change,
		// A chance node's window never closes: it stops when its bounds cut (its moves left unsearched).
		stops: trace.isChance(caller)
			? cutOnReceive(trace, child).length > 0
			: windowClosed(trace.settings.cut ?? 'ge', after.alpha, after.beta),
		cut: cutOnReceive(trace, child)
	};
}
