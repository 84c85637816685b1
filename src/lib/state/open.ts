import { InputError, readTraceJson, type Algorithm } from '$lib/engine';
import {
	SYNC_CALL_LIMIT,
	callsAhead,
	gameFor,
	search,
	sessionFrom,
	sourceOf,
	type Granularity,
	type SourceQuery
} from '$lib/player';
import type { SearchLoader } from './loader.svelte';
import type { Player } from './player.svelte';

/**
 * Opens a position in the player: a small search runs at once, a big one (the full game) in the
 * search worker while the current tree stays on screen. Never throws on bad input: returns what
 * went wrong, for the page to show, with `opened` false when the player was left as it was.
 */
export async function openPosition(
	player: Player,
	loader: SearchLoader,
	source: SourceQuery,
	algorithm: Algorithm,
	granularity: Granularity = player.granularity,
	step = 0
): Promise<{ opened: boolean; problems: string[] }> {
	try {
		const game = gameFor(source);
		const expected = callsAhead(game, algorithm);
		if (expected <= SYNC_CALL_LIMIT) {
			loader.cancel();
			player.load(sessionFrom(source, game, search(game, algorithm)), granularity, step);
		} else {
			const session = await loader.load(source, algorithm, expected);
			if (session === null)
				return {
					opened: false,
					problems: ['The search was cancelled; the tree shown is unchanged.']
				};
			player.load(session, granularity, step);
		}
	} catch (error) {
		if (!(error instanceof Error)) throw error;
		const suffix = error instanceof InputError ? '' : ' The tree shown is unchanged.';
		return { opened: false, problems: [`${error.message}${suffix}`] };
	}
	const past = step > player.steps.last;
	return {
		opened: true,
		problems: past
			? [`Step ${step} is past the end; showing the last step, ${player.steps.last}.`]
			: []
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
): Promise<{ opened: boolean; problems: string[] }> {
	const unchanged = ' The tree shown is unchanged.';
	if (file.size > MAX_TRACE_FILE_BYTES) {
		const megabytes = Math.round(file.size / 1e6);
		return {
			opened: false,
			problems: [`${file.name} is ${megabytes} MB; trace files up to 120 MB open here.${unchanged}`]
		};
	}
	try {
		const { game, trace } = readTraceJson(await file.text());
		loader.cancel();
		player.load(sessionFrom(sourceOf(game), game, trace), player.granularity, 0);
		return { opened: true, problems: [] };
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		return { opened: false, problems: [`${file.name}: ${error.message}${unchanged}`] };
	}
}
