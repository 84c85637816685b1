import type { Trace } from '$lib/engine';

/**
 * Whether `call`'s value came from the depth limit's evaluation: the line of chosen moves below it
 * ends on a call that estimated its position rather than on a finished one.
 */
export function restsOnEstimate(trace: Trace, call: number): boolean {
	let at = call;
	for (;;) {
		if (trace.kind(at) === 'estimated') return true;
		const move = trace.bestMove(at);
		const list = trace.childList(at);
		// Calls reached by no move (a deepening search's iterations): the value is the last one's.
		const again = list.count > 0 && trace.via(list.at(list.count - 1)) === null;
		const next = again
			? list.at(list.count - 1)
			: move === null
				? undefined
				: list.ids.find((child) => trace.via(child) === move);
		if (next === undefined) return false;
		at = next;
	}
}
