import { browser } from '$app/environment';
import { isGameLoaded, loadAllGames, loadGames, type GameKind } from '$lib/engine';
import { gameEntryOf, kindsNamedIn } from '$lib/games/entries';
import type { Localized } from '$lib/i18n';
import { pendingQuery } from '$lib/player/long-link';

/**
 * A view's load (its +page.ts): the code of the games it shows first, before it hydrates, so
 * reading its link stays synchronous: the view's own default `shown`, and every kind the link
 * names (a link too long for the address bar was set aside: its query counts). A named kind
 * whose code cannot be fetched is left out here and reported when the link is read. Prerendering
 * loads every game: each view's default is drawn at build time.
 */
export async function loadLinkedGames(shown: GameKind): Promise<void> {
	if (!browser) return loadAllGames();
	const params = new URLSearchParams(pendingQuery(location.search));
	const named = kindsNamedIn((name) => params.has(name)).filter((kind) => kind !== shown);
	await Promise.all([loadGames([shown]), loadGames(named).catch(() => undefined)]);
}

/**
 * Loads the code of the games `kinds`; resolves with null once it is, or with the problem to
 * show when a game's code could not be fetched (the network down, the site updated meanwhile).
 */
export async function gameCodeMissing(kinds: readonly GameKind[]): Promise<Localized | null> {
	try {
		await loadGames(kinds);
		return null;
	} catch {
		const kind = kinds.find((each) => !isGameLoaded(each)) ?? kinds[0];
		const { editorLabel } = gameEntryOf(kind);
		return (t) => t.problems.gameNotLoaded(t.page[editorLabel]);
	}
}
