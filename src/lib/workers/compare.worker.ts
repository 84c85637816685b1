/// <reference lib="webworker" />
import { COMPARE_ALGORITHMS, InputError, countSearch, gameFor } from '$lib/engine';
import type { CompareMessage, CompareRequest } from './compare';

// Runs the four counting searches off the page's thread, one result message per search, so
// the page stays responsive and shows each row as soon as it is ready.
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<CompareRequest>) => {
	const post = (message: CompareMessage) => scope.postMessage(message);
	try {
		const game = gameFor(event.data.source);
		for (const algorithm of COMPARE_ALGORITHMS) {
			const start = performance.now();
			const counts = countSearch(game, algorithm);
			post({ kind: 'row', counts, ms: performance.now() - start });
		}
		post({ kind: 'done' });
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		post({ kind: 'error', error: error.data });
	}
};
