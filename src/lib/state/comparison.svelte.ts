import { replaceState } from '$app/navigation';
import { resolve } from '$app/paths';
import {
	InputError,
	gameFor,
	type CompareAlgorithm,
	type Game,
	type Scoring,
	type SearchCounts
} from '$lib/engine';
import { explain, type Localized } from '$lib/i18n';
import { ARTICLE_BOARD } from '$lib/games';
import { DEFAULT_QUERY, readQuery, writeQuery, type SourceQuery } from '$lib/player';
import { startCompareWorker, type CompareMessage } from '$lib/workers/compare';
import { locale } from './locale.svelte';

export interface CompareRow {
	readonly counts: SearchCounts;
	readonly ms: number;
}

/**
 * The compare view's state: the position (its scoring included) read from and kept in the
 * address through the same codec as the step-through page, and the four counting searches on
 * it, run in a Web Worker so the tab never freezes; rows arrive one by one. Another position or
 * scoring stops the last run and starts afresh. Create it while a component initialises.
 */
export class Comparison {
	/** The position compared: the article's board until the link is read. */
	source = $state.raw<SourceQuery>(DEFAULT_QUERY.source);
	/** Problems with the link, kept unformatted so they follow a language switch. */
	problems = $state.raw<readonly Localized[]>([]);
	rows = $state.raw<readonly CompareRow[]>([]);
	running = $state(false);
	/** What went wrong, in the page's language when shown; null while all is well. */
	error = $state.raw<Localized | null>(null);
	#mounted = $state(false);
	#worker: Worker | null = null;

	/** The source's game; null only if it cannot be played (the link is checked on mount). */
	readonly game: Game | null = $derived.by(() => {
		try {
			return gameFor(this.source);
		} catch {
			return null;
		}
	});
	/** This address within the site, in the page's language. */
	readonly address = $derived(
		`${resolve('/compare')}${writeQuery({ ...DEFAULT_QUERY, source: this.source }, locale.lang)}`
	);

	constructor() {
		// Each position and scoring runs afresh; a language switch alone does not search again.
		$effect(() => {
			if (this.#mounted) this.run(this.source);
		});
		// The router is ready only after hydration, so the address changes on the next task.
		$effect(() => {
			if (!this.#mounted) return;
			const address = this.address;
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
	 * Reads the position from the page's link, once the page is mounted; one that cannot be
	 * played is reported and the article's board compared instead, in the link's scoring.
	 * Returns the cleanup: a run still going is stopped.
	 */
	mount(params: URLSearchParams): () => void {
		const { query, problems } = readQuery(params);
		try {
			gameFor(query.source);
			this.source = query.source;
		} catch (error) {
			if (!(error instanceof InputError)) throw error;
			const reason = explain(error);
			problems.push((t) => t.compare.articleInstead(reason(t)));
			const scoring = query.source.kind === 'board' ? query.source.scoring : 'article';
			this.source = { kind: 'board', board: ARTICLE_BOARD, toMove: null, ai: 'X', scoring };
		}
		this.problems = problems;
		this.#mounted = true;
		return () => this.cancel();
	}

	/** The step-through page's query for this position under a search, in the page's language. */
	stepQuery(algorithm: 'minimax' | 'alphabeta'): string {
		return writeQuery({ ...DEFAULT_QUERY, source: this.source, algorithm }, locale.lang);
	}

	/** Runs the four searches on `source`, stopping the last run first. */
	run(source: SourceQuery): void {
		this.cancel();
		this.rows = [];
		this.error = null;
		this.running = true;
		const worker = startCompareWorker();
		this.#worker = worker;
		worker.onmessage = (event: MessageEvent<CompareMessage>) => {
			const message = event.data;
			if (message.kind === 'row') this.rows = [...this.rows, message];
			else this.#finish(message.kind === 'error' ? explain(InputError.from(message.error)) : null);
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

	cancel(): void {
		this.#worker?.terminate();
		this.#worker = null;
		this.running = false;
	}

	#finish(error: Localized | null): void {
		this.error = error;
		this.cancel();
	}
}
