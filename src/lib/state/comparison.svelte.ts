import type { CompareAlgorithm, SearchCounts } from '$lib/engine';
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
	error = $state<string | null>(null);
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
			else this.#finish(message.kind === 'error' ? message.message : null);
		};
		worker.onerror = (event) => {
			event.preventDefault();
			this.#finish(`The search stopped with an error: ${event.message || 'unknown'}.`);
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

	#finish(error: string | null): void {
		this.error = error;
		this.cancel();
	}
}
