import { traceDeclaration } from './search-catalog';
import type { Trace } from './trace';

/**
 * A probing search's calls, read from the trace alone (PVS: its calls may re-search a move). Every
 * move after a call's first is probed (searched with a null window), so a probe is any child but
 * the first that is not a re-search; a re-search is a second call of the same move by the same
 * caller, right after its probe. No column records either: the order of the calls and their
 * moves say it.
 */
export type ProbeRole = 'probe' | 're-search';

/** Whether the trace's search probes: its trace declares re-searches. */
export function probes(trace: Trace): boolean {
	return traceDeclaration(trace.algorithm).researches;
}

/** The call's role under a probing search; null for a first move, or under any other search. */
export function probeRole(trace: Trace, call: number): ProbeRole | null {
	const caller = trace.parent(call);
	if (caller === null || !probes(trace)) return null;
	const list = trace.childList(caller);
	const at = list.indexOf(call);
	if (at <= 0) return null;
	return trace.via(list.at(at - 1)) === trace.via(call) ? 're-search' : 'probe';
}

/** Each probing trace's re-searches, counted once: how many calls up to each id re-search. */
const counts = new WeakMap<Trace, Int32Array>();

/** How many of calls 1 to `calls` are re-searches (0 under a search that never probes). */
export function researchesBy(trace: Trace, calls: number): number {
	if (!probes(trace) || calls < 2) return 0;
	let upTo = counts.get(trace);
	if (upTo === undefined) {
		const again = new Uint8Array(trace.calls + 1);
		for (let caller = 1; caller <= trace.calls; caller++) {
			const last = trace.lastDescendant(caller);
			let before = 0;
			for (let child = caller + 1; child <= last; child = trace.lastDescendant(child) + 1) {
				if (before !== 0 && trace.via(before) === trace.via(child)) again[child] = 1;
				before = child;
			}
		}
		upTo = new Int32Array(trace.calls + 1);
		for (let call = 1; call <= trace.calls; call++)
			upTo[call] = (upTo[call - 1] ?? 0) + (again[call] ?? 0);
		counts.set(trace, upTo);
	}
	return upTo[Math.min(calls, trace.calls)] ?? 0;
}
