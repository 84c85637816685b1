import { InputError, gameFor, readTraceJson, sourceOf, type Algorithm } from '$lib/engine';
import { explain, type Localized } from '$lib/i18n';
import {
	SYNC_CALL_LIMIT,
	callsAhead,
	search,
	sessionFrom,
	type Granularity,
	type SourceQuery
} from '$lib/player';
import { SearchStopped, type SearchLoader } from './loader.svelte';
import type { Player } from './player.svelte';

/**
 * Opens a position in the player: a small search runs at once, a big one (the full game) in the
 * search worker while the current tree stays on screen. Never throws on bad input: returns what
 * went wrong, for the page to show in its language, with `opened` false when the player was left
 * as it was.
 */
export async function openPosition(
	player: Player,
	loader: SearchLoader,
	source: SourceQuery,
	algorithm: Algorithm,
	granularity: Granularity = player.granularity,
	step = 0
): Promise<{ opened: boolean; problems: Localized[] }> {
	try {
		const game = gameFor(source);
		const expected = callsAhead(game, algorithm);
		if (expected <= SYNC_CALL_LIMIT) {
			loader.cancel();
			player.load(sessionFrom(source, game, search(game, algorithm)), granularity, step);
		} else {
			const session = await loader.load(source, game, algorithm, expected);
			if (session === null)
				return {
					opened: false,
					problems: [(t) => t.problems.searchCancelled]
				};
			player.load(session, granularity, step);
		}
	} catch (error) {
		if (!(error instanceof Error)) throw error;
		if (error instanceof InputError) return { opened: false, problems: [explain(error)] };
		const reason = error instanceof SearchStopped ? error.reason : null;
		const problem: Localized =
			reason === null ? explain(error) : (t) => t.problems.searchStopped(reason);
		return { opened: false, problems: [(t) => t.problems.unchanged(problem(t))] };
	}
	const last = player.steps.last;
	return {
		opened: true,
		problems: step > last ? [(t) => t.problems.stepPastEnd(step, last)] : []
	};
}

/** Files bigger than this are refused before reading (the full game's trace is about 80 MB). */
export const MAX_TRACE_FILE_BYTES = 120_000_000;

/**
 * Plays back a trace file in the CLI's JSON format. The file must describe exactly the search
 * this page would make on its position (`readTraceJson` checks every record); anything else is
 * refused with the reason and the player is left as it was.
 */
export async function openTraceFile(
	player: Player,
	loader: SearchLoader,
	file: File
): Promise<{ opened: boolean; problems: Localized[] }> {
	const { name } = file;
	if (file.size > MAX_TRACE_FILE_BYTES) {
		const megabytes = Math.round(file.size / 1e6);
		return {
			opened: false,
			problems: [(t) => t.problems.unchanged(t.problems.fileTooBig(name, megabytes))]
		};
	}
	try {
		const { game, trace } = readTraceJson(await file.text());
		loader.cancel();
		player.load(sessionFrom(sourceOf(game), game, trace), player.granularity, 0);
		return { opened: true, problems: [] };
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		const problem = explain(error);
		return {
			opened: false,
			problems: [(t) => t.problems.unchanged(t.problems.inFile(name, problem(t)))]
		};
	}
}
