import type { InputErrorData, IterationColumns, IterationSettings, PackedGame } from '$lib/engine';

/** What the page asks the iterations worker: record this search of this game from its root. */
export interface IterationRequest {
	readonly game: PackedGame;
	readonly settings: IterationSettings;
}

/**
 * What the worker answers: progress now and then (iterations done), then the record's columns
 * (transferred), or an input error as data.
 */
export type IterationMessage =
	| { readonly kind: 'progress'; readonly done: number }
	| { readonly kind: 'done'; readonly columns: IterationColumns }
	| { readonly kind: 'error'; readonly error: InputErrorData };

/** Starts the iterations worker (a module worker, bundled by Vite from `iterations.worker.ts`). */
export function startIterationWorker(): Worker {
	return new Worker(new URL('./iterations.worker.ts', import.meta.url), { type: 'module' });
}
