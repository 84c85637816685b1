import type {
	Game,
	IterationComparePlan,
	IterationRule,
	SearchCounts,
	SearchId,
	SearchSettings
} from '$lib/engine';
import { compareRows, countWithin, rowKeyOf, rowSettings } from '$lib/engine/compare';
import { InputError } from '$lib/engine/errors';
import { estimateCalls } from '$lib/engine/estimate';
import { packGame } from '$lib/engine/pack';
import { orderLoss } from '$lib/engine/root-moves';
import {
	reorderedFrom,
	searchDescriptor,
	iterationRule,
	comparedIterationSearchIds
} from '$lib/engine/search-catalog';
import { depthCeiling, orderingOf } from '$lib/engine/search';
import { checkSettings, settingsAs } from '$lib/engine/search-settings';
import { gameFor } from '$lib/engine/game-catalog';
import { settleSearch } from '$lib/player/settle';
import { sourceParams } from '$lib/player/source-params';
import type { CompareMessage, CompareRequest } from './compare';

/**
 * The most calls a row is counted to: some 4 s of counting for minimax, the slowest per call
 * (Connect Four's depth-8 minimax, 6,634,027 calls, takes about 3 s). A row past it is refused
 * by its estimate (`estimateCalls`, at most ~0.4 s) before anything is counted.
 */
export const COUNT_LIMIT = 10_000_000;

/** An iteration search with a compare row (its descriptor's `compare` plan), its rule loaded. */
export interface CompareSettler {
	readonly algorithm: SearchId;
	readonly plan: IterationComparePlan;
	readonly rule: IterationRule;
}

/** Every registered iteration search with a compare row, in the registry's order, rules loaded. */
export function loadSettlers(): Promise<readonly CompareSettler[]> {
	return Promise.all(
		comparedIterationSearchIds().flatMap((algorithm) => {
			const plan = searchDescriptor(algorithm).compare;
			return plan === undefined
				? []
				: [iterationRule(algorithm).then((rule) => ({ algorithm, plan, rule }))];
		})
	);
}

/**
 * What the compare worker does, as a function of the request and a way to answer, so the unit
 * tests run it in Node as the worker would: the position first (packed, so a big tree is parsed
 * here once and never on the page, with its link parameters, packed here too), then the link's
 * search checked, then one row per search under its depth limit (or its refusal, past `limit`
 * calls by its estimate or as counted), then each of `settlers`' runs to minimax's move (to the end, whatever
 * the depth limit), then done; or the input error.
 */
export function compareSearches(
	{ source, search }: CompareRequest,
	answer: (message: CompareMessage) => void,
	limit: number = COUNT_LIMIT,
	settlers: readonly CompareSettler[] = []
): void {
	try {
		const game = gameFor(source);
		// Copied, not transferred: the searches below still read the tree's columns.
		answer({ kind: 'game', game: packGame(game), link: sourceParams(source) });
		// The order and cut rule go to every row that can take them, the link's own search or not.
		const { depthLimit } = settle(game, settingsAs(search, search.algorithm), answer);
		const counted = new Map<string, SearchCounts>();
		for (const row of compareRows()) {
			const settings = rowSettings(row, depthLimit, search);
			try {
				checkSettings(game, settings, depthCeiling(game));
			} catch (error) {
				if (!(error instanceof InputError)) throw error;
				answer({ kind: 'skipped', key: row.key, error: error.data });
				continue;
			}
			const { calls, exact } = estimateCalls(game, settings);
			if (calls > limit) {
				answer({ kind: 'tooBig', key: row.key, calls, exact, passed: false, limit });
				continue;
			}
			const start = performance.now();
			// An estimate grown from a few levels can be low: counting stops at the limit anyway.
			const counts = countWithin(game, settings, limit);
			if (counts === null) {
				answer({ kind: 'tooBig', key: row.key, calls: limit, exact: false, passed: true, limit });
				continue;
			}
			answer({ kind: 'row', counts, ms: performance.now() - start });
			counted.set(row.key, counts);
		}
		// A loss to the game's order is worth explaining only where the rows keep it.
		if (orderingOf(search) === 'given') explainOrderLosses(game, counted, depthLimit, answer);
		for (const { algorithm, plan, rule } of settlers) {
			if (rule.settle === undefined) continue;
			const start = performance.now();
			const report = rule.settle(game, game.root, plan.seeds, plan.iterations(game));
			answer({ kind: 'settle', algorithm, report, ms: performance.now() - start });
		}
		answer({ kind: 'done' });
	} catch (error) {
		if (!(error instanceof InputError)) throw error;
		answer({ kind: 'error', error: error.data });
	}
}

/**
 * The most calls a reordering search may have made for its loss to be explained: its run and
 * the plain one are counted again (about a second at most), and "All searches done" waits.
 */
const ORDER_LOSS_LIMIT = 1_000_000;

/**
 * Each reordering search that made more calls than the search it reorders (both counted, within
 * `ORDER_LOSS_LIMIT`) is run once more, split by root move (`orderLoss`), so the page can say
 * why: at most two more runs of rows already counted.
 */
function explainOrderLosses(
	game: Game,
	counted: ReadonlyMap<string, SearchCounts>,
	depthLimit: number | null,
	answer: (message: CompareMessage) => void
): void {
	for (const [key, counts] of counted) {
		if (counts.settings.symmetry) continue;
		const plain = reorderedFrom(counts.algorithm);
		const plainCounts =
			plain === null ? undefined : counted.get(rowKeyOf({ ...counts.settings, algorithm: plain }));
		if (plainCounts === undefined || counts.calls <= plainCounts.calls) continue;
		if (counts.calls > ORDER_LOSS_LIMIT) continue;
		const loss = orderLoss(game, counts.algorithm, depthLimit);
		if (loss !== null) answer({ kind: 'orderLoss', key, loss });
	}
}

/**
 * The link's search as this position can take it (`settleSearch`, as the step-through page
 * does): each option dropped is told with the search that runs instead.
 */
function settle(
	game: Game,
	search: SearchSettings,
	answer: (message: CompareMessage) => void
): SearchSettings {
	const settled = settleSearch(game, search);
	for (const refusal of settled.refusals)
		answer({ kind: 'refused', refusal, search: settled.search });
	return settled.search;
}
