import { InputError, packGame, unpackTrace, type Algorithm, type Game } from '$lib/engine';
import {
	drawingOptions,
	sessionFrom,
	unpackDrawing,
	type Session,
	type SourceQuery
} from '$lib/player';
import { startSearchWorker, type SearchMessage, type SearchRequest } from '$lib/workers/search';

/**
 * The search worker failed outside the search (a crash, most likely out of memory); `reason` is
 * the browser's own words, '' when it gave none. The page words it with `t.problems.searchStopped`.
 */
export class SearchStopped extends Error {
	override readonly name = 'SearchStopped';
	readonly reason: string;

	constructor(reason: string) {
		super(`The search stopped: ${reason || 'out of memory?'}`);
		this.reason = reason;
	}
}

/**
 * A big search running in the search worker: its progress, and a cancel that stops it at once
 * (the worker is terminated). Starting another search cancels the one running.
 */
export class SearchLoader {
	/**
	 * Calls recorded so far, and expected in all (0 while the worker counts them); null when
	 * nothing runs.
	 */
	progress = $state<{ calls: number; expected: number } | null>(null);
	#worker: Worker | null = null;
	/** Resolves the pending `load` with null when the search is cancelled. */
	#settle: (() => void) | null = null;

	get running(): boolean {
		return this.progress !== null;
	}

	/**
	 * Searches `game` (already built from `source`) in the worker, which gets it packed
	 * (`packGame`), so a big tree is parsed once, here; the worker draws and lays it out too, so
	 * the page only wraps its columns. `expected` null: the worker counts the calls first.
	 * Resolves with the session, or with null when cancelled; rejects with the `InputError` on
	 * bad input, or with `SearchStopped` when the worker failed.
	 */
	load(
		source: SourceQuery,
		game: Game,
		algorithm: Algorithm,
		expected: number | null
	): Promise<Session | null> {
		this.cancel();
		const worker = startSearchWorker();
		this.#worker = worker;
		let total = expected ?? 0;
		this.progress = { calls: 0, expected: total };
		const drawing = drawingOptions(game, algorithm);
		return new Promise((resolve, reject) => {
			this.#settle = () => resolve(null);
			worker.onmessage = (event: MessageEvent<SearchMessage>) => {
				const message = event.data;
				if (message.kind === 'expected' || message.kind === 'progress') {
					if (message.kind === 'expected') total = message.calls;
					this.progress = {
						calls: message.kind === 'progress' ? message.calls : 0,
						expected: total
					};
					return;
				}
				this.#stop();
				if (message.kind === 'done') {
					const trace = unpackTrace(message.trace, game);
					const drawn = unpackDrawing(message.drawing, trace, drawing.expand);
					resolve(sessionFrom(source, game, trace, drawn));
				} else reject(InputError.from(message.error));
			};
			worker.onerror = (event) => {
				event.preventDefault();
				this.#stop();
				reject(new SearchStopped(event.message));
			};
			const request: SearchRequest = { game: packGame(game), algorithm, expected, drawing };
			worker.postMessage(request);
		});
	}

	cancel(): void {
		const settle = this.#settle;
		this.#stop();
		settle?.();
	}

	#stop(): void {
		this.#worker?.terminate();
		this.#worker = null;
		this.#settle = null;
		this.progress = null;
	}
}
