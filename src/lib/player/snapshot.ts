import type { Move, Trace, TraceEvent } from '$lib/engine';
import {
	activeCallAt,
	eventAt,
	receiveIndex,
	returnIndex,
	searchWindow,
	windowAfter
} from '$lib/engine/events';

/**
 * What the search looks like once a given event has happened, computed from the trace's
 * columns alone (no replay): the running call, the call stack and what each frame holds.
 * Cost: O(log N + depth × (log branching + RECEIVED_SHOWN)), whatever the trace's length or
 * width: a frame lists only its latest values and counts the rest.
 */

/** Most values a frame lists, the latest ones (a board's nine and a random tree's ten all fit). */
export const RECEIVED_SHOWN = 10;

/** A value a frame got back from one of its calls. */
export interface Received {
	readonly call: number;
	readonly move: Move;
	readonly score: number;
}

export interface Frame {
	readonly call: number;
	/** The move being tried (the child's `via`); null before the first try and once returning. */
	readonly trying: Move | null;
	/** The call that move leads to; null when `trying` is. */
	readonly child: number | null;
	/** How many values came back so far. */
	readonly receivedCount: number;
	/**
	 * The latest values received, in the order the moves were tried (the article's `moves`): at
	 * most `RECEIVED_SHOWN`, the last one last. The `receivedCount - received.length` before them
	 * are only counted.
	 */
	readonly received: readonly Received[];
	/** The best received so far and its move (listed or not); null before any value came back. */
	readonly best: Received | null;
	/** Alpha and beta as they stand now (alpha-beta only). */
	readonly window: { readonly alpha: number; readonly beta: number } | null;
}

export interface Snapshot {
	/** The event just done; -1 before the search starts. */
	readonly index: number;
	readonly event: TraceEvent | null;
	/** The call whose code runs at this event; null before the start. */
	readonly active: number | null;
	/** The call stack, root first, the running call last; empty before the start. */
	readonly stack: readonly Frame[];
	/** True once the root has returned. */
	readonly done: boolean;
}

export function snapshotAt(trace: Trace, index: number): Snapshot {
	if (index < 0) return { index: -1, event: null, active: null, stack: [], done: false };
	const event = eventAt(trace, index);
	const active = activeCallAt(trace, index);
	const calls = trace.ancestry(active);
	const stack = calls.map((call, depth): Frame => {
		// Above the running call, each frame waits on the next one down.
		let child: number | null = calls[depth + 1] ?? null;
		if (child === null && (event.kind === 'try' || event.kind === 'receive')) child = event.call;
		return frameOf(trace, call, child, index);
	});
	return { index, event, active, stack, done: index >= returnIndex(trace, 1) };
}

function frameOf(trace: Trace, call: number, child: number | null, index: number): Frame {
	const list = trace.childList(call);
	// Values come back in the order the moves were tried: the last one in is found by bisection.
	const last = list.lastWhere((sibling) => receiveIndex(trace, sibling) <= index);
	const received: Received[] = [];
	for (let at = Math.max(0, last + 1 - RECEIVED_SHOWN); at <= last; at++)
		received.push(receivedFrom(trace, list.at(at)));
	const kept = last < 0 ? null : list.bestUpTo(last);
	const best =
		kept === null
			? null
			: (received.find((value) => value.call === kept) ?? receivedFrom(trace, kept));
	const window = last < 0 ? searchWindow(trace, call) : windowAfter(trace, call, list.at(last));
	const returning = index >= returnIndex(trace, call);
	const trying = child !== null && !returning ? child : null;
	return {
		call,
		trying: trying === null ? null : (trace.via(trying) ?? null),
		child: trying,
		receivedCount: last + 1,
		received,
		best,
		window
	};
}

function receivedFrom(trace: Trace, call: number): Received {
	return { call, move: trace.via(call) ?? 0, score: trace.score(call) };
}
