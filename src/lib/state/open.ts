import { InputError, type Algorithm } from '$lib/engine';
import {
	SYNC_CALL_LIMIT,
	callsAhead,
	gameFor,
	search,
	sessionFrom,
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
