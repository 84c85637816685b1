/// <reference lib="webworker" />

import { onEachMessage } from './ready';
import type { ImportRequest } from './import';
import { importTrace } from './importing';

// Reads, checks and verifies a trace file off the page's thread (the full game's 72 MB file
// takes seconds), telling its progress; the page terminates it to cancel.
const scope = self as unknown as DedicatedWorkerGlobalScope;

// A rejection reaches the page's onerror through `onEachMessage`.
onEachMessage(scope, (event: MessageEvent<ImportRequest>) =>
	importTrace(event.data.file, (message, transfer = []) => scope.postMessage(message, transfer))
);
