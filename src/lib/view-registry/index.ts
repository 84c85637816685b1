import type { GameKind } from '$lib/engine';
import { addGamePart } from '$lib/engine/loading';
import { registerViews, type GameViews } from '$lib/components/game-views';
import './presenters';
import './first';
import './run-views';

/**
 * The view registry: the one place that lists every game's views (its presenter, presenters.ts;
 * its Svelte parts, here), each loaded with its game on first need (engine/loading.ts), so a
 * page carries the code of the games it shows and no other. The practice forms are
 * practice.ts's, imported by the practice page alone. It imports the registry first
 * (presenters.ts), so every page imports this once and finds every catalogue ready to fill. A
 * worker imports the registry alone: it needs no view.
 */
const VIEWS: Readonly<Record<GameKind, () => Promise<{ views: GameViews }>>> = {
	board: () => import('$lib/games/tictactoe/view'),
	connect4: () => import('$lib/games/connect4/view'),
	tree: () => import('$lib/games/tree/view')
};

for (const kind of Object.keys(VIEWS) as GameKind[])
	addGamePart(kind, VIEWS[kind], ({ views }) => registerViews(kind, views));

export { EXAMPLES } from './presenters';
