/// <reference lib="webworker" />
import '$lib/registry';
import { InputError, iterationRule, loadGames, unpackGame } from '$lib/engine';
import type { IterationMessage, IterationRequest } from './iterations';

// Records a search that goes by iterations (MCTS: 100,000 iterations on Connect Four) off the
// page's thread, saying how far it has got, and hands its columns over without copying them.
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<IterationRequest>) => {
	const post = (message: IterationMessage, transfer: Transferable[] = []) =>
		scope.postMessage(message, transfer);
	const { settings } = event.data;
	void Promise.all([loadGames([event.data.game.kind]), iterationRule(settings.algorithm)])
		.then(([, rule]) => {
			const game = unpackGame(event.data.game);
			const record = rule.record(game, game.root, settings, (done) => {
				post({ kind: 'progress', done });
				return true;
			});
			const columns = record.columns();
			post(
				{ kind: 'done', columns },
				Object.values(columns).map((column) => column.buffer as ArrayBuffer)
			);
		})
		.catch((error: unknown) => {
			if (error instanceof InputError) return post({ kind: 'error', error: error.data });
			// Anything else reaches the page's onerror, as a crash of the worker.
			setTimeout(() => {
				throw error;
			});
		});
};
