import { InputError } from './errors';
import type { TraceFile } from './import';
import { callRecord, summarize, type CallRecord } from './json';
import { search } from './search';
import { show } from './quote';
import type { Trace } from './trace';

/**
 * Is a trace the search this program makes? Searches are deterministic, so the same search runs
 * again on the trace's game and the two are compared call by call, in id order; the first
 * difference is named as a record field would show it. Reading a file (import.ts) only checks
 * that its records hang together; this is the step that says they are right.
 */

export type TraceDifference =
	/** Call `call` differs in `field` (the first in record order). */
	| {
			readonly kind: 'field';
			readonly call: number;
			readonly field: keyof CallRecord;
			readonly found: unknown;
			readonly expected: unknown;
	  }
	/** The trace goes on past the search's `calls` calls: `call` is its first extra. */
	| { readonly kind: 'extra'; readonly call: number; readonly calls: number }
	/** The trace stops at `calls` calls; the search makes call `call` too. */
	| { readonly kind: 'missing'; readonly call: number; readonly calls: number }
	/** A summary-only file's figure differs. */
	| {
			readonly kind: 'figure';
			readonly field: 'calls' | 'score' | 'move' | 'prunedBranches';
			readonly found: unknown;
			readonly expected: unknown;
	  };

/** The search `trace` says it is, run again on its game (progress every 65,536 calls). */
function searchAgain(
	trace: Pick<Trace, 'settings' | 'game'>,
	onProgress?: (calls: number) => void
): Trace {
	return search(trace.game, trace.settings, onProgress ? { onProgress } : {});
}

/**
 * The first place `trace` differs from a fresh search of its game, or null when it does not;
 * `onProgress` is told the calls searched so far every 65,536.
 */
export function verifyTrace(
	trace: Trace,
	onProgress?: (calls: number) => void
): TraceDifference | null {
	return firstDifference(trace, searchAgain(trace, onProgress));
}

/** `verifyTrace` for a file, or for a summary-only file its four figures. */
export function verifyTraceFile(file: TraceFile): TraceDifference | null {
	if (file.trace !== null) return verifyTrace(file.trace);
	const expected = summarize(searchAgain(file));
	for (const field of ['calls', 'score', 'move', 'prunedBranches'] as const) {
		if (file.figures[field] !== expected[field]) {
			return { kind: 'figure', field, found: file.figures[field], expected: expected[field] };
		}
	}
	return null;
}

/** Compares two traces of the same game call by call. */
export function firstDifference(trace: Trace, search: Trace): TraceDifference | null {
	const common = Math.min(trace.calls, search.calls);
	for (let id = 1; id <= common; id++) {
		if (sameColumns(trace, search, id)) continue;
		const found = callRecord(trace, id);
		const expected = callRecord(search, id);
		for (const field of Object.keys(expected) as (keyof CallRecord)[]) {
			if (JSON.stringify(found[field]) !== JSON.stringify(expected[field])) {
				return { kind: 'field', call: id, field, found: found[field], expected: expected[field] };
			}
		}
	}
	if (trace.calls > search.calls) {
		return { kind: 'extra', call: search.calls + 1, calls: search.calls };
	}
	if (trace.calls < search.calls) {
		return { kind: 'missing', call: trace.calls + 1, calls: trace.calls };
	}
	return null;
}

/** Every column equal at `id`: the fast path, as most calls of a good file are. */
function sameColumns(a: Trace, b: Trace, id: number): boolean {
	const [x, y] = [a.columns, b.columns];
	return (
		x.parent[id] === y.parent[id] &&
		x.last[id] === y.last[id] &&
		x.depth[id] === y.depth[id] &&
		x.position[id] === y.position[id] &&
		x.via[id] === y.via[id] &&
		x.best[id] === y.best[id] &&
		x.score[id] === y.score[id] &&
		x.alpha?.[id] === y.alpha?.[id] &&
		x.beta?.[id] === y.beta?.[id] &&
		x.origin?.[id] === y.origin?.[id] &&
		x.bound?.[id] === y.bound?.[id]
	);
}

/** The difference as an input error, in the words of either language's catalog. */
export function differenceError(difference: TraceDifference): InputError {
	switch (difference.kind) {
		case 'field':
			return new InputError('fileCallDiffers', {
				call: difference.call,
				field: difference.field,
				value: show(difference.found),
				expected: show(difference.expected)
			});
		case 'extra':
			return new InputError('fileCallExtra', { call: difference.call, calls: difference.calls });
		case 'missing':
			return new InputError('fileCallMissing', { call: difference.call, calls: difference.calls });
		case 'figure':
			return new InputError('fileFigureDiffers', {
				field: difference.field,
				value: show(difference.found),
				expected: show(difference.expected)
			});
	}
}
