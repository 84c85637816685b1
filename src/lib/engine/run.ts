import type { Game, Position } from './game';
import { oracleOrder } from './oracle';
import { TraceRecorder, type SearchRecorder } from './recorder';
import { searchRule, traceDeclaration } from './search-catalog';
import { cutRuleOf, orderingOf, settingsFor, type SearchSettings } from './search';
import type { ScoreTable } from './table';
import type { SearchOptions, Trace } from './trace';

// Running a search (its rule, told to a recorder), apart from its settings (search.ts): a view
// that only plays a trace back (the step-through page's first view, the article's board,
// prerecorded) carries no recorder.

/** The table's key for a position: itself, or the least of its images under the symmetries. */
function tableKey(game: Game, symmetry: boolean): ((position: Position) => number) | null {
	const count = game.symmetries ?? 1;
	const transform = game.transform?.bind(game);
	if (!symmetry || transform === undefined || count <= 1) return null;
	return (position) => {
		let least = position;
		for (let k = 1; k < count; k++) {
			const image = transform(position, k);
			if (image < least) least = image;
		}
		return least;
	};
}

/**
 * Runs the search `settings` name from `root`, telling `recorder` every call; returns the root's
 * score as a rank into `recorder.scale`, and the table it filled (null for a search without one).
 */
export function runSearch(
	game: Game,
	root: Position,
	recorder: SearchRecorder,
	settings: SearchSettings
): { rank: number; table: ScoreTable | null } {
	// A search whose calls read a table's entries keeps one.
	const table: ScoreTable | null = traceDeclaration(settings.algorithm).origin ? new Map() : null;
	const key = tableKey(game, settings.symmetry) ?? undefined;
	const ordering = orderingOf(settings);
	const cut = cutRuleOf(settings);
	const { options } = settings;
	const rank = searchRule(settings.algorithm).run(game, root, recorder, {
		depthLimit: settings.depthLimit,
		...(key === undefined ? {} : { key }),
		...(table === null ? {} : { table }),
		...(ordering === 'given' ? {} : { order: oracleOrder(game, settings.depthLimit, ordering) }),
		...(cut === 'ge' ? {} : { cut }),
		...(options === undefined ? {} : { options })
	});
	return { rank, table };
}

/**
 * The search `settings` name, recorded call by call as a trace (with the game's default depth
 * limit when they name none: `settingsFor`).
 */
export function search(
	game: Game,
	asked: SearchSettings,
	options: SearchOptions & { root?: Position } = {}
): Trace {
	const settings = settingsFor(game, asked);
	const recorder = new TraceRecorder(
		game,
		settings,
		options.onProgress ?? null,
		options.expectedCalls ?? null
	);
	const { table } = runSearch(game, options.root ?? game.root, recorder, settings);
	return recorder.finish(table?.size ?? 0);
}
