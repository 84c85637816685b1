import { replaceState } from '$app/navigation';
import { resolve } from '$app/paths';
import {
	cutRuleOf,
	gameFor,
	InputError,
	comparedIterationSearchIds,
	orderingOf,
	plainSearch,
	settingsOf,
	type CompareRowKey,
	type CompareRowSpec,
	type CutRule,
	type Game,
	type MoveOrdering,
	type OrderLoss,
	type SearchChoice,
	type SearchCounts,
	type SearchId,
	type SearchSettings,
	type SettleReport
} from '$lib/engine';
import { unpackGame } from '$lib/engine/pack';
import { plainOptions } from '$lib/engine/search-settings';
import { callCeiling } from '$lib/engine/ceiling';
import { traceDeclaration } from '$lib/engine/search-catalog';
import { compareRows, rowKeyOf } from '$lib/engine/compare';
import { defaultSearchId } from '$lib/engine/search';
import { readsQuickly, scoringOf, withScoring, type Scoring } from '$lib/games/source-traits';
import { explain, type Lang, type Localized } from '$lib/i18n';
import {
	DEFAULT_QUERY,
	fitsInLink,
	plainAddress,
	practiceAddress,
	readQuery,
	rememberSourceParams,
	writeQuery,
	type ViewQuery,
	type SourceQuery,
	type VersusChoice
} from '$lib/player/query';
import { startCompareWorker, type CompareMessage } from '$lib/workers/compare';
import {
	DEFAULT_COMPARE_OPTIONS,
	isFirstCourseRow,
	readCompareOptions,
	withCompareOptions,
	type ChartScale,
	type CompareOptions
} from './compare-options';
import { refusalText } from './refusals';
import { fitsSideBySide, pairsByPosition } from '$lib/player/side-by-side';
import { neverFetched } from './worker-job.svelte';

/** Trees written in at most this many characters are read here too (well under a millisecond). */
const SMALL_TREE = 2_000;

/**
 * The game of a position small enough to read on the page at once (a board, a Connect Four
 * move string, a short tree), so it shows without waiting for the worker; null for anything
 * bigger, or unplayable (the worker reads and reports it).
 */
function smallGame(source: SourceQuery): Game | null {
	if (!readsQuickly(source, SMALL_TREE)) return null;
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

/** An iteration search's compare row, as the worker measured it: its figures and their time. */
export interface SettleRow {
	readonly report: SettleReport;
	readonly ms: number;
}

/** Whether two runs count the same: the depth limit, the order and the cut rule. */
const sameRun = (a: SearchSettings, b: SearchSettings): boolean =>
	a.depthLimit === b.depthLimit && orderingOf(a) === orderingOf(b) && cutRuleOf(a) === cutRuleOf(b);

/** A row's way to the step-through page: its link, or why there is none. */
export type StepThrough =
	| { readonly href: string; readonly refusal: null }
	| { readonly href: null; readonly refusal: Localized };

/**
 * The compare view's state: the position (its scoring included) read from and kept in the
 * address through the same codec as the step-through page, and every counting search on it,
 * each under the link's depth limit, run in a Web Worker so the tab never freezes. The worker
 * reads the position and sends it back to be shown (the page reads only a small one itself,
 * `smallGame`: never a big tree), then the rows one by one. Another position, scoring or depth
 * limit stops the last run and starts afresh.
 * Create it while a component initialises, with the page's language as a getter (its addresses
 * carry `lang=`).
 */
export class Comparison {
	/** The position compared: the article's board until the link is read. */
	source = $state.raw<SourceQuery>(DEFAULT_QUERY.source);
	/** Problems with the link, kept unformatted so they follow a language switch. */
	problems = $state.raw<readonly Localized[]>([]);
	/**
	 * The link's search (`algo`, `depth` or a random tree's `limit`, `symmetry`): its depth limit
	 * runs every row, and the way back to the step-through page opens it whole.
	 */
	search = $state.raw<SearchSettings>(DEFAULT_QUERY.search);
	/** Rows that cannot run on this position, with the reason (symmetry on a tree). */
	skipped = $state.raw<Readonly<Partial<Record<CompareRowKey, Localized>>>>({});
	/** Whether a skipped row's reason is an input error's (its sentences load when first said). */
	skippedByError = $state(false);
	/** The position's game: a small one read here, else as the worker read it; null until then. */
	game = $state.raw<Game | null>(smallGame(DEFAULT_QUERY.source));
	rows = $state.raw<readonly CompareRow[]>([]);
	/** Each iteration search's runs until its move settles on minimax's, by search, as they come. */
	settles = $state.raw<Readonly<Partial<Record<SearchId, SettleRow>>>>({});
	running = $state(false);
	/** The run was stopped (Cancel) before all its rows came. */
	cancelled = $state(false);
	/** What went wrong, in the page's language when shown; null while all is well. */
	error = $state.raw<Localized | null>(null);
	/** Where a reordering search made more calls than the search it reorders, by its row. */
	orderLosses = $state.raw<Readonly<Partial<Record<CompareRowKey, OrderLoss>>>>({});
	/** Every search listed, or only a first course's pair; the chart's scale (`more`, `scale`). */
	options = $state.raw<CompareOptions>(DEFAULT_COMPARE_OPTIONS);
	#mounted = $state(false);
	#worker: Worker | null = null;
	/** The link's query as opened, for the way back while a big position is read. */
	#opened = '';
	/**
	 * How the link asked the step-through page to show a search (stepping unit, article 004's
	 * letters, the code's language): this view has no use for them, its address and each row's
	 * Step through keep them.
	 */
	#showing: Pick<ViewQuery, 'granularity' | 'letters' | 'code'> = DEFAULT_QUERY;
	/**
	 * This address within the site, in the page's language: the position and the link's search;
	 * null while a big position is read (the address opened stays).
	 */
	readonly address = $derived(
		this.game &&
			`${resolve('/compare')}${withCompareOptions(this.#query(this.search), this.options)}`
	);
	/**
	 * The rows listed: minimax and alpha-beta, the link's own search (the one the teacher came
	 * from), and every other row once "More searches" is open.
	 */
	readonly shownRows = $derived.by((): readonly CompareRowSpec[] => {
		const own = rowKeyOf(this.search);
		return compareRows().filter(
			({ key }) => this.options.more || isFirstCourseRow(key) || key === own
		);
	});
	/** The searches of the rows "More searches" adds, each once (none left once it is open). */
	readonly hiddenSearches = $derived.by((): readonly SearchId[] => {
		const shown = this.shownRows.map(({ key }) => key);
		const hidden = compareRows().flatMap((row) => (shown.includes(row.key) ? [] : [row.algorithm]));
		return hidden.filter((id, at) => hidden.indexOf(id) === at);
	});
	/**
	 * Practice on this position and the link's search (see `practiceAddress`); practice's own page
	 * while a big position is read (the worker writes its link: the page never packs it).
	 */
	readonly practiceAddress = $derived.by(() =>
		this.game === null
			? plainAddress(resolve('/practice'), this.#lang())
			: practiceAddress(resolve('/practice'), this.source, this.search.algorithm, this.#lang())
	);

	/** The position and what was last run on it, so a run is never repeated for the same. */
	#lastRun: { source: SourceQuery; search: SearchSettings } | null = null;
	/** The page's language, read when an address is written (a switch rewrites it). */
	readonly #lang: () => Lang;

	constructor(lang: () => Lang) {
		this.#lang = lang;
		// Each position, scoring and depth limit runs afresh; a language switch alone does not.
		$effect(() => {
			const { source, search } = this;
			if (!this.#mounted) return;
			const last = this.#lastRun;
			if (last?.source === source && sameRun(last.search, search)) return;
			this.run(source);
		});
		// The router is ready only after hydration, so the address changes on the next task.
		$effect(() => {
			const own = this.address;
			if (!this.#mounted || own === null) return;
			// An address too long for a link is never written: the view's own, with no position.
			const address = fitsInLink(own) ? own : plainAddress(resolve('/compare'), this.#lang());
			// The rule cannot see that the address is resolve('/compare') with a query string appended.
			// eslint-disable-next-line svelte/no-navigation-without-resolve
			const timer = setTimeout(() => replaceState(address, {}), 0);
			return () => clearTimeout(timer);
		});
	}

	/** How finished games score, where the game has a choice (boards; article elsewhere). */
	get scoring(): Scoring {
		return scoringOf(this.source);
	}

	set scoring(scoring: Scoring) {
		const source = withScoring(this.source, scoring);
		if (source !== this.source) this.source = source;
	}

	/**
	 * Reads the position from the page's link, once the page is mounted. The worker reads the
	 * position itself: one that cannot be played is reported then, and the article's board
	 * compared instead, in the link's scoring. Returns the cleanup: a run still going is stopped.
	 */
	mount(params: URLSearchParams): () => void {
		// The rows are the searches by calls (those by iterations have a table of their own).
		const { query, problems } = readQuery(params, { runs: 'calls' });
		const viewOptions = readCompareOptions(params);
		this.options = viewOptions.options;
		const opened = params.toString();
		this.#opened = opened === '' ? '' : `?${opened}`;
		// With its game (or none yet): the article's, kept, would have the big tree's link written.
		this.game = smallGame(query.source);
		this.source = query.source;
		this.search = query.search;
		const { granularity, letters, code } = query;
		this.#showing = { granularity, letters, code };
		// Only the step-through page has an embedded form, or a step: this view says so.
		const { embed, step } = query;
		const unused: Localized[] = [];
		if (embed) unused.push((t) => t.compare.embedIgnored);
		if (step > 0) unused.push((t) => t.compare.stepIgnored(step));
		this.problems = [...problems, ...viewOptions.problems, ...unused];
		this.#mounted = true;
		return () => this.cancel();
	}

	/**
	 * The depth limit every row runs under (null: to the end), the game's own default where the
	 * link names none (Connect Four: 4); each change runs them again.
	 */
	get depthLimit(): number | null {
		return this.search.depthLimit ?? this.game?.defaultDepthLimit ?? null;
	}

	set depthLimit(depthLimit: number | null) {
		this.search = { ...this.search, depthLimit };
	}

	/** The move order and cut rule the rows run under (each row takes what it can); in the link. */
	choose(order: MoveOrdering, cut: CutRule): void {
		this.search = plainOptions({ ...this.search, order, cut });
	}

	/** Every search listed, or only minimax and alpha-beta (with the link's own); in the link. */
	get more(): boolean {
		return this.options.more;
	}

	set more(more: boolean) {
		this.options = { ...this.options, more };
	}

	get scale(): ChartScale {
		return this.options.scale;
	}

	set scale(scale: ChartScale) {
		this.options = { ...this.options, scale };
	}

	/** Where a listed reordering search lost to the order it changes, by row (the note says why). */
	get shownLosses(): readonly (readonly [CompareRowKey, OrderLoss])[] {
		return this.shownRows.flatMap(({ key }) => {
			const loss = this.orderLosses[key];
			return loss === undefined ? [] : [[key, loss] as const];
		});
	}

	/** The rows counted so far that are listed, in the listing's order (the chart draws these). */
	get shownCounted(): readonly CompareRow[] {
		return this.shownRows.flatMap(({ key }) => this.row(key) ?? []);
	}

	/**
	 * The step-through page's query for this position under a search, in the page's language;
	 * while a big position is read, the link's own query (the step-through page reads it alike).
	 */
	stepQuery(search: SearchChoice = this.search): string {
		return this.game === null ? this.#opened : this.#query(settingsOf(search));
	}

	/**
	 * A counted row's way to the step-through page, carrying its search (algorithm, depth limit,
	 * symmetry); or why it has none: a trace too long to keep. (A link too long for an address
	 * still opens the page in this tab: `AppLink`.)
	 */
	stepThrough(row: CompareRow): StepThrough {
		const { calls, settings } = row.counts;
		// The most the step-through page records for that search (`callCeiling`).
		const limit = callCeiling(settings.algorithm);
		if (calls > limit) return { href: null, refusal: (t) => t.compare.tooManyCalls(calls, limit) };
		return { href: `${resolve('/')}${this.stepQuery(settings)}`, refusal: null };
	}

	/**
	 * A counted row's way to the step-through page side by side with the default search's row
	 * (minimax, first; this row's search and order beside it), where both are small enough to step
	 * there together (`SYNC_CALL_LIMIT`); null for that row itself, one with symmetry (side by side
	 * takes a search and its order, not the table's keys), one it cannot pair by position
	 * (`pairsByPosition`), or one too big.
	 */
	sideBySide(row: CompareRow): string | null {
		const first = this.row(defaultSearchId())?.counts;
		const { calls, settings } = row.counts;
		if (this.game === null || !first || settings.algorithm === first.settings.algorithm)
			return null;
		if (settings.symmetry || !fitsSideBySide(calls) || !fitsSideBySide(first.calls)) return null;
		if (!pairsByPosition(settings.algorithm)) return null;
		const versus = { algorithm: settings.algorithm, order: orderingOf(settings) };
		return `${resolve('/')}${this.#query(first.settings, versus)}`;
	}

	#query(search: SearchSettings, versus: VersusChoice | null = null): string {
		return writeQuery(
			{ ...DEFAULT_QUERY, ...this.#showing, source: this.source, search, versus },
			this.#lang()
		);
	}

	/**
	 * Reads `source` and runs every search on it in the worker, stopping the last run
	 * first. A position the worker cannot read is replaced by the article's board (see `mount`).
	 */
	run(source: SourceQuery): void {
		this.#stop();
		this.game = smallGame(source);
		this.rows = [];
		this.settles = {};
		this.skipped = {};
		this.skippedByError = false;
		this.orderLosses = {};
		this.error = null;
		this.cancelled = false;
		this.running = true;
		this.#lastRun = { source, search: this.search };
		const worker = startCompareWorker();
		this.#worker = worker;
		let read = false;
		let heard = false;
		worker.onmessage = (event: MessageEvent<CompareMessage>) => {
			heard = true;
			const message = event.data;
			if (message.kind === 'game') {
				read = true;
				rememberSourceParams(source, message.link);
				this.game ??= unpackGame(message.game);
			} else if (message.kind === 'refused')
				this.#refused(source, message.search, refusalText(message.refusal));
			else if (message.kind === 'skipped') {
				const reason = explain(InputError.from(message.error));
				this.skipped = { ...this.skipped, [message.key]: reason };
				this.skippedByError = true;
			} else if (message.kind === 'tooBig') {
				const { key, calls, exact, passed, limit } = message;
				const row = compareRows().find((spec) => spec.key === key);
				// A search that cuts is told of a lower limit only; one that cuts nothing of alpha-beta too.
				const cuts = row !== undefined && traceDeclaration(row.algorithm).window;
				const reason: Localized = (t) => t.compare.tooBigToCount(calls, exact, limit, cuts, passed);
				this.skipped = { ...this.skipped, [key]: reason };
			} else if (message.kind === 'row') this.rows = [...this.rows, message];
			else if (message.kind === 'settle') {
				const { algorithm, report, ms } = message;
				this.settles = { ...this.settles, [algorithm]: { report, ms } };
			} else if (message.kind === 'orderLoss')
				this.orderLosses = { ...this.orderLosses, [message.key]: message.loss };
			else if (message.kind === 'done') this.#finish(null);
			else if (read) this.#finish(explain(InputError.from(message.error)));
			else this.#unreadable(source, InputError.from(message.error));
		};
		worker.onerror = (event) => {
			event.preventDefault();
			const reason = event.message;
			const offline = neverFetched(heard);
			this.#finish((t) => (offline ? t.problems.codeOffline : t.problems.compareStopped(reason)));
		};
		worker.postMessage({ source, search: $state.snapshot(this.search) });
	}

	/**
	 * The run's progress: what is done of all it runs (every call row but those that cannot run
	 * here, then each iteration search's row).
	 */
	get progress(): { readonly done: number; readonly of: number } {
		const skipped = Object.keys(this.skipped).length;
		return {
			done: this.rows.length + Object.keys(this.settles).length,
			of: compareRows().length - skipped + comparedIterationSearchIds().length
		};
	}

	row(key: CompareRowKey): CompareRow | null {
		return this.rows.find((row) => rowKeyOf(row.counts.settings) === key) ?? null;
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

	/**
	 * The worker dropped an option of the link's search that this position cannot take: what it
	 * says joins the problems, and the search becomes what ran (the rows already on screen stay;
	 * this run is the one for it).
	 */
	#refused(source: SourceQuery, search: SearchSettings, said: Localized): void {
		this.problems = [...this.problems, said];
		// The rows keep the order and cut rule where they can take them, the link's search or not.
		const { order, cut } = this.search;
		this.search = plainOptions({ ...search, order, cut });
		this.#lastRun = { source, search: this.search };
	}

	/**
	 * The default position instead (the article's board), in the scoring `source` had; the
	 * address and run follow.
	 */
	#unreadable(source: SourceQuery, error: InputError): void {
		this.#stop();
		const reason = explain(error);
		this.problems = [...this.problems, (t) => t.compare.articleInstead(reason(t))];
		this.source = withScoring(DEFAULT_QUERY.source, scoringOf(source));
		this.search = plainSearch(this.search.algorithm);
	}
}
