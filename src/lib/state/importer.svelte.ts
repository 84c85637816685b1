import { InputError, unpackTrace } from '$lib/engine';
import { unpackGame } from '$lib/engine/pack';
import {
	drawingOptions,
	rememberSourceParams,
	sessionFrom,
	unpackDrawing,
	type Session
} from '$lib/player';
import {
	startImportWorker,
	type ImportMessage,
	type ImportPhase,
	type ImportRequest
} from '$lib/workers/import';
import type { ProgramInfo } from '$lib/engine/program-trace';
import { loadTraceFileErrors } from '$lib/registry/messages';
import { WorkerJob } from './worker-job.svelte';

/** A file being opened: its name, and how far the worker has got (see `ImportMessage`). */
export interface ImportStatus {
	readonly name: string;
	readonly phase: ImportPhase;
	readonly done: number;
	/** 0 while the JSON is parsed: no measure of it. */
	readonly total: number;
}

/** How opening a file ended. The page words each (`opening.ts`). */
export type ImportOutcome =
	| {
			readonly kind: 'opened';
			readonly session: Session;
			/** A student's trace: their program's language and function (null: a search's file). */
			readonly program: ProgramInfo | null;
	  }
	/** A search by iterations' file: its position and settings, to run again (the file was checked so). */
	| Extract<ImportMessage, { kind: 'run' }>
	/** Not a trace, or not this page's search: the reason, as the engine raised it. */
	| { readonly kind: 'refused'; readonly error: InputError }
	/** The worker failed (out of memory, most likely): the browser's words, '' when none. */
	| { readonly kind: 'stopped'; readonly reason: string }
	/** The import worker's code could not be fetched, the network being off. */
	| { readonly kind: 'offline' }
	| { readonly kind: 'cancelled' };

/**
 * A trace file read, checked, searched again, drawn and laid out in the import worker, so the
 * page never parses it: its progress, and a cancel that stops it at once. Opening another file
 * cancels the one being read.
 */
export class TraceImporter extends WorkerJob<ImportStatus> {
	/**
	 * Opens `file` in the worker (posted by reference: the page reads none of it). Resolves with
	 * the session to play back, or how it failed; never rejects.
	 */
	async open(file: File): Promise<ImportOutcome> {
		const { name } = file;
		const outcome = await this.run<ImportMessage, ImportOutcome>({
			worker: startImportWorker(),
			request: { file } satisfies ImportRequest,
			progress: { name, phase: 'reading', done: 0, total: file.size },
			onMessage: (message) => {
				if (message.kind === 'progress') {
					const { phase, done, total } = message;
					return { progress: { name, phase, done, total } };
				}
				if (message.kind === 'error') {
					return { result: { kind: 'refused', error: InputError.from(message.error) } };
				}
				if (message.kind === 'run') return { result: message };
				// The game was checked in the worker; here it is only rebuilt from its columns.
				const { source, program } = message;
				rememberSourceParams(source, message.link);
				const game = unpackGame(message.game);
				const trace = unpackTrace(message.trace, game);
				const { expand } = drawingOptions(game, trace.algorithm);
				const drawn = unpackDrawing(message.drawing, trace, expand);
				const session = sessionFrom(source, game, trace, drawn);
				return { result: { kind: 'opened', session, program } };
			},
			cancelled: { kind: 'cancelled' },
			failed: (reason) => ({ kind: 'stopped', reason }),
			offline: { kind: 'offline' }
		});
		// A refusal is said in a trace file's sentences, loaded with the first (else its code shows).
		if (outcome.kind === 'refused') await loadTraceFileErrors().catch(() => undefined);
		return outcome;
	}
}
