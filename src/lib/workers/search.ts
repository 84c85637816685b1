import type { Algorithm, InputErrorData, PackedGame, PackedTrace } from '$lib/engine';

/** What the page asks the search worker: record this search. */
export interface SearchRequest {
	/** The game the page built (`packGame`): the worker does not read its source again. */
	readonly game: PackedGame;
	readonly algorithm: Algorithm;
	/** The calls expected (counted beforehand), for the progress bar. */
	readonly expected: number;
}

/**
 * What the worker answers: progress now and then, then the trace (its columns transferred), or
 * an input error as data (code and details, for `InputError.from`).
 */
export type SearchMessage =
	| { readonly kind: 'progress'; readonly calls: number }
	| { readonly kind: 'done'; readonly trace: PackedTrace }
	| { readonly kind: 'error'; readonly error: InputErrorData };

/** Starts the search worker (a module worker, bundled by Vite from `search.worker.ts`). */
export function startSearchWorker(): Worker {
	return new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
}
