import type { GameKind } from '$lib/engine';
import { editorOf, registerViews, type GameViews } from '$lib/components/game-views';
import ComparePositionBoard from '$lib/games/tictactoe/view/ComparePosition.svelte';
import BoardCard from '$lib/games/tictactoe/view/BoardCard.svelte';
import BoardPruned from '$lib/games/tictactoe/view/BoardPruned.svelte';
import PositionPanel from '$lib/games/tictactoe/view/PositionPanel.svelte';
import Connect4Card from '$lib/games/connect4/view/Connect4Card.svelte';
import ComparePositionConnect4 from '$lib/games/connect4/view/ComparePosition.svelte';
import Connect4Panel from '$lib/games/connect4/view/Connect4Panel.svelte';
import Connect4Pruned from '$lib/games/connect4/view/Connect4Pruned.svelte';
import TreeCard from '$lib/games/tree/view/TreeCard.svelte';
import ComparePositionTree from '$lib/games/tree/view/ComparePosition.svelte';
import TreePruned from '$lib/games/tree/view/TreePruned.svelte';
import './presenters';

/**
 * The view registry: the one place that imports every game's view (its presenter, its Svelte
 * parts; the editors are loaded when the position dialog first opens) and registers them in the
 * catalogues the page asks by kind (games/presenters.ts, components/game-views.ts). The practice
 * forms are practice.ts's, imported by the practice page alone. It imports the registry
 * first (presenters.ts), so every page imports this once and finds every catalogue filled. A
 * worker imports the registry alone: it needs no view.
 */

const VIEWS: Readonly<Record<GameKind, GameViews>> = {
	board: {
		Card: BoardCard,
		Pruned: BoardPruned,
		Editor: () => editorOf(import('$lib/games/tictactoe/view/BoardEditor.svelte')),
		Panel: PositionPanel,
		ComparePosition: ComparePositionBoard
	},
	connect4: {
		Card: Connect4Card,
		Pruned: Connect4Pruned,
		Editor: () => editorOf(import('$lib/games/connect4/view/Connect4Editor.svelte')),
		Panel: Connect4Panel,
		ComparePosition: ComparePositionConnect4
	},
	tree: {
		Card: TreeCard,
		Pruned: TreePruned,
		Editor: () => editorOf(import('$lib/games/tree/view/TreeEditor.svelte')),
		Panel: null,
		ComparePosition: ComparePositionTree
	}
};

registerViews(VIEWS);

export { EXAMPLES, PRESENTERS } from './presenters';
