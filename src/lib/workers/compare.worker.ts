/// <reference lib="webworker" />

import { onEachMessage } from './ready';
import type { CompareMessage, CompareRequest } from './compare';
import { compareSearches } from './comparing';

// Reads the position and runs the four counting searches off the page's thread, one message
// per search, so the page stays responsive and shows each row as soon as it is ready.
const scope = self as unknown as DedicatedWorkerGlobalScope;

onEachMessage(scope, (event: MessageEvent<CompareRequest>) => {
	compareSearches(event.data, (message: CompareMessage) => scope.postMessage(message));
});
