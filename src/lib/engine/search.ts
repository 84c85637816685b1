import type { CutRule } from './cut-rule';
import { InputError } from './errors';
import type { Game, Position } from './game';
import type { MoveOrdering } from './oracle';
import {
	gameRefusal,
	searchIds,
	takesSetting,
	type SearchId,
	type SharedSetting
} from './search-catalog';
import { checkOptions, givenOptions, searchOption } from './options';

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

/**
 * `settings` without an order, cut rule or option when those are the defaults (one form for
 * each).
 */
export function plainOptions(
	settings: Omit<SearchSettings, 'options'> & {
		readonly options?: Readonly<Record<string, number>> | undefined;
	}
): SearchSettings {
	const { order, cut, options, ...rest } = settings;
	const given = givenOptions(rest.algorithm, options);
	return {
		...rest,
		...(order === undefined || order === 'given' ? {} : { order }),
		...(cut === undefined || cut === 'ge' ? {} : { cut }),
		...(given === undefined ? {} : { options: given })
	};
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

/**
 * `settings` for search `algorithm` instead, keeping the shared settings it takes (symmetry, an
 * order, the cut rule) and the options it declares (another search offered in its place).
 */
export function settingsAs(settings: SearchSettings, algorithm: SearchId): SearchSettings {
	const takes = (setting: SharedSetting) => takesSetting(algorithm, setting);
	return plainOptions({
		...settings,
		algorithm,
		symmetry: settings.symmetry && takes('symmetry'),
		order: takes('order') ? orderingOf(settings) : 'given',
		cut: takes('cut') ? cutRuleOf(settings) : 'ge',
		options: takenOptions(settings.options, algorithm)
	});
}

/** `options` without those search `algorithm` does not declare. */
export function takenOptions(
	options: Readonly<Record<string, number>> | undefined,
	algorithm: SearchId
): Readonly<Record<string, number>> | undefined {
	if (options === undefined) return undefined;
	return Object.fromEntries(
		Object.entries(options).filter(([key]) => searchOption(algorithm, key) !== undefined)
	);
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

/**
 * Each shared setting's refusal when `settings` give it (not its default) to a search that does
 * not take it; null when they leave it at its default. An order is refused by a search with an
 * order of its own (the ordered alpha-beta: the oracle would replace the guess it shows).
 */
const SHARED_REFUSALS: Readonly<
	Record<SharedSetting, (settings: SearchSettings) => InputError | null>
> = {
	symmetry: ({ symmetry, algorithm }) =>
		symmetry ? new InputError('symmetryNoTable', { algorithm }) : null,
	order: (settings) => {
		const order = orderingOf(settings);
		return order === 'given'
			? null
			: new InputError('orderOwnOrder', { algorithm: settings.algorithm, order });
	},
	cut: (settings) =>
		cutRuleOf(settings) === 'ge'
			? null
			: new InputError('cutNoWindow', { algorithm: settings.algorithm })
};

/**
 * Throws `InputError` when `settings` cannot run on `game`: a depth limit that is not a whole
 * number from 1 to `maxDepth` (the board's 9 cells, the tree's height), symmetry on a game
 * without symmetries (a tree), a shared setting its search does not take (its descriptor's
 * `takes`), a game its search refuses (`gameRefusal`: chance nodes, unstated value bounds), or
 * an option out of its range or given to a search that does not declare it (options.ts: the one
 * check of options).
 */
export function checkSettings(game: Game, settings: SearchSettings, maxDepth: number): void {
	const { depthLimit, symmetry, algorithm } = settings;
	if (depthLimit !== null) {
		if (!Number.isInteger(depthLimit) || depthLimit < 1 || depthLimit > maxDepth)
			throw new InputError('depthRange', { value: String(depthLimit), max: maxDepth });
	}
	if (symmetry && (game.symmetries === undefined || game.transform === undefined))
		throw new InputError('symmetryNoBoard');
	for (const setting of Object.keys(SHARED_REFUSALS) as SharedSetting[]) {
		const refused = takesSetting(algorithm, setting) ? null : SHARED_REFUSALS[setting](settings);
		if (refused !== null) throw refused;
	}
	const refused = gameRefusal(game, algorithm, depthLimit !== null);
	if (refused !== null) throw refused;
	checkOptions(settings);
}

/** The default search: the registry's first (plain minimax, the freeCodeCamp article's). */
export function defaultSearchId(): SearchId {
	const first = searchIds()[0];
	if (first === undefined)
		throw new Error(`No search is registered: import '$lib/registry' first.`);
	return first;
}
