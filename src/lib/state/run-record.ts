import {
	iterationOption,
	iterationRule,
	type Game,
	type IterationRecord,
	type IterationSettings
} from '$lib/engine';
import type { SearchLoader } from './loader.svelte';
import type { RunView } from './run-views';

/** Runs up to this many iterations are recorded on the page; longer ones in the search worker. */
export const IN_PAGE_ITERATIONS = 5000;

/**
 * The record of `settings`' run of `game` from its root: recorded here when short (a search
 * still running in the worker is cancelled), else in the search worker with its progress and a
 * cancel; null when cancelled.
 */
export async function recordRun(
	game: Game,
	settings: IterationSettings,
	view: RunView,
	loader: SearchLoader
): Promise<IterationRecord | null> {
	const total = iterationOption(settings, 'iterations');
	if (total > IN_PAGE_ITERATIONS) return loader.loadRun(game, settings, total, view);
	loader.cancel();
	const rule = await iterationRule(settings.algorithm);
	return rule.record(game, game.root, settings);
}
