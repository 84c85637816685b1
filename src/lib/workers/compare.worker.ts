/// <reference lib="webworker" />

import { onEachMessage } from './ready';
import type { CompareMessage, CompareRequest } from './compare';
import { COUNT_LIMIT, compareSearches, loadSettlers } from './comparing';
import { loadGames } from '$lib/engine/game-catalog';
import { loadAllSearches } from '$lib/engine/search-catalog';

// Reads the position and runs the counting searches off the page's thread, one message per
// search, then the iteration searches' runs to minimax's move, so the page stays responsive and
// shows each row as soon as it is ready.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const settlers = loadSettlers();

// Every search has a row (its rule: it lists no code); of the games, the position's alone.
onEachMessage(
	scope,
	async (event: MessageEvent<CompareRequest>) => {
		const post = (message: CompareMessage) => scope.postMessage(message);
		compareSearches(event.data, post, COUNT_LIMIT, await settlers);
	},
	({ source }) => Promise.all([loadGames([source.kind]), loadAllSearches(false)])
);
