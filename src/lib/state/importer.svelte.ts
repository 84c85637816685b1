import { InputError, sourceOf, unpackGame, unpackTrace } from '$lib/engine';
import { sessionFrom, type Session } from '$lib/player';
import {
	startImportWorker,
	type ImportMessage,
	type ImportPhase,
	type ImportRequest
} from '$lib/workers/import';

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
	| { readonly kind: 'opened'; readonly session: Session }
	/** Not a trace, or not this page's search: the reason, as the engine raised it. */
	| { readonly kind: 'refused'; readonly error: InputError }
	/** The worker failed (out of memory, most likely): the browser's words, '' when none. */
	| { readonly kind: 'stopped'; readonly reason: string }
	| { readonly kind: 'cancelled' };

/**
 * A trace file read, checked and searched again in the import worker, so the page never parses
 * it: its progress, and a cancel that stops it at once (the worker is terminated). Opening
 * another file cancels the one being read.
 */
export class TraceImporter {
	/** Where the file being opened has got; null when none is. */
	progress = $state.raw<ImportStatus | null>(null);
	#worker: Worker | null = null;
	/** Resolves the pending `open` as cancelled. */
	#settle: (() => void) | null = null;

	get running(): boolean {
		return this.progress !== null;
	}

	/**
	 * Opens `file` in the worker (posted by reference: the page reads none of it). Resolves with
	 * the session to play back, or how it failed; never rejects.
	 */
	open(file: File): Promise<ImportOutcome> {
		this.cancel();
		const worker = startImportWorker();
		this.#worker = worker;
		const { name } = file;
		this.progress = { name, phase: 'reading', done: 0, total: file.size };
		return new Promise((resolve) => {
			this.#settle = () => resolve({ kind: 'cancelled' });
			worker.onmessage = (event: MessageEvent<ImportMessage>) => {
				const message = event.data;
				if (message.kind === 'progress') {
					const { phase, done, total } = message;
					this.progress = { name, phase, done, total };
					return;
				}
				this.#stop();
				if (message.kind === 'error') {
					resolve({ kind: 'refused', error: InputError.from(message.error) });
					return;
				}
				// The game was checked in the worker; here it is only rebuilt from its columns.
				const game = unpackGame(message.game);
				const trace = unpackTrace(message.trace, game);
				resolve({ kind: 'opened', session: sessionFrom(sourceOf(game), game, trace) });
			};
			worker.onerror = (event) => {
				event.preventDefault();
				this.#stop();
				resolve({ kind: 'stopped', reason: event.message });
			};
			worker.postMessage({ file } satisfies ImportRequest);
		});
	}

	cancel(): void {
		const settle = this.#settle;
		this.#stop();
		settle?.();
	}

	#stop(): void {
		this.#worker?.terminate();
		this.#worker = null;
		this.#settle = null;
		this.progress = null;
	}
}
