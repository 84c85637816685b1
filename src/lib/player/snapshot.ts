import {
	activeCallAt,
	eventAt,
	receiveIndex,
	returnIndex,
	windowAfter,
	type Move,
	type Trace,
	type TraceEvent
} from '$lib/engine';

/**
 * What the search looks like once a given event has happened, computed from the trace's
 * columns alone (no replay): the running call, the call stack and what each frame holds.
 * Cost: O(log N + depth × branching), whatever the trace's length.
 */

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
	/** The scores received so far, in the order the moves were tried (the article's `moves`). */
	readonly received: readonly Received[];
	/** The best received so far and its move; null before any value came back. */
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
	const received: Received[] = [];
	let best: Received | null = null;
	const maximizing = trace.isMaximizing(call);
	for (const sibling of trace.children(call)) {
		if (receiveIndex(trace, sibling) > index) break;
		const value: Received = {
			call: sibling,
			move: trace.via(sibling) ?? 0,
			score: trace.score(sibling)
		};
		received.push(value);
		if (best === null || (maximizing ? value.score > best.score : value.score < best.score))
			best = value;
	}
	const lastReceived = received.at(-1)?.call;
	const entryAlpha = trace.alpha(call);
	const entryBeta = trace.beta(call);
	const window =
		entryAlpha === null || entryBeta === null
			? null
			: lastReceived === undefined
				? { alpha: entryAlpha, beta: entryBeta }
				: windowAfter(trace, call, lastReceived);
	const returning = index >= returnIndex(trace, call);
	const trying = child !== null && !returning ? child : null;
	return {
		call,
		trying: trying === null ? null : (trace.via(trying) ?? null),
		child: trying,
		received,
		best,
		window
	};
}
