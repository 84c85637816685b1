import type { Component } from 'svelte';
import type { Game, GameKind, GameSource, SearchSettings, Trace } from '$lib/engine';
import type { Scoring } from '$lib/games/tictactoe/rules';
import type { CallView, PrunedView } from '$lib/player/nodes';
import type { Snapshot } from '$lib/player/snapshot';
import BoardCard from './tictactoe/BoardCard.svelte';
import BoardCompare from './tictactoe/ComparePosition.svelte';
import BoardPruned from './tictactoe/BoardPruned.svelte';
import PositionPanel from './tictactoe/PositionPanel.svelte';
import Connect4Card from './connect4/Connect4Card.svelte';
import Connect4Compare from './connect4/ComparePosition.svelte';
import Connect4Panel from './connect4/Connect4Panel.svelte';
import Connect4Pruned from './connect4/Connect4Pruned.svelte';
import type { GamePresenter, NodeSize } from './presenter';
import TreeCard from './tree/TreeCard.svelte';
import TreeCompare from './tree/ComparePosition.svelte';
import TreePruned from './tree/TreePruned.svelte';

export interface EditorProps {
	source: GameSource;
	onsearch: (source: GameSource, search?: Partial<SearchSettings>) => void;
}

/** An editor's module, loaded on first need: its component. */
const editor = (module: Promise<{ default: Component<EditorProps> }>) =>
	module.then((loaded) => loaded.default);

/**
 * The parts of the page that differ by kind of game, as components: the inside of a call's card
 * and of a node alpha-beta cut (outlines, links, windows and badges are common), the running
 * position's own panel, and the editor of a position of this kind.
 */
export interface GameViews {
	readonly Card: Component<{ view: CallView; size: NodeSize }>;
	readonly Pruned: Component<{ view: PrunedView; size: NodeSize }>;
	/**
	 * Starts from `source` when it is of this kind, else from the presenter's `editorStart`. An
	 * editor that chooses part of the search (Connect Four's depth limit) hands it over too.
	 * Loaded when the position dialog first shows it, so it stays out of the page's first view.
	 */
	readonly Editor: () => Promise<Component<EditorProps>>;
	/** The running position, large, beside the tree; null where the tree's nodes say it all. */
	readonly Panel: Component<{ trace: Trace; snapshot: Snapshot }> | null;
	/** The position in the compare view, with the options its searches take (a board's scoring). */
	readonly ComparePosition: Component<{
		game: Game;
		source: GameSource;
		onscoring: (scoring: Scoring) => void;
	}>;
}

const VIEWS: Readonly<Record<GameKind, GameViews>> = {
	board: {
		Card: BoardCard,
		Pruned: BoardPruned,
		Editor: () => editor(import('./tictactoe/BoardEditor.svelte')),
		Panel: PositionPanel,
		ComparePosition: BoardCompare
	},
	connect4: {
		Card: Connect4Card,
		Pruned: Connect4Pruned,
		Editor: () => editor(import('./connect4/Connect4Editor.svelte')),
		Panel: Connect4Panel,
		ComparePosition: Connect4Compare
	},
	tree: {
		Card: TreeCard,
		Pruned: TreePruned,
		Editor: () => editor(import('./tree/TreeEditor.svelte')),
		Panel: null,
		ComparePosition: TreeCompare
	}
};

/** The drawing's parts for the presenter's kind of game. */
export function viewsFor(presenter: GamePresenter): GameViews {
	return VIEWS[presenter.kind];
}
