/** How a job reads one message from its worker: its new progress, or the job's result. */
export type JobStep<Progress, Result> =
	{ readonly progress: Progress } | { readonly result: Result };

export interface JobRequest<Message, Progress, Result> {
	/** The worker, just started: the job owns it, and terminates it when done or cancelled. */
	readonly worker: Worker;
	readonly request: unknown;
	readonly transfer?: Transferable[];
	/** The progress shown until the worker's first message. */
	readonly progress: Progress;
	readonly onMessage: (message: Message) => JobStep<Progress, Result>;
	/** The result when the job is cancelled (or overtaken by another). */
	readonly cancelled: Result;
	/** The result when the worker fails (out of memory, most likely): the browser's words, or ''. */
	readonly failed: (reason: string) => Result;
	/** The result when the worker's code could not be fetched: offline, and not kept on the device. */
	readonly offline: Result;
}

/**
 * Whether a worker that failed before its first message never started: its script could not be
 * fetched with the network off (a page of a newer build than the one kept for offline use).
 */
export function neverFetched(heard: boolean): boolean {
	return !heard && typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * One job at a time in a Web Worker (a big search, a trace file read): its progress, and a
 * cancel that stops it at once, the worker being terminated. Starting a job cancels the one
 * running. Its promise never rejects: failing and cancelling are results of their own.
 */
export class WorkerJob<Progress> {
	/** How far the job running has got; null when none runs (or `held` between jobs). */
	progress = $state.raw<Progress | null>(null);
	/** Shown between jobs, while a caller runs several as one (see `hold`). */
	#held: Progress | null = null;
	#worker: Worker | null = null;
	/** Settles the running job's promise as cancelled. */
	#settle: (() => void) | null = null;

	get running(): boolean {
		return this.#worker !== null;
	}

	/**
	 * Keeps `progress` (null: none) shown between jobs, so their box stays while a caller runs
	 * them as one (a link's search refused as too big, then a smaller one): its words, read by a
	 * screen reader, stay in a box that was there before they changed.
	 */
	hold(progress: Progress | null): void {
		this.#held = progress;
		if (this.#worker === null) this.progress = progress;
	}

	run<Message, Result>(job: JobRequest<Message, Progress, Result>): Promise<Result> {
		this.cancel();
		const { worker } = job;
		this.#worker = worker;
		this.progress = job.progress;
		return new Promise((resolve) => {
			this.#settle = () => resolve(job.cancelled);
			let heard = false;
			worker.onmessage = (event: MessageEvent<Message>) => {
				// A message already on its way when the worker was stopped is not this job's.
				if (this.#worker !== worker) return;
				heard = true;
				let step: JobStep<Progress, Result>;
				try {
					step = job.onMessage(event.data);
				} catch (error) {
					// A message the page cannot take in (out of memory, most likely) ends the job.
					step = { result: job.failed(error instanceof Error ? error.message : '') };
				}
				if ('progress' in step) {
					this.progress = step.progress;
					return;
				}
				this.#stop();
				resolve(step.result);
			};
			worker.onerror = (event) => {
				event.preventDefault();
				if (this.#worker !== worker) return;
				this.#stop();
				resolve(neverFetched(heard) ? job.offline : job.failed(event.message));
			};
			worker.postMessage(job.request, job.transfer ?? []);
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
		this.progress = this.#held;
	}
}
