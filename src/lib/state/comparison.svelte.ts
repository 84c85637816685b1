import { replaceState } from '$app/navigation';
import { resolve } from '$app/paths';
import {
	ALGORITHMS,
	InputError,
	gameFor,
	plainSearch,
	unpackGame,
	type Algorithm,
	type CompareAlgorithm,
	type Game,
	type Scoring,
	type SearchCounts
} from '$lib/engine';
import { explain, type Localized } from '$lib/i18n';
import { ARTICLE_BOARD } from '$lib/games';
import {
	DEFAULT_QUERY,
	fitsInLink,
	plainAddress,
	readQuery,
	rememberSourceParams,
	writeQuery,
	type SourceQuery
} from '$lib/player';
import { startCompareWorker, type CompareMessage } from '$lib/workers/compare';
import { locale } from './locale.svelte';

/** Trees written in at most this many characters are read here too (well under a millisecond). */
const SMALL_TREE = 2_000;

/**
 * The game of a position small enough to read on the page at once (a board, a short tree), so
 * it shows without waiting for the worker; null for anything bigger, or unplayable (the worker
 * reads and reports it).
 */
function smallGame(source: SourceQuery): Game | null {
	const small = source.kind === 'board' || ('tree' in source && source.tree.length <= SMALL_TREE);
	if (!small) return null;
	try {
		return gameFor(source);
	} catch {
		return null;
	}
}

export interface CompareRow {
	readonly counts: SearchCounts;
	readonly ms: number;
}

/**
 * The compare view's state: the position (its scoring included) read from and kept in the
 * address through the same codec as the step-through page, and the four counting searches on
 * it, run in a Web Worker so the tab never freezes. The worker reads the position and sends
 * it back to be shown (the page reads only a small one itself, `smallGame`: never a big tree),
 * then the rows one by one. Another position or scoring stops the last run and starts afresh.
 * Create it while a component initialises.
 */
export class Comparison {
	/** The position compared: the article's board until the link is read. */
	source = $state.raw<SourceQuery>(DEFAULT_QUERY.source);
	/** Problems with the link, kept unformatted so they follow a language switch. */
	problems = $state.raw<readonly Localized[]>([]);
	/** The position's game: a small one read here, else as the worker read it; null until then. */
	game = $state.raw<Game | null>(smallGame(DEFAULT_QUERY.source));
	rows = $state.raw<readonly CompareRow[]>([]);
	running = $state(false);
	/** The run was stopped (Cancel) before its four rows came. */
	cancelled = $state(false);
	/** What went wrong, in the page's language when shown; null while all is well. */
	error = $state.raw<Localized | null>(null);
	#mounted = $state(false);
	#worker: Worker | null = null;
	/** The link's query as opened, for the way back while a big position is read. */
	#opened = '';
	/**
	 * The step-through page's queries for this position, written once per position and language,
	 * once its game is known: a big tree's link parameters are packed in the worker that reads it
	 * (about 100 ms at 100,000 nodes), never here. Null until then.
	 */
	readonly #stepQueries = $derived.by(() => {
		if (this.game === null) return null;
		const query = { ...DEFAULT_QUERY, source: this.source };
		return Object.fromEntries(
			ALGORITHMS.map((algorithm) => [
				algorithm,
				writeQuery({ ...query, search: plainSearch(algorithm) }, locale.lang)
			])
		) as Record<Algorithm, string>;
	});

	/**
	 * This address within the site, in the page's language: the default search's query; null
	 * while a big position is read (the address opened stays).
	 */
	readonly address = $derived(
		this.#stepQueries &&
			`${resolve('/compare')}${this.#stepQueries[DEFAULT_QUERY.search.algorithm]}`
	);

	constructor() {
		// Each position and scoring runs afresh; a language switch alone does not search again.
		$effect(() => {
			if (this.#mounted) this.run(this.source);
		});
		// The router is ready only after hydration, so the address changes on the next task.
		$effect(() => {
			const own = this.address;
			if (!this.#mounted || own === null) return;
			// An address too long for a link is never written: the view's own, with no position.
			const address = fitsInLink(own) ? own : plainAddress(resolve('/compare'), locale.lang);
			// The rule cannot see that the address is resolve('/compare') with a query string appended.
			// eslint-disable-next-line svelte/no-navigation-without-resolve
			const timer = setTimeout(() => replaceState(address, {}), 0);
			return () => clearTimeout(timer);
		});
	}

	/** How finished boards score (article on trees, which have their own values). */
	get scoring(): Scoring {
		return this.source.kind === 'board' ? this.source.scoring : 'article';
	}

	set scoring(scoring: Scoring) {
		if (this.source.kind === 'board') this.source = { ...this.source, scoring };
	}

	/**
	 * Reads the position from the page's link, once the page is mounted. The worker reads the
	 * position itself: one that cannot be played is reported then, and the article's board
	 * compared instead, in the link's scoring. Returns the cleanup: a run still going is stopped.
	 */
	mount(params: URLSearchParams): () => void {
		const { query, problems } = readQuery(params);
		const opened = params.toString();
		this.#opened = opened === '' ? '' : `?${opened}`;
		// With its game (or none yet): the article's, kept, would have the big tree's link written.
		this.game = smallGame(query.source);
		this.source = query.source;
		this.problems = problems;
		this.#mounted = true;
		return () => this.cancel();
	}

	/**
	 * The step-through page's query for this position under a search, in the page's language;
	 * while a big position is read, the link's own query (the step-through page reads it alike).
	 */
	stepQuery(algorithm: Algorithm): string {
		return this.#stepQueries?.[algorithm] ?? this.#opened;
	}

	/**
	 * Reads `source` and runs the four searches on it in the worker, stopping the last run
	 * first. A position the worker cannot read is replaced by the article's board (see `mount`).
	 */
	run(source: SourceQuery): void {
		this.#stop();
		this.game = smallGame(source);
		this.rows = [];
		this.error = null;
		this.cancelled = false;
		this.running = true;
		const worker = startCompareWorker();
		this.#worker = worker;
		let read = false;
		worker.onmessage = (event: MessageEvent<CompareMessage>) => {
			const message = event.data;
			if (message.kind === 'game') {
				read = true;
				rememberSourceParams(source, message.link);
				this.game ??= unpackGame(message.game);
			} else if (message.kind === 'row') this.rows = [...this.rows, message];
			else if (message.kind === 'done') this.#finish(null);
			else if (read) this.#finish(explain(InputError.from(message.error)));
			else this.#unreadable(source, InputError.from(message.error));
		};
		worker.onerror = (event) => {
			event.preventDefault();
			const reason = event.message;
			this.#finish((t) => t.problems.compareStopped(reason));
		};
		worker.postMessage({ source });
	}

	row(algorithm: CompareAlgorithm): CompareRow | null {
		return this.rows.find((row) => row.counts.algorithm === algorithm) ?? null;
	}

	/** Stops the run (the worker is terminated); the rows already in stay. */
	cancel(): void {
		if (this.running) this.cancelled = true;
		this.#stop();
	}

	#stop(): void {
		this.#worker?.terminate();
		this.#worker = null;
		this.running = false;
	}

	#finish(error: Localized | null): void {
		this.error = error;
		this.#stop();
	}

	/** The article's board instead, in the scoring `source` had; the address and run follow. */
	#unreadable(source: SourceQuery, error: InputError): void {
		this.#stop();
		const reason = explain(error);
		this.problems = [...this.problems, (t) => t.compare.articleInstead(reason(t))];
		const scoring = source.kind === 'board' ? source.scoring : 'article';
		this.source = { kind: 'board', board: ARTICLE_BOARD, toMove: null, ai: 'X', scoring };
	}
}
