import type {
	GameSource,
	ImportProgress,
	InputErrorData,
	PackedTrace,
	SearchSettings
} from '$lib/engine';
import type { PackedGame } from '$lib/engine/pack';
import type { ProgramInfo } from '$lib/engine/program-trace';
import type { PackedDrawing } from '$lib/player/drawing';

/** What the page asks the import worker: read, check and verify this trace file. */
export interface ImportRequest {
	/** The file as picked (a `File` is posted by reference: nothing is read on the page). */
	readonly file: Blob;
}

/** Where reading a file has got: the bytes read, then the engine's phases (`ImportProgress`). */
export type ImportPhase = 'reading' | ImportProgress['phase'];

/**
 * What the worker answers: progress now and then (bytes read, then records checked, then calls
 * searched again; `total` 0 while the JSON is parsed), then the position (as a source and as
 * its link parameters), the game, the trace and its drawing (their columns transferred), or the
 * refusal as data (code and details, for `InputError.from`).
 */
export type ImportMessage =
	| {
			readonly kind: 'progress';
			readonly phase: ImportPhase;
			readonly done: number;
			readonly total: number;
	  }
	| {
			readonly kind: 'done';
			readonly source: GameSource;
			readonly link: string;
			readonly game: PackedGame;
			readonly trace: PackedTrace;
			readonly drawing: PackedDrawing;
			/** A student's trace: taken as written, never searched again; null for ours. */
			readonly program: ProgramInfo | null;
	  }
	/** A search by iterations' file, checked: its position and settings, for the page to run. */
	| {
			readonly kind: 'run';
			readonly source: GameSource;
			readonly settings: SearchSettings;
			readonly iterations: number;
	  }
	| { readonly kind: 'error'; readonly error: InputErrorData };

/** Starts the import worker (a module worker, bundled by Vite from `import.worker.ts`). */
export function startImportWorker(): Worker {
	return new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
}
