import { depthCeiling, type Game } from '$lib/engine';

/**
 * The deepest limit the page searches a game that is only ever searched under a limit (Connect
 * Four): past it even alpha-beta runs to millions of calls. The CLI may go deeper.
 */
export const PAGE_DEPTH_MAX = 12;

/** The depth limits the page offers on a game. */
export interface DepthChoices {
	/** "No limit" is offered: the whole game can be searched (boards, trees). */
	readonly none: boolean;
	/** The deepest limit offered: the longest line, or `PAGE_DEPTH_MAX` for a limited game. */
	readonly deepest: number;
	/** The limit a search runs under when none is chosen; null: to the end. */
	readonly fallback: number | null;
}

/** What the page lets a search on `game` go down to, by what the game says of itself. */
export function depthChoices(game: Game): DepthChoices {
	const fallback = game.defaultDepthLimit ?? null;
	const ceiling = depthCeiling(game);
	if (fallback === null) return { none: true, deepest: ceiling, fallback };
	return { none: false, deepest: Math.min(ceiling, PAGE_DEPTH_MAX), fallback };
}
