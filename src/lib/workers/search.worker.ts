/// <reference lib="webworker" />

import { onEachMessage } from './ready';
import { callCeiling, checkTraceSize } from '$lib/engine/ceiling';
import { InputError } from '$lib/engine/errors';
import { unpackGame } from '$lib/engine/pack';
import { iterationRule } from '$lib/engine/search-catalog';
import { search } from '$lib/engine/run';
import { packTrace } from '$lib/engine/trace';
import { drawTrace, packDrawing } from '$lib/player/drawing';
import { sourceParams } from '$lib/player/source-params';
import type { CallSearchRequest, RunRequest, SearchMessage, SearchRequest } from './search';

// Records a big search off the page's thread: a call search (the full game: 549,946 calls),
// reporting progress every 65,536 calls, then builds its drawn tree and layout here too
// (hundreds of milliseconds at 100,000 nodes) and writes its link (a big tree's is packed:
// ~100 ms); or a run by iterations (MCTS: 100,000 iterations on Connect Four), saying how far it
// has got, with the exact answer its view compares it with. Either way it hands every column over without copying them.
const scope = self as unknown as DedicatedWorkerGlobalScope;

const post = (message: SearchMessage, transfer: Transferable[] = []) =>
	scope.postMessage(message, transfer);

onEachMessage(scope, async (event: MessageEvent<SearchRequest>) => {
	try {
		const request = event.data;
		if ('run' in request) await recordRun(request);
		else recordCalls(request);
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		post({ kind: 'error', error: error.data });
	}
});

function recordCalls(request: CallSearchRequest): void {
	const { source, expected, drawing } = request;
	const settings = request.search;
	const game = unpackGame(request.game);
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
}

async function recordRun(request: RunRequest): Promise<void> {
	const settings = request.run;
	const rule = await iterationRule(settings.algorithm);
	const game = unpackGame(request.game);
	const record = rule.record(game, game.root, settings, (done) => post({ kind: 'iterated', done }));
	const columns = record.columns();
	const answer = await rule.answer(game, game.root);
	post(
		{ kind: 'recorded', columns, answer },
		Object.values(columns).map((column) => column.buffer as ArrayBuffer)
	);
}
