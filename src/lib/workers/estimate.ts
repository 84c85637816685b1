import type { InputErrorData } from '$lib/engine';
import type { CallEstimates, Estimator, SearchEstimates } from '$lib/player/estimates';

/** What the estimate worker answers: the estimates, or why the position cannot be searched. */
export type EstimateMessage =
	| { readonly kind: 'estimate'; readonly estimates: SearchEstimates }
	| { readonly kind: 'error'; readonly error: InputErrorData };

/**
 * An editor's estimates in a Web Worker, the latest request only: a request still counting
 * when the next comes is stopped (its worker terminated) and answered null. The worker is kept
 * between requests; `stop` ends it.
 */
export class EstimateWorker implements CallEstimates {
	#worker: Worker | null = null;
	/** Answers the request running, if any. */
	#pending: ((estimates: SearchEstimates | null) => void) | null = null;
	readonly #start: () => Worker;

	constructor(start: () => Worker = startEstimateWorker) {
		this.#start = start;
	}

	readonly estimate: Estimator = (request) => {
		if (this.#pending !== null) this.stop();
		const worker = (this.#worker ??= this.#start());
		return new Promise((resolve) => {
			const settle = (estimates: SearchEstimates | null) => {
				this.#pending = null;
				resolve(estimates);
			};
			this.#pending = settle;
			worker.onmessage = (event: MessageEvent<EstimateMessage>) =>
				settle(event.data.kind === 'estimate' ? event.data.estimates : null);
			worker.onerror = (event) => {
				event.preventDefault();
				// A failed worker (out of memory) is not used again; the estimate stays unknown.
				this.#worker?.terminate();
				this.#worker = null;
				settle(null);
			};
			worker.postMessage(request);
		});
	};

	/** Ends the worker; a request still running is answered null. */
	stop(): void {
		this.#worker?.terminate();
		this.#worker = null;
		this.#pending?.(null);
	}
}

/** Starts the estimate worker (a module worker, bundled by Vite from `estimate.worker.ts`). */
function startEstimateWorker(): Worker {
	return new Worker(new URL('./estimate.worker.ts', import.meta.url), { type: 'module' });
}
