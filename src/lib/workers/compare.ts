import type { GameSource, InputErrorData, PackedGame, SearchCounts } from '$lib/engine';

/**
 * What the compare worker sends back: the position it read (packed, so the page shows it without
 * parsing it again) and its link parameters (`sourceParams`), one row per search, then done; or
 * an input error as data (code and details; the page rebuilds it with `InputError.from` and
 * words it in its language).
 */
export type CompareMessage =
	| { readonly kind: 'game'; readonly game: PackedGame; readonly link: string }
	| { readonly kind: 'row'; readonly counts: SearchCounts; readonly ms: number }
	| { readonly kind: 'done' }
	| { readonly kind: 'error'; readonly error: InputErrorData };

export interface CompareRequest {
	/** The position, its scoring convention included: read here, in the worker, only. */
	readonly source: GameSource;
}

/** Starts the compare worker (a module worker, bundled by Vite from `compare.worker.ts`). */
export function startCompareWorker(): Worker {
	return new Worker(new URL('./compare.worker.ts', import.meta.url), { type: 'module' });
}
