/// <reference lib="webworker" />
import { InputError, alphaBeta, minimax, packTrace, unpackGame } from '$lib/engine';
import type { SearchMessage, SearchRequest } from './search';

// Records a big search (the full game: 549,946 calls) off the page's thread, reporting progress
// every 65,536 calls, and hands the trace's columns over without copying them.
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<SearchRequest>) => {
	const post = (message: SearchMessage, transfer: Transferable[] = []) =>
		scope.postMessage(message, transfer);
	try {
		const { algorithm } = event.data;
		const game = unpackGame(event.data.game);
		const options = { onProgress: (calls: number) => post({ kind: 'progress', calls }) };
		const trace =
			algorithm === 'alphabeta'
				? alphaBeta(game, game.root, options)
				: minimax(game, game.root, options);
		const { packed, buffers } = packTrace(trace);
		post({ kind: 'done', trace: packed }, buffers);
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		post({ kind: 'error', error: error.data });
	}
};
