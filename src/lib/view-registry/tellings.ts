import {
	addSearchWords,
	searchIds,
	traceDeclaration,
	type SearchTellings
} from '$lib/engine/search-catalog';

/**
 * The parts of the narration a search's traces need told beside the generic one (a window, a
 * table, chance nodes: player/narration/tellings.ts), each written in the search folder that
 * owns it, and added to the words of every search whose traces hold what it tells (asked of the
 * plug-in module): loaded with those words on a page that shows the search's run
 * (`loadSearches`), so the first view, which shows minimax, carries none of them and no worker,
 * which never narrates, reaches any.
 */
type Telling = () => Promise<Partial<SearchTellings>>;

/** What a search's traces hold (`TraceDeclaration`) that a part tells. */
type Held = 'window' | 'origin' | 'averages';

const PARTS: readonly (readonly [Held, Telling])[] = [
	[
		'window',
		async () => ({ window: (await import('$lib/searches/alphabeta/narration')).WINDOW_TELLING })
	],
	['origin', async () => ({ table: (await import('$lib/searches/memo/narration')).TABLE_TELLING })],
	[
		'averages',
		async () => ({ chance: (await import('$lib/searches/expectimax/narration')).CHANCE_TELLING })
	]
];

for (const id of searchIds('calls')) {
	const held = traceDeclaration(id);
	const parts = PARTS.filter(([holds]) => held[holds]).map(([, load]) => load);
	if (parts.length > 0)
		addSearchWords(id, async () => {
			const told = await Promise.all(parts.map((load) => load()));
			return { tells: told.reduce((all, part) => ({ ...all, ...part }), {}) };
		});
}
