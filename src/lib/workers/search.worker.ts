/// <reference lib="webworker" />

import { onEachMessage } from './ready';
import {
	InputError,
	callCeiling,
	checkTraceSize,
	packTrace,
	search,
	unpackGame
} from '$lib/engine';
import { drawTrace, packDrawing } from '$lib/player/drawing';
import { sourceParams } from '$lib/player/source-params';
import type { SearchMessage, SearchRequest } from './search';

// Records a big search (the full game: 549,946 calls) off the page's thread, reporting progress
// every 65,536 calls, then builds its drawn tree and layout here too (hundreds of milliseconds
// at 100,000 nodes) and writes its link (a big tree's is packed: ~100 ms), and hands every
// column over without copying them.
const scope = self as unknown as DedicatedWorkerGlobalScope;

onEachMessage(scope, (event: MessageEvent<SearchRequest>) => {
	const post = (message: SearchMessage, transfer: Transferable[] = []) =>
		scope.postMessage(message, transfer);
	try {
		const { source, expected, drawing } = event.data;
		const settings = event.data.search;
		const game = unpackGame(event.data.game);
		// Counted (or, past a budget, estimated) here, not on the page, and a search too big for a
		// trace refused before it starts (engine/ceiling.ts): the page keeps what it shows.
		const known = expected === null ? undefined : { calls: expected, exact: true };
		const estimate = checkTraceSize(game, settings, known);
		if (expected === null) post({ kind: 'expected', calls: estimate.calls });
		const ceiling = callCeiling(settings.algorithm);
		const options = {
			onProgress: (calls: number) => {
				// Past the ceiling after all (an estimate grown from the first levels was low):
				// stopped here with what it made so far, before the page must hold it.
				if (calls > ceiling) checkTraceSize(game, settings, { calls, exact: false }, true);
				post({ kind: 'progress', calls });
			},
			...(estimate.exact ? { expectedCalls: estimate.calls } : {})
		};
		const trace = search(game, settings, options);
		const drawn = packDrawing(drawTrace(trace, drawing));
		const { packed, buffers } = packTrace(trace);
		const link = sourceParams(source);
		post({ kind: 'done', trace: packed, drawing: drawn.packed, link }, [
			...buffers,
			...drawn.buffers
		]);
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		post({ kind: 'error', error: error.data });
	}
});
