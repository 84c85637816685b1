import type { Component } from 'svelte';
import type {
	Game,
	IterationColumns,
	IterationRecord,
	IterationSettings,
	Position,
	SearchId
} from '$lib/engine';
import type { CodeLanguage } from '$lib/games';
import type { GamePresenter } from '$lib/games/presenter';
import type { Lang } from '$lib/i18n';
import type { CodeListing, Granularity } from '$lib/player';
import type { SteppedRun } from '$lib/ui/iteration-player.svelte';

/**
 * What the step-through page plays of a search that goes by iterations (MCTS): a run made from
 * its record, read at any step by its index alone. Coarse steps (`call`) are iterations, fine
 * ones (`event`) their phases. The page lays the parts out and steps; the run says the rest.
 */
export interface IterationRun extends SteppedRun {
	readonly record: IterationRecord;
	/** What the step is, beside the step counter ("iteration 3, expand"). */
	detail(step: number, granularity: Granularity, lang: Lang): string;
	/** The narration of the step. */
	narrate(step: number, granularity: Granularity, lang: Lang): string;
	/** Its longest narration at any step (the box keeps its height while stepping). */
	tallest(lang: Lang): string;
	listing(language: CodeLanguage, lang: Lang): CodeListing;
	/** The listing's line running at the step (0-based); null before the first iteration. */
	line(step: number, granularity: Granularity, language: CodeLanguage): number | null;
	/** The most lines its listing has in any code language (the panel keeps its height). */
	readonly rows: number;
	/** A line saying what was searched ("500 iterations, 312 nodes"), beside the menus. */
	summary(lang: Lang): string;
	/** How the step controls name the coarse and fine steps. */
	granularityNames(lang: Lang): { readonly call: string; readonly event: string };
	/** The tree and what the search shows beside it, at a step. */
	readonly Side: Component<IterationSideProps>;
}

export interface IterationSideProps {
	run: IterationRun;
	step: number;
	granularity: Granularity;
	presenting: boolean;
}

/** A search's view, loaded on first need (the view registry lists them). */
export interface IterationView {
	/** A record made again from the columns a worker sent (each checked); throws when they are not its own. */
	revive(
		game: Game,
		root: Position,
		settings: IterationSettings,
		columns: IterationColumns
	): IterationRecord;
	/** The page's run of a record (with the code it needs besides its own loaded first). */
	open(record: IterationRecord, game: Game, presenter: GamePresenter): Promise<IterationRun>;
}

const loaders = new Map<SearchId, () => Promise<IterationView>>();
const loaded = new Map<SearchId, Promise<IterationView>>();

/** Adds a search's view (the view registry does, once per search). */
export function registerIterationView(id: SearchId, load: () => Promise<IterationView>): void {
	loaders.set(id, load);
}

/** Search `id`'s view, loaded once. */
export function loadIterationView(id: SearchId): Promise<IterationView> {
	let view = loaded.get(id);
	if (view === undefined) {
		const load = loaders.get(id);
		if (load === undefined)
			return Promise.reject(new Error(`No view of search "${id}" is registered.`));
		view = load();
		loaded.set(id, view);
		// A load that failed (offline) may be tried again.
		view.catch(() => loaded.delete(id));
	}
	return view;
}
