import {
	checkOptions,
	gameFor,
	iterationOption,
	iterationRule,
	packGame,
	plainSearch,
	sourceOf,
	unpackGame,
	type Game,
	type IterationSettings,
	type SearchId
} from '$lib/engine';
import type { CodeLanguage } from '$lib/games';
import { presenterFor } from '$lib/games';
import type { Lang, Localized } from '$lib/i18n';
import { DEFAULT_QUERY, type Granularity, type SourceQuery } from '$lib/player';
import {
	iterationQueryOf,
	ownSource,
	queryOfIterations,
	readQuery,
	writeQuery
} from '$lib/player/query';
import type { Lab } from './lab.svelte';
import { settledSaid } from './refusals';
import type { SearchLoader } from './loader.svelte';
import { loadRunView, type RecordedRun, type RunView, type ViewedRun } from '$lib/ui/run-views';

// Opening a run whose search draws its own view (MCTS's), loaded by the lab with the first such
// run: the first view carries none of it.

/** Runs up to this many iterations are recorded on the page; longer ones in the search worker. */
export const IN_PAGE_ITERATIONS = 5000;

/** The work an answer may take on the page (`IterationRule.answer`): the empty board's is 12,112. */
const IN_PAGE_ANSWER_CALLS = 20_000;

/** Where a run is being stepped, as its link says it. */
export interface RunPlace {
	readonly granularity: Granularity;
	readonly step: number;
	readonly embed: boolean;
	readonly code: CodeLanguage;
}

/** A run shown whose search draws its own view: its position and settings, and its link. */
export interface RunShown {
	readonly run: ViewedRun;
	readonly source: SourceQuery;
	readonly settings: IterationSettings;
	readonly game: Game;
	/** The query string of the run at `place`, in `lang` (defaults left out). */
	link(place: RunPlace, lang: Lang): string;
}

/**
 * Opens `lab` on a link to a run (`algorithm` its search): the search's own options read from
 * `params`, each refused said; a run that cannot open shows the article's board under the same
 * options instead.
 */
export async function openRunLink(
	lab: Lab,
	params: URLSearchParams,
	algorithm: SearchId,
	remembered: CodeLanguage
): Promise<void> {
	const { query: read, problems } = readQuery(params, { code: remembered });
	const named = read.search.algorithm === algorithm ? read.search : plainSearch(algorithm);
	const query = iterationQueryOf({ ...read, search: named });
	const { source, settings, granularity, step } = query;
	// A position the search refuses outright (chance nodes) stays, under the search it takes.
	const instead = settledSaid(source, plainSearch(algorithm));
	if (instead.search.algorithm !== algorithm) {
		await lab.open(source, instead.search, 'call', 0, null);
		lab.problems = [...problems, ...instead.refused, ...lab.problems];
		return;
	}
	if (await lab.openRun(source, settings, granularity, step)) {
		lab.problems = [...problems, ...lab.problems];
		return;
	}
	const failed = lab.problems.map(
		(problem): Localized =>
			(t) =>
				problem(t) + t.page.showingArticleInstead
	);
	if (lab.runShown === null) await lab.openRun(DEFAULT_QUERY.source, settings, granularity, 0);
	lab.problems = [...problems, ...failed, ...lab.problems];
}

/**
 * Records `settings`' run of `source` and opens it as its search's view plays it: a short run
 * here, a long one in the search worker (`loader`: its progress and cancel). Resolves with the
 * run, or with null when cancelled; rejects with the `InputError` of options or a position
 * refused, or with `SearchStopped` when the worker failed.
 */
export async function openRun(
	source: SourceQuery,
	settings: IterationSettings,
	loader: SearchLoader
): Promise<RunShown | null> {
	checkOptions(settings);
	const game = gameFor(source);
	const view = await loadRunView(settings.algorithm);
	const recorded = await recordRun(game, settings, view, loader);
	if (recorded === null) return null;
	const run = await view.open(recorded, game, presenterFor(game));
	const own = ownSource(source, settings.algorithm, () => sourceOf(unpackGame(packGame(game))));
	return {
		run,
		source: own,
		settings,
		game,
		link: (place, lang) => writeQuery(queryOfIterations({ source: own, settings, ...place }), lang)
	};
}

/**
 * The run's record and the answer its view compares it with: here when both are quick (a search
 * still running is cancelled), else in the worker. The answer may take far more work than the
 * run: minimax's on Connect Four's early boards passes 250,000 calls.
 */
async function recordRun(
	game: Game,
	settings: IterationSettings,
	view: RunView,
	loader: SearchLoader
): Promise<RecordedRun | null> {
	const total = iterationOption(settings, 'iterations');
	const rule = await iterationRule(settings.algorithm);
	const answer =
		total > IN_PAGE_ITERATIONS ? null : await rule.answer(game, game.root, IN_PAGE_ANSWER_CALLS);
	if (answer === null) return loader.loadRun(game, settings, total, view);
	loader.cancel();
	return { record: rule.record(game, game.root, settings), answer };
}
