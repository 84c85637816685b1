import { replaceState } from '$app/navigation';
import { resolve } from '$app/paths';
import {
	InputError,
	checkIterationSettings,
	defaultIterationSettings,
	gameFor,
	isGameLoaded,
	iterationOption,
	iterationRule,
	packGame,
	sourceOf,
	unpackGame,
	type Game,
	type IterationRecord,
	type IterationSettings
} from '$lib/engine';
import { presenterFor } from '$lib/games';
import type { Lang, Localized } from '$lib/i18n';
import {
	DEFAULT_QUERY,
	fitsInLink,
	plainAddress,
	practiceAddress,
	writeQuery,
	type Granularity,
	type SourceQuery
} from '$lib/player';
import {
	ownSource,
	readIterationQuery,
	writeIterationQuery,
	type IterationQuery
} from '$lib/player/iteration-query';
import { loadIterationView, type IterationRun } from '$lib/components/iteration-views';
import { startIterationWorker, type IterationMessage } from '$lib/workers/iterations';
import { CodeChoice } from '$lib/state/code-language.svelte';
import { IterationPlayer } from '$lib/ui/iteration-player.svelte';
import { gameCodeMissing } from '$lib/state/linked-code';
import { SearchStopped } from '$lib/state/loader.svelte';
import { searchProblem } from '$lib/state/opening';
import { WorkerJob } from '$lib/state/worker-job.svelte';

/** How long the address waits for the step to settle before it is rewritten. */
const ADDRESS_DELAY_MS = 250;

/** Runs up to this many iterations are recorded on the page; longer ones in a worker. */
export const IN_PAGE_ITERATIONS = 5000;

/** Iterations recorded so far, of all asked for. */
export interface IterationProgressShown {
	readonly done: number;
	readonly total: number;
}

/**
 * The step-through page's state for a search that goes by iterations (MCTS): the position, the
 * settings, the player of its run, the worker recording a long run (its progress and cancel),
 * the problems and notice on screen, and the address, which follows the step once mounted.
 * Create it while a component initialises, with the page's language as a getter.
 */
export class IterationLab {
	readonly player = new IterationPlayer<IterationRun>();
	readonly code = new CodeChoice();
	readonly job = new WorkerJob<IterationProgressShown>();
	source = $state.raw<SourceQuery>(DEFAULT_QUERY.source);
	settings = $state.raw<IterationSettings | null>(null);
	game = $state.raw<Game | null>(null);
	problems = $state.raw<Localized[]>([]);
	notice = $state.raw<Localized | null>(null);
	embed = $state(false);
	#mounted = $state(false);
	/** Counts openings: one overtaken by a later one says nothing. */
	#openings = 0;
	readonly #lang: () => Lang;

	readonly query: IterationQuery | null = $derived.by(() => {
		const { settings } = this;
		if (settings === null) return null;
		return {
			source: this.source,
			settings,
			granularity: this.player.granularity,
			step: this.player.step,
			embed: this.embed,
			code: this.code.language
		};
	});
	readonly address = $derived.by(() =>
		this.query === null
			? plainAddress(resolve('/'), this.#lang())
			: `${resolve('/')}${writeIterationQuery(this.query, this.#lang())}`
	);
	readonly compareAddress = $derived.by(
		() =>
			`${resolve('/compare')}${writeQuery({ ...DEFAULT_QUERY, source: this.source }, this.#lang())}`
	);
	readonly practiceAddress = $derived.by(() =>
		practiceAddress(resolve('/practice'), this.source, DEFAULT_QUERY.search.algorithm, this.#lang())
	);

	constructor(lang: () => Lang) {
		this.#lang = lang;
		$effect(() => {
			if (!this.#mounted) return;
			const address = fitsInLink(this.address)
				? this.address
				: plainAddress(resolve('/'), this.#lang());
			// eslint-disable-next-line svelte/no-navigation-without-resolve
			const timer = setTimeout(() => replaceState(address, {}), ADDRESS_DELAY_MS);
			return () => clearTimeout(timer);
		});
	}

	/** Opens what the link asks for (`algorithm` its search); returns the cleanup (a cancel). */
	mount(params: URLSearchParams, algorithm: string): () => void {
		const remembered = this.code.remembered() ?? DEFAULT_QUERY.code;
		const { query, problems } = readIterationQuery(params, algorithm, { code: remembered });
		if (query.code === remembered) this.code.language = query.code;
		else this.code.set(query.code);
		this.embed = query.embed;
		this.#mounted = true;
		void this.#openLink(query, problems);
		return () => this.job.cancel();
	}

	/** A link's run; one that cannot open shows the article's board under the same options. */
	async #openLink(query: IterationQuery, problems: Localized[]): Promise<void> {
		const { source, settings, granularity, step } = query;
		if (await this.open(source, settings, granularity, step)) {
			this.problems = [...problems, ...this.problems];
			return;
		}
		const failed = this.problems.map(
			(problem): Localized =>
				(t) =>
					problem(t) + t.page.showingArticleInstead
		);
		if (this.player.run === null) await this.open(DEFAULT_QUERY.source, settings, granularity, 0);
		this.problems = [...problems, ...failed, ...this.problems];
	}

	/**
	 * Records `settings`' search of `source` and shows it from `step`: a short run at once, a long
	 * one in the worker (with progress and a cancel) while the run shown stays. What went wrong
	 * replaces the problems on screen; resolves with whether the position opened.
	 */
	async open(
		source: SourceQuery,
		settings: IterationSettings,
		granularity: Granularity = this.player.granularity,
		step = 0
	): Promise<boolean> {
		this.notice = null;
		const opening = ++this.#openings;
		const missing = isGameLoaded(source.kind) ? null : await gameCodeMissing([source.kind]);
		if (opening !== this.#openings) return false;
		if (missing !== null) {
			this.problems = [missing];
			return false;
		}
		try {
			checkIterationSettings(settings);
			const game = gameFor(source);
			const [view, record] = await Promise.all([
				loadIterationView(settings.algorithm),
				this.#record(game, settings)
			]);
			if (opening !== this.#openings) return false;
			if (record === null) {
				this.problems = [(t) => t.problems.searchCancelled];
				return false;
			}
			const run = await view.open(record, game, presenterFor(game));
			if (opening !== this.#openings) return false;
			this.source = ownSource(source, settings.algorithm, () =>
				sourceOf(unpackGame(packGame(game)))
			);
			this.settings = settings;
			this.game = game;
			this.player.load(run, granularity, step);
			const last = this.player.lastStep;
			this.problems = step > last ? [(t) => t.problems.stepPastEnd(step, last)] : [];
			return true;
		} catch (error) {
			if (opening !== this.#openings) return false;
			this.problems = [searchProblem(error)];
			return false;
		}
	}

	/** The position under the search's default options (another search chosen from the menu). */
	openDefault(source: SourceQuery, algorithm: string): Promise<boolean> {
		return this.open(source, defaultIterationSettings(algorithm), this.player.granularity, 0);
	}

	/** Shows what happened (a share): a problem when `trouble`, else a notice. */
	report(message: Localized, trouble: boolean): void {
		if (trouble) this.problems = [message];
		else this.notice = message;
	}

	/** The run's record: here when short, else in the worker; null when cancelled. */
	async #record(game: Game, settings: IterationSettings): Promise<IterationRecord | null> {
		const total = iterationOption(settings, 'iterations');
		if (total <= IN_PAGE_ITERATIONS) {
			this.job.cancel();
			const rule = await iterationRule(settings.algorithm);
			return rule.record(game, game.root, settings);
		}
		const view = await loadIterationView(settings.algorithm);
		const outcome = await this.job.run<IterationMessage, IterationRecord | null | Error>({
			worker: startIterationWorker(),
			request: { game: packGame(game), settings },
			progress: { done: 0, total },
			onMessage: (message) => {
				if (message.kind === 'progress') return { progress: { done: message.done, total } };
				if (message.kind === 'error') return { result: InputError.from(message.error) };
				return { result: view.revive(game, game.root, settings, message.columns) };
			},
			cancelled: null,
			failed: (reason) => new SearchStopped(reason),
			offline: new SearchStopped('', true)
		});
		if (outcome instanceof Error) throw outcome;
		return outcome;
	}
}
