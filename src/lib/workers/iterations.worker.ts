/// <reference lib="webworker" />
import { onEachMessage } from './ready';
import { InputError, iterationRule, unpackGame } from '$lib/engine';
import type { IterationMessage, IterationRequest } from './iterations';

// Records a search that goes by iterations (MCTS: 100,000 iterations on Connect Four) off the
// page's thread, saying how far it has got, and hands its columns over without copying them.
const scope = self as unknown as DedicatedWorkerGlobalScope;

onEachMessage(scope, async (event: MessageEvent<IterationRequest>) => {
	const post = (message: IterationMessage, transfer: Transferable[] = []) =>
		scope.postMessage(message, transfer);
	const { settings } = event.data;
	const rule = await iterationRule(settings.algorithm);
	try {
		const game = unpackGame(event.data.game);
		const record = rule.record(game, game.root, settings, (done) =>
			post({ kind: 'progress', done })
		);
		const columns = record.columns();
		post(
			{ kind: 'done', columns },
			Object.values(columns).map((column) => column.buffer as ArrayBuffer)
		);
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		post({ kind: 'error', error: error.data });
	}
});
