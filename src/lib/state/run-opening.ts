import {
	gameFor,
	iterationRule,
	optionValue,
	sourceOf,
	type Game,
	type SearchSettings
} from '$lib/engine';
import { packGame, unpackGame } from '$lib/engine/pack';
import { checkOptions } from '$lib/engine/option-values';
import { presenterFor } from '$lib/games';
import type { SourceQuery } from '$lib/player';
import { ownSource } from '$lib/player/query';
import type { SearchLoader } from './loader.svelte';
import { loadRunView, type RecordedRun, type RunView, type ViewedRun } from '$lib/ui/run-views';

// Opening a run whose search draws its own view (MCTS's), loaded by the lab with the first such
// run: the first view carries none of it.

/** Runs up to this many iterations are recorded on the page; longer ones in the search worker. */
export const IN_PAGE_ITERATIONS = 5000;

/** The work an answer may take on the page (`IterationRule.answer`): the empty board's is 12,112. */
const IN_PAGE_ANSWER_CALLS = 20_000;

/**
 * A run shown whose search draws its own view: its position (as its link can carry it) and
 * settings, which the lab's address writes.
 */
export interface RunShown {
	readonly run: ViewedRun;
	readonly source: SourceQuery;
	readonly settings: SearchSettings;
	readonly game: Game;
}

/**
 * Records `settings`' run of `source` and opens it as its search's view plays it: a short run
 * here, a long one in the search worker (`loader`: its progress and cancel). Resolves with the
 * run, or with null when cancelled; rejects with the `InputError` of options or a position
 * refused, or with `SearchStopped` when the worker failed.
 */
export async function openRun(
	source: SourceQuery,
	settings: SearchSettings,
	loader: SearchLoader
): Promise<RunShown | null> {
	checkOptions(settings);
	const game = gameFor(source);
	const view = await loadRunView(settings.algorithm);
	const recorded = await recordRun(game, settings, view, loader);
	if (recorded === null) return null;
	const run = await view.open(recorded, game, presenterFor(game));
	const own = ownSource(source, settings.algorithm, () => sourceOf(unpackGame(packGame(game))));
	return { run, source: own, settings, game };
}

/**
 * The run's record and the answer its view compares it with: here when both are quick (a search
 * still running is cancelled), else in the worker. The answer may take far more work than the
 * run: minimax's on Connect Four's early boards passes 250,000 calls.
 */
async function recordRun(
	game: Game,
	settings: SearchSettings,
	view: RunView,
	loader: SearchLoader
): Promise<RecordedRun | null> {
	const total = optionValue(settings, 'iterations');
	const rule = await iterationRule(settings.algorithm);
	const answer =
		total > IN_PAGE_ITERATIONS ? null : await rule.answer(game, game.root, IN_PAGE_ANSWER_CALLS);
	if (answer === null) return loader.loadRun(game, settings, total, view);
	loader.cancel();
	return { record: rule.record(game, game.root, settings), answer };
}
