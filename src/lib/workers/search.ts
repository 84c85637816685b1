import type {
	InputErrorData,
	IterationColumns,
	Move,
	PackedTrace,
	SearchSettings
} from '$lib/engine';
import type { PackedGame } from '$lib/engine/pack';
import type { DrawingOptions, PackedDrawing } from '$lib/player/drawing';
import type { SourceQuery } from '$lib/player/query';

/** What the page asks the search worker: a call search (`CallSearchRequest`) or a run (`RunRequest`). */
export type SearchRequest = CallSearchRequest | RunRequest;

/** Record this call search, then draw and lay it out. */
export interface CallSearchRequest {
	/** The position, for its link parameters (a big tree's are packed: written here, not there). */
	readonly source: SourceQuery;
	/** The game the page built (`packGame`): the worker does not read its source again. */
	readonly game: PackedGame;
	readonly search: SearchSettings;
	/** The calls expected (counted beforehand), for the progress bar; null: the worker counts. */
	readonly expected: number | null;
	/** How the page draws this kind of game (its presenter's), so the worker lays it out alike. */
	readonly drawing: DrawingOptions;
}

/** Record the run of a search that grows by iterations (MCTS) from the game's root. */
export interface RunRequest {
	readonly game: PackedGame;
	readonly run: SearchSettings;
}

/**
 * What the worker answers: the calls expected when it counted them, progress now and then, then
 * the trace and its drawing (their columns transferred) with the position's link parameters
 * (`sourceParams`), or an input error as data (code and details, for `InputError.from`).
 */
export type SearchMessage =
	| { readonly kind: 'expected'; readonly calls: number }
	| { readonly kind: 'progress'; readonly calls: number }
	| {
			readonly kind: 'done';
			readonly trace: PackedTrace;
			readonly drawing: PackedDrawing;
			readonly link: string;
	  }
	| { readonly kind: 'error'; readonly error: InputErrorData }
	// A run's: iterations done now and then, then its columns (transferred).
	| { readonly kind: 'iterated'; readonly done: number }
	| {
			readonly kind: 'recorded';
			readonly columns: IterationColumns;
			/** The exact answer the run's view compares it with (`IterationRule.answer`). */
			readonly answer: readonly Move[] | null;
	  };

/** Starts the search worker (a module worker, bundled by Vite from `search.worker.ts`). */
export function startSearchWorker(): Worker {
	return new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
}
