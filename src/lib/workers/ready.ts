/// <reference lib="webworker" />
import '$lib/registry';
import { loadEverything } from '$lib/engine/game-catalog';

// Every game's rules and every search's code, which a worker's bundle holds whole (a worker's
// dynamic imports are inlined): loaded at once, registered before the first message is handled.
const ready = loadEverything();

/**
 * Handles each message sent to the worker `scope` once the games are registered, in the order
 * they came. An error thrown by `handle` (or its promise's rejection) is rethrown from a task of
 * its own, so it reaches the page's `onerror` as it would from the handler itself.
 */
export function onEachMessage<T>(
	scope: DedicatedWorkerGlobalScope,
	handle: (event: MessageEvent<T>) => void | Promise<void>
): void {
	scope.onmessage = (event: MessageEvent<T>) => {
		ready
			.then(() => handle(event))
			.catch((error: unknown) =>
				setTimeout(() => {
					throw error;
				})
			);
	};
}
