/// <reference lib="webworker" />

import { onEachMessage } from './ready';
import type { ImportRequest } from './import';
import { importTrace } from './importing';

// Reads, checks and verifies a trace file off the page's thread (the full game's 72 MB file
// takes seconds), telling its progress; the page terminates it to cancel.
const scope = self as unknown as DedicatedWorkerGlobalScope;

onEachMessage(scope, (event: MessageEvent<ImportRequest>) => {
	importTrace(event.data.file, (message, transfer = []) =>
		scope.postMessage(message, transfer)
	).catch((error: unknown) => {
		// A rejected promise would go unseen; thrown from a task, it reaches the page's onerror.
		setTimeout(() => {
			throw error;
		});
	});
});
