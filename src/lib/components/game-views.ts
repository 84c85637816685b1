import type { Component } from 'svelte';
import {
	loadGames,
	type GameKind,
	type GameSource,
	type Move,
	type Position,
	type SearchSettings,
	type Trace
} from '$lib/engine';
import { gameCatalogue, part } from '$lib/engine/catalogue';
import { loadInputErrors } from '$lib/engine/errors';
import { addCardViews } from './card-views.svelte';
import type { CallView, PrunedView } from '$lib/player/nodes';
import type { Snapshot } from '$lib/player/snapshot';
import type { CallEstimates } from '$lib/player/estimates';
import type { GameNarration } from '$lib/games';
import type { GameOpening } from '$lib/games/opening';
import type { GamePresenter, NodeSize } from '$lib/games/presenter';

export interface EditorProps {
	source: GameSource;
	onsearch: (source: GameSource, search?: Partial<SearchSettings>) => void;
	/** The page's call estimates, for an editor that shows them (the page starts the worker). */
	estimator: CallEstimates;
}

/** An editor's module, loaded on first need: its component. */
export const editorOf = (module: Promise<{ default: Component<EditorProps> }>) =>
	module.then((loaded) => loaded.default);

/**
 * The parts of the page that differ by kind of game, as components: the inside of a call's card
 * and of a node alpha-beta cut (outlines, links, windows and badges are common), the running
 * position's own panel, and the editor of a position of this kind.
 */
export interface GameViews {
	/** Its card parts, which no step 0 draws: loaded later (card-views.svelte.ts). */
	readonly cards: () => Promise<CardViews>;
	/**
	 * Starts from `source` when it is of this kind, else from the presenter's `editorStart`. An
	 * editor that chooses part of the search (Connect Four's depth limit) hands it over too.
	 * Loaded when the position dialog first shows it, so it stays out of the page's first view.
	 */
	readonly Editor: () => Promise<Component<EditorProps>>;
	/** The running position, large, beside the tree; null where the tree's nodes say it all. */
	readonly Panel: Component<{
		trace: Trace;
		snapshot: Snapshot;
		/** The call a by-call step is named after (its narration looks at it); null by event. */
		told?: number | null;
	}> | null;
}

/** A game's card parts (its `view/cards.ts`), loaded after the first view (card-views.svelte.ts). */
export interface CardViews {
	/** A call's card; `room`: the width the row over it may take (its tags and name). */
	readonly Card: Component<{ view: CallView; size: NodeSize; room?: number }>;
	readonly Pruned: Component<{ view: PrunedView; size: NodeSize }>;
	/**
	 * A position drawn small on its own, as an image named `label`, `width` pixels wide (an MCTS
	 * playout's final board), its last move outlined and a winning `line` marked; null where a
	 * position has no picture of its own (a tree's node: its value says it).
	 */
	readonly Thumbnail: Component<ThumbnailProps> | null;
}

/**
 * A game's `view/index.ts`: its views, and its narration, which only the step-through page tells:
 * its opening (step 0's telling, the first view's) with the views, the rest on first need
 * (games/presenters.ts: `loadNarrations`, with the steps past 0).
 */
export interface ViewModule {
	readonly views: GameViews;
	readonly opening: GameOpening;
	readonly narration: () => Promise<GameNarration>;
}

export interface ThumbnailProps {
	position: Position;
	lastMove: Move | null;
	line: readonly number[] | null;
	width: number;
	label: string;
}

/**
 * Each kind's views, a part of its entry in the games' catalogue added at start-up by the view
 * registry (src/lib/view-registry/), the one place that imports every game's Svelte parts.
 */
const VIEWS = part<GameViews>(
	(kind) => `No views of game "${kind}" are registered: import 'src/lib/view-registry' first.`
);

/** Adds a kind's views; registering a kind again replaces its views. */
export function registerViews(kind: GameKind, entry: GameViews): void {
	gameCatalogue.set(kind, VIEWS, entry);
	addCardViews(kind, entry.cards);
}

/** The editor of the kind `kind`, with its game's code loaded first (the dialog lists every kind). */
export async function editorFor(kind: GameKind): Promise<Component<EditorProps>> {
	await loadGames([kind]);
	// Its checks say the game's input errors: their sentences come with it.
	await loadInputErrors();
	return gameCatalogue.get(kind, VIEWS).Editor();
}

/** The drawing's parts for the presenter's kind of game. */
export function viewsFor(presenter: GamePresenter): GameViews {
	return gameCatalogue.get(presenter.kind, VIEWS);
}
