/// <reference lib="webworker" />
import { COMPARE_ALGORITHMS, InputError, countSearch, type Scoring } from '$lib/engine';
import { gameFor, type SourceQuery } from '$lib/player';
import type { CompareMessage } from './compare';

// Runs the four counting searches off the page's thread, one result message per search, so
// the page stays responsive and shows each row as soon as it is ready.
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<{ source: SourceQuery; scoring: Scoring }>) => {
	const post = (message: CompareMessage) => scope.postMessage(message);
	try {
		const game = gameFor(event.data.source, event.data.scoring);
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
