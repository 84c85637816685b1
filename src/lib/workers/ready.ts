/// <reference lib="webworker" />
import '$lib/registry';
import { loadEverything } from '$lib/engine/game-catalog';

/**
 * Handles each message sent to the worker `scope` once the code it `needs` is loaded (every
 * game's and search's unless it says less: a worker's bundle splits them into chunks it fetches
 * on first need), in the order the messages came. An error thrown by `handle` (or its promise's
 * rejection) is rethrown from a task of its own, so it reaches the page's `onerror` as it would
 * from the handler itself.
 */
export function onEachMessage<T>(
	scope: DedicatedWorkerGlobalScope,
	handle: (event: MessageEvent<T>) => void | Promise<void>,
	needs: (message: T) => Promise<unknown> = loadEverything
): void {
	let loaded: Promise<unknown> = Promise.resolve();
	scope.onmessage = (event: MessageEvent<T>) => {
		const ready = loaded.then(() => needs(event.data));
		// A chunk that could not be fetched fails this message alone: the next one tries again.
		loaded = ready.catch(() => undefined);
		ready
			.then(() => handle(event))
			.catch((error: unknown) =>
				setTimeout(() => {
					throw error;
				})
			);
	};
}
