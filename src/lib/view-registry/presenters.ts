import '$lib/registry';
import type { GameKind } from '$lib/engine';
import { connect4Presenter } from '$lib/games/connect4/view/presenter';
import type { GameExample, GamePresenter } from '$lib/games/presenter';
import { registerPresenters } from '$lib/games/presenters';
import { tictactoePresenter } from '$lib/games/tictactoe/view/presenter';
import { treePresenter } from '$lib/games/tree/view/presenter';

/**
 * The games the page can show, each through its presenter, registered in the presenters'
 * catalogue (games/presenters.ts) after the registry has filled the core's. A new game is its
 * folder in `src/lib/games/` and one entry here (and in index.ts for its Svelte parts).
 */
export const PRESENTERS: Readonly<Record<GameKind, GamePresenter>> = {
	board: tictactoePresenter,
	connect4: connect4Presenter,
	tree: treePresenter
};

registerPresenters(Object.values(PRESENTERS));

/** Every kind's examples, in menu order. */
export const EXAMPLES: readonly GameExample[] = Object.values(PRESENTERS)
	.flatMap((presenter) => presenter.examples)
	.sort((a, b) => a.rank - b.rank);
