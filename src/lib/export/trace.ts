import type { Trace } from '$lib/engine';
import { traceJsonChunks } from '$lib/engine/json';

/** The name a saved trace gets: the search's, so two saved side by side are told apart. */
export function traceFileName(trace: Trace): string {
	return `minimax-lab-${trace.algorithm}-trace.json`;
}

/** The trace in the CLI's JSON format, as the engine writes it (piece by piece). */
export function traceBlob(trace: Trace): Blob {
	return new Blob([...traceJsonChunks(trace)], { type: 'application/json' });
}
