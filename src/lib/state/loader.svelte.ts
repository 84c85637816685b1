import { unpackTrace, type Algorithm } from '$lib/engine';
import { gameFor, sessionFrom, type Session, type SourceQuery } from '$lib/player';
import { startSearchWorker, type SearchMessage } from '$lib/workers/search';

/**
 * A big search running in the search worker: its progress, and a cancel that stops it at once
 * (the worker is terminated). Starting another search cancels the one running.
 */
export class SearchLoader {
	/** Calls recorded so far, and expected in all; null when nothing runs. */
	progress = $state<{ calls: number; expected: number } | null>(null);
	#worker: Worker | null = null;
	/** Resolves the pending `load` with null when the search is cancelled. */
	#settle: (() => void) | null = null;

	get running(): boolean {
		return this.progress !== null;
	}

	/** Resolves with the session, or with null when cancelled; rejects with the reason on bad input. */
	load(source: SourceQuery, algorithm: Algorithm, expected: number): Promise<Session | null> {
		this.cancel();
		const game = gameFor(source);
		const worker = startSearchWorker();
		this.#worker = worker;
		this.progress = { calls: 0, expected };
		return new Promise((resolve, reject) => {
			this.#settle = () => resolve(null);
			worker.onmessage = (event: MessageEvent<SearchMessage>) => {
				const message = event.data;
				if (message.kind === 'progress') {
					this.progress = { calls: message.calls, expected };
					return;
				}
				this.#stop();
				if (message.kind === 'done')
					resolve(sessionFrom(source, game, unpackTrace(message.trace, game)));
				else reject(new Error(message.message));
			};
			worker.onerror = (event) => {
				event.preventDefault();
				this.#stop();
				reject(new Error(`The search stopped: ${event.message || 'out of memory?'}`));
			};
			worker.postMessage({ source, algorithm, expected });
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
