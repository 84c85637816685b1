import { InputError, unpackTrace, type Game, type SearchSettings } from '$lib/engine';
import { packGame } from '$lib/engine/pack';
import {
	drawingOptions,
	rememberSourceParams,
	sessionFrom,
	unpackDrawing,
	type Session,
	type SourceQuery
} from '$lib/player';
import { startSearchWorker, type SearchMessage, type SearchRequest } from '$lib/workers/search';
import type { RecordedRun, RunView } from '$lib/ui/run-views';
import type { FittingSearch, TooBigDetails } from '$lib/player/settle';
import { WorkerJob, type JobStep } from './worker-job.svelte';

/**
 * The search worker failed outside the search (a crash, most likely out of memory); `reason` is
 * the browser's own words, '' when it gave none. The page words it with `t.problems.searchStopped`.
 */
export class SearchStopped extends Error {
	override readonly name = 'SearchStopped';
	readonly reason: string;
	/** The worker never started: its code could not be fetched, the network being off. */
	readonly offline: boolean;

	constructor(reason: string, offline = false) {
		super(
			offline
				? 'The search could not start offline'
				: `The search stopped: ${reason || 'out of memory?'}`
		);
		this.reason = reason;
		this.offline = offline;
	}
}

/** Calls recorded so far, and expected in all (0 while the worker counts them). */
export interface SearchProgress {
	readonly calls: number;
	readonly expected: number;
}

/** A run's iterations recorded so far, of all asked for. */
export interface RunProgress {
	readonly done: number;
	readonly total: number;
}

/**
 * A link being opened (`LabOpener.openLink`), shown with its searches' progress in place of the
 * view it replaces: its position, its search as asked and, once that was refused as too big for
 * a trace, the smaller one opening instead.
 */
export interface LinkOpening {
	readonly game: Game;
	readonly search: SearchSettings;
	readonly refused: { readonly size: TooBigDetails; readonly used: FittingSearch } | null;
}

/**
 * A big search running in the search worker (a call search or a run by iterations): its
 * progress, and a cancel that stops it at once. Starting another search cancels the one running.
 */
export class SearchLoader extends WorkerJob<SearchProgress | RunProgress> {
	/** The link being opened, its searches one job (`hold`); null when none is. */
	link = $state.raw<LinkOpening | null>(null);

	/** Shows `link` opening from now until `opening(null)`, its progress kept between its searches. */
	opening(link: LinkOpening | null): void {
		this.link = link;
		this.hold(link && { calls: 0, expected: 0 });
	}

	/** The reader's cancel: the search running, and the link opening, if any, whole. */
	stop(): void {
		this.opening(null);
		this.cancel();
	}

	/**
	 * Searches `game` (already built from `source`) in the worker, which gets it packed
	 * (`packGame`), so a big tree is parsed once, here; the worker draws and lays it out and
	 * writes the position's link parameters too, so the page only wraps its columns. `expected`
	 * null: the worker counts the calls first. Resolves with the session, or with null when
	 * cancelled; rejects with the `InputError` on bad input, or with `SearchStopped` when the
	 * worker failed.
	 */
	load(
		source: SourceQuery,
		game: Game,
		search: SearchSettings,
		expected: number | null
	): Promise<Session | null> {
		let total = expected ?? 0;
		const drawing = drawingOptions(game, search.algorithm);
		const request: SearchRequest = { source, game: packGame(game), search, expected, drawing };
		return this.#search<Session>(request, { calls: 0, expected: total }, (message) => {
			switch (message.kind) {
				case 'expected':
					total = message.calls;
					return { progress: { calls: 0, expected: total } };
				case 'progress':
					return { progress: { calls: message.calls, expected: total } };
				case 'done': {
					rememberSourceParams(source, message.link);
					const trace = unpackTrace(message.trace, game);
					const drawn = unpackDrawing(message.drawing, trace, drawing.expand);
					return { result: sessionFrom(source, game, trace, drawn) };
				}
				default:
					return null;
			}
		});
	}

	/**
	 * Records the run `settings` asks for (`total` iterations) of `game` from its root in the
	 * worker, its columns made a record again by the search's `view`, with the answer the view
	 * compares it with, worked out there too. Resolves with both, or with null when cancelled;
	 * rejects as `load` does.
	 */
	loadRun(
		game: Game,
		settings: SearchSettings,
		total: number,
		view: RunView
	): Promise<RecordedRun | null> {
		const request = { game: packGame(game), run: settings };
		return this.#search<RecordedRun>(request, { done: 0, total }, (message) => {
			if (message.kind === 'iterated') return { progress: { done: message.done, total } };
			if (message.kind !== 'recorded') return null;
			const record = view.revive(game, game.root, settings, message.columns);
			return { result: { record, answer: message.answer } };
		});
	}

	/** Runs `request`; `onMessage` reads its kind of run's messages, null for any other. */
	async #search<Result>(
		request: SearchRequest,
		progress: SearchProgress | RunProgress,
		onMessage: (message: SearchMessage) => JobStep<SearchProgress | RunProgress, Result> | null
	): Promise<Result | null> {
		const outcome = await this.run<SearchMessage, Result | Error | null>({
			worker: startSearchWorker(),
			request,
			progress,
			onMessage: (message) =>
				onMessage(message) ??
				(message.kind === 'error'
					? { result: InputError.from(message.error) }
					: { result: new SearchStopped(`unexpected ${message.kind}`) }),
			cancelled: null,
			failed: (reason) => new SearchStopped(reason),
			offline: new SearchStopped('', true)
		});
		if (outcome instanceof Error) throw outcome;
		return outcome;
	}
}
