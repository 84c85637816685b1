import '$lib/registry';
import type { GameKind } from '$lib/engine';
import { addGamePart } from '$lib/engine/loading';
import { everyExample } from '$lib/games/entries';
import type { GameExample, GamePresenter } from '$lib/games/presenter';
import { registerPresenters } from '$lib/games/presenters';

/**
 * The games the page can show, each through its presenter, loaded with the game on first need
 * (engine/loading.ts) into the presenters' catalogue (games/presenters.ts), after its rules. A
 * new game is its folder in `src/lib/games/` and one line here (and in index.ts for its Svelte
 * parts).
 */
const PRESENTERS: Readonly<Record<GameKind, () => Promise<GamePresenter>>> = {
	board: async () => (await import('$lib/games/tictactoe/view/presenter')).tictactoePresenter,
	connect4: async () => (await import('$lib/games/connect4/view/presenter')).connect4Presenter,
	tree: async () => (await import('$lib/games/tree/view/presenter')).treePresenter
};

for (const kind of Object.keys(PRESENTERS) as GameKind[])
	addGamePart(kind, PRESENTERS[kind], (presenter) => registerPresenters([presenter]));

/** Every kind's examples, in menu order (from the games' entries: no game's code is loaded). */
export const EXAMPLES: readonly GameExample[] = everyExample();
