import type { GameSource, InputErrorData, SearchCounts } from '$lib/engine';

/**
 * What the compare worker sends back: one row per search, then done, or an input error as data
 * (code and details; the page rebuilds it with `InputError.from` and words it in its language).
 */
export type CompareMessage =
	| { readonly kind: 'row'; readonly counts: SearchCounts; readonly ms: number }
	| { readonly kind: 'done' }
	| { readonly kind: 'error'; readonly error: InputErrorData };

export interface CompareRequest {
	/** The position, its scoring convention included. */
	readonly source: GameSource;
}

/** Starts the compare worker (a module worker, bundled by Vite from `compare.worker.ts`). */
export function startCompareWorker(): Worker {
	return new Worker(new URL('./compare.worker.ts', import.meta.url), { type: 'module' });
}
