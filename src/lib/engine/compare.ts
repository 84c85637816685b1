import { CountingRecorder } from './counter';
import { CallLimitPassed, scaleFor } from './recorder';
import type { Game } from './game';
import { settingsFor, settingsOf, type SearchChoice, type SearchSettings } from './search';
import { settingsAs } from './search-settings';
import { runSearch } from './run';
import { searchIds, takesSetting, variantOptions, type SearchId } from './search-catalog';

/**
 * The searches the compare view sets side by side (search.ts), counted. They are the recorded
 * searches' own rules told to a `CountingRecorder` instead of a trace, so the empty board's
 * 549,946 minimax calls take a few milliseconds and nothing is kept.
 *
 * Every call counts, a table hit included; a leaf is a terminal call that was scored (under memo
 * a finished position met again is a hit, not a leaf); a cut-off is a call that stopped with
 * moves left because alpha met beta; the depth is the deepest level reached.
 */

/** The compare view's rows: every search, with or without the table keyed up to symmetry. */

export interface SearchCounts {
	readonly algorithm: SearchId;
	/** The search as run: its depth limit and symmetry too. */
	readonly settings: SearchSettings;
	/** The root's value: the same for every search under the same depth limit. */
	readonly score: number;
	readonly calls: number;
	readonly leaves: number;
	readonly cutoffs: number;
	/** Calls answered from the table (table searches only). */
	readonly hits: number;
	/** Positions stored in the table (table searches only). */
	readonly positions: number;
	/** Calls at the depth limit scored by the evaluation. */
	readonly estimates: number;
	/** Deepest level reached; the root is level 0. */
	readonly depth: number;
	/** Calls made at each level. */
	readonly perDepth: readonly number[];
}

/**
 * A row of the compare view: a search by name, with its table keyed up to symmetry or not.
 * Its key names it in the page (`data-algorithm`): the algorithm, `-symmetry` appended.
 */
export interface CompareRowSpec {
	readonly key: CompareRowKey;
	readonly algorithm: SearchId;
	readonly symmetry: boolean;
	/** The options the row searches with (a deepening search's aspiration width); absent: none. */
	readonly options?: Readonly<Record<string, number>>;
}

/** A row's key: the search's id, `-symmetry` appended for a table keyed up to symmetry. */
export type CompareRowKey = string;

/**
 * Every row, in the order the view lists them (the registry's): each search that takes symmetry
 * followed by its symmetric twin, each search with a second row (its `variant`: iterative
 * deepening's aspiration window) by that row, keyed by its options' names.
 */
export function compareRows(): readonly CompareRowSpec[] {
	return searchIds('calls').flatMap((algorithm): CompareRowSpec[] => {
		const plain = { key: algorithm, algorithm, symmetry: false };
		if (takesSetting(algorithm, 'symmetry'))
			return [plain, { key: `${algorithm}-symmetry`, algorithm, symmetry: true }];
		const options = variantOptions(algorithm);
		if (options !== null)
			return [plain, { ...plain, key: rowKeyOf({ ...plain, depthLimit: null, options }), options }];
		return [plain];
	});
}

/**
 * A row's search under a depth limit (null: to the end), and the link's order and cut rule where
 * the row can take them (`settingsAs`: the ordered search keeps its own order, a search without
 * a window has no cut rule).
 */
export function rowSettings(
	row: CompareRowSpec,
	depthLimit: number | null,
	options: Pick<SearchSettings, 'order' | 'cut'> = {}
): SearchSettings {
	const { algorithm, symmetry } = row;
	const { order, cut } = options;
	return {
		...settingsAs({ algorithm, depthLimit, symmetry: false, order, cut }, algorithm),
		symmetry,
		...(row.options === undefined ? {} : { options: row.options })
	};
}

/** The row that runs `settings`'s search (its depth limit aside). */
export function rowKeyOf(settings: SearchSettings): CompareRowKey {
	if (settings.symmetry) return `${settings.algorithm}-symmetry`;
	// A row with options is keyed by their names (iterative-aspiration).
	const keys = Object.keys(settings.options ?? {});
	return keys.length === 0 ? settings.algorithm : `${settings.algorithm}-${keys.join('-')}`;
}

/** Counts `search` on `game` to its end; null when it passes `limit` calls (counting stops there). */
export function countWithin(game: Game, search: SearchChoice, limit: number): SearchCounts | null {
	const settings = settingsFor(game, settingsOf(search));
	// The scale the search tells its values on (a search that averages meets new ones).
	const counter = new CountingRecorder(game, false, scaleFor(game, settings), limit);
	let run: ReturnType<typeof runSearch>;
	try {
		run = runSearch(game, game.root, counter, settings);
	} catch (error) {
		if (error instanceof CallLimitPassed) return null;
		throw error;
	}
	return {
		algorithm: settings.algorithm,
		settings,
		score: counter.scale.value(run.rank),
		calls: counter.calls,
		leaves: counter.leaves,
		cutoffs: counter.pruning,
		hits: counter.answered,
		positions: run.table?.size ?? 0,
		estimates: counter.estimates,
		depth: counter.deepest,
		perDepth: counter.perDepth()
	};
}

export function countSearch(game: Game, search: SearchChoice): SearchCounts {
	return countWithin(game, search, Infinity) as SearchCounts;
}
