import type { Component } from 'svelte';
import type {
	Game,
	IterationColumns,
	IterationRecord,
	Move,
	Position,
	SearchId,
	SearchSettings
} from '$lib/engine';
import type { CodeLanguage } from '$lib/games';
import type { GamePresenter } from '$lib/games/presenter';
import type { Lang } from '$lib/i18n';
import type { CodeListing, Narration } from '$lib/player';
import type { Run } from '$lib/player/run';
import type { Moment } from '$lib/practice/predict';
import type { Figure, FigureChoices, FigureOptions } from '$lib/engine/figure';
import { part, searchCatalogue } from '$lib/engine/catalogue';
import { loadOnce } from '$lib/engine/load-once';

/**
 * A run whose search draws the page's middle itself (MCTS's tree, visits and playout): the
 * player steps it as any run; the page lays out the frame and asks the run for the rest.
 */
export interface ViewedRun extends Run {
	readonly record: IterationRecord;
	/**
	 * Its longest narrations at any step, the page measuring the tallest (the box keeps its
	 * height while stepping).
	 */
	tallest(lang: Lang): readonly Narration[];
	listing(language: CodeLanguage, lang: Lang): CodeListing;
	/** The most lines its listing has in any code language (the panel keeps its height). */
	readonly rows: number;
	/** The tree and what the search shows beside it, at a step; its tree's drawing, to save. */
	readonly Side: Component<RunSideProps, { drawing(): SVGSVGElement | null }>;
	/** Predict mode's moments stepping by `unit`, each `event` the step that shows it. */
	moments?(unit: string): readonly Moment[];
	/** What the Share menu saves of it besides its link; absent: the link alone. */
	readonly share?: RunShare;
}

/** A run as a file the page opens again (its search's JSON), and its tree at a step for paper. */
export interface RunShare {
	readonly fileName: string;
	file(): Iterable<string>;
	/** The tree drawn at a step by `unit`, as the figure writers take it (loaded on first use). */
	figure(step: number, unit: string, options: FigureOptions): Promise<Figure>;
	/** The figure's choices in its own words (its labels are no calls or names), in `lang`. */
	figureChoices(lang: Lang): FigureChoices;
}

export interface RunSideProps {
	run: ViewedRun;
	step: number;
	/** The unit stepped by (an id of the run's `units`). */
	unit: string;
	presenting: boolean;
}

/** A run's record, with the exact answer its view compares it with (`IterationRule.answer`). */
export interface RecordedRun {
	readonly record: IterationRecord;
	readonly answer: readonly Move[] | null;
}

/** A search's view, loaded on first need (the view registry lists them). */
export interface RunView {
	/** A record made again from the columns a worker sent (each checked); throws when they are not its own. */
	revive(
		game: Game,
		root: Position,
		settings: SearchSettings,
		columns: IterationColumns
	): IterationRecord;
	/** The page's run of a record (with the code it needs besides its own loaded first). */
	open(recorded: RecordedRun, game: Game, presenter: GamePresenter): Promise<ViewedRun>;
}

/**
 * A search's own view, a part of its entry in the searches' catalogue: how to load it, once. It
 * loads on its own, not with the search's code (a worker or the compare view runs the search and
 * draws no run of it).
 */
const RUN_VIEW = part<() => Promise<RunView>>((id) => `No view of search "${id}" is registered.`);

/** Adds a search's view (the view registry does, once per search); a failed load is tried again. */
export function registerRunView(id: SearchId, load: () => Promise<RunView>): void {
	searchCatalogue.set(id, RUN_VIEW, loadOnce(load));
}

/** Search `id`'s view, loaded once. */
export function loadRunView(id: SearchId): Promise<RunView> {
	const load = searchCatalogue.find(id, RUN_VIEW);
	if (load === undefined) return Promise.reject(new Error(RUN_VIEW.missing(id, [])));
	return load();
}
