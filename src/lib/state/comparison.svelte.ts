import { InputError, type CompareAlgorithm, type SearchCounts } from '$lib/engine';
import { explain, type Localized } from '$lib/i18n';
import { startCompareWorker, type CompareMessage, type CompareRequest } from '$lib/workers/compare';

export interface CompareRow {
	readonly counts: SearchCounts;
	readonly ms: number;
}

/**
 * The four counting searches for one position, run in a Web Worker so the tab never freezes;
 * rows arrive one by one. Running again (another position or scoring) stops the last run first.
 */
export class Comparison {
	rows = $state.raw<readonly CompareRow[]>([]);
	running = $state(false);
	/** What went wrong, in the page's language when shown; null while all is well. */
	error = $state.raw<Localized | null>(null);
	#worker: Worker | null = null;

	run(request: CompareRequest): void {
		this.cancel();
		this.rows = [];
		this.error = null;
		this.running = true;
		const worker = startCompareWorker();
		this.#worker = worker;
		worker.onmessage = (event: MessageEvent<CompareMessage>) => {
			const message = event.data;
			if (message.kind === 'row') this.rows = [...this.rows, message];
			else this.#finish(message.kind === 'error' ? explain(InputError.from(message.error)) : null);
		};
		worker.onerror = (event) => {
			event.preventDefault();
			const reason = event.message;
			this.#finish((t) => t.problems.compareStopped(reason));
		};
		worker.postMessage(request);
	}

	row(algorithm: CompareAlgorithm): CompareRow | null {
		return this.rows.find((row) => row.counts.algorithm === algorithm) ?? null;
	}

	cancel(): void {
		this.#worker?.terminate();
		this.#worker = null;
		this.running = false;
	}

	#finish(error: Localized | null): void {
		this.error = error;
		this.cancel();
	}
}
