/**
 * A stand-in for the browser's Worker (Node has none): it keeps what the page posts and lets a
 * test answer as the worker would, fail it, or see that it was terminated.
 */
export class FakeWorker {
	/** Every worker the page started, oldest first. */
	static started: FakeWorker[] = [];
	onmessage: ((event: MessageEvent) => void) | null = null;
	onerror: ((event: ErrorEvent) => void) | null = null;
	readonly posted: unknown[] = [];
	terminated = false;

	constructor() {
		FakeWorker.started.push(this);
	}

	postMessage(message: unknown): void {
		this.posted.push(message);
	}

	terminate(): void {
		this.terminated = true;
	}

	/** Answers the page as the worker would. */
	reply(data: unknown): void {
		this.onmessage?.({ data } as MessageEvent);
	}

	/** Fails as a crashed worker does, with the browser's `message`. */
	crash(message: string): void {
		this.onerror?.({ message, preventDefault: () => undefined } as ErrorEvent);
	}

	/** The worker started last. */
	static get last(): FakeWorker {
		const worker = FakeWorker.started.at(-1);
		if (!worker) throw new Error('No worker was started.');
		return worker;
	}
}
