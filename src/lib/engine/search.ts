import type { CutRule } from './cut-rule';
import type { Game, Position } from './game';
import type { MoveOrdering } from './oracle';
import { searchIds, type SearchId } from './search-catalog';

/**
 * A search by its id with its settings. The searches themselves are modules
 * (`src/lib/searches/<id>/`), listed by the registry; the core runs them through their
 * descriptors (search-catalog.ts). Any of them takes a depth limit; those that keep a table can
 * key it up to a board's symmetries.
 */
export interface SearchSettings {
	readonly algorithm: SearchId;
	/**
	 * Calls at this depth (the root is depth 0) score an unfinished position with the game's
	 * `evaluate` instead of searching it; null searches to the end.
	 */
	readonly depthLimit: number | null;
	/** The table (memo, alphabeta-table) keys positions up to the board's symmetries. */
	readonly symmetry: boolean;
	/** The order moves are tried in (oracle.ts); absent: `given`, the game's own. */
	readonly order?: MoveOrdering;
	/** When a search with a window cuts (cut-rule.ts); absent: `ge`, on alpha >= beta. */
	readonly cut?: CutRule;
	/**
	 * The search's declared options given (options.ts: iterative deepening's aspiration width),
	 * by key; absent: each at its fallback.
	 */
	readonly options?: Readonly<Record<string, number>>;
}

/** The order `settings` try moves in: `given` when they name none. */
export function orderingOf(settings: SearchSettings): MoveOrdering {
	return settings.order ?? 'given';
}

/** The cut rule `settings` search with: `ge` when they name none. */
export function cutRuleOf(settings: SearchSettings): CutRule {
	return settings.cut ?? 'ge';
}

/** The search by its id alone: no depth limit, no symmetry. */
export function plainSearch(algorithm: SearchId): SearchSettings {
	return { algorithm, depthLimit: null, symmetry: false };
}

/** A search named alone (no depth limit, no symmetry) or in full. */
export type SearchChoice = SearchId | SearchSettings;

export function settingsOf(choice: SearchChoice): SearchSettings {
	return typeof choice === 'string' ? plainSearch(choice) : choice;
}

/**
 * `settings` as they run on `game`: with the game's default depth limit when they name none (a
 * game too big to search to its end, Connect Four: 4), else as they are.
 */
export function settingsFor(game: Game, settings: SearchSettings): SearchSettings {
	const fallback = game.defaultDepthLimit;
	return settings.depthLimit === null && fallback !== undefined
		? { ...settings, depthLimit: fallback }
		: settings;
}

/** The highest depth limit a page or file may ask for: the game's longest game, or its walk's. */
export function depthCeiling(game: Game): number {
	return game.maxPlies ?? longestLine(game);
}

/**
 * The deepest limit worth asking for: the number of moves the longest game from the root can
 * still take (a board's empty cells, a tree's height). A limit at or past it changes nothing.
 */
function longestLine(game: Game): number {
	let deepest = 0;
	const seen = new Set<Position>();
	const walk = (position: Position, depth: number): void => {
		if (depth > deepest) deepest = depth;
		if (seen.has(position)) return;
		seen.add(position);
		for (const move of game.moves(position)) walk(game.play(position, move), depth + 1);
	};
	walk(game.root, 0);
	return deepest;
}

/** The default search: the registry's first (plain minimax, the freeCodeCamp article's). */
export function defaultSearchId(): SearchId {
	const first = searchIds()[0];
	if (first === undefined)
		throw new Error(`No search is registered: import '$lib/registry' first.`);
	return first;
}
