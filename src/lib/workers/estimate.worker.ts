/// <reference lib="webworker" />

import { onEachMessage } from './ready';
import { InputError } from '$lib/engine/errors';
import type { EstimateMessage } from './estimate';
import type { EstimateRequest } from '$lib/player/estimates';
import { estimateSearches } from './estimating';

// Estimates a position's calls off the page's thread, so typing in an editor never stalls.
const scope = self as unknown as DedicatedWorkerGlobalScope;

onEachMessage(scope, (event: MessageEvent<EstimateRequest>) => {
	let message: EstimateMessage;
	try {
		message = { kind: 'estimate', estimates: estimateSearches(event.data) };
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		message = { kind: 'error', error: error.data };
	}
	scope.postMessage(message);
});
