import type { Game, Position } from '$lib/engine';
import type { GamePresenter } from './presenter';

/**
 * The name a game's drawings give the node at `position`, asked of its presenter: a tree's own
 * name ("B"), else its number as the tree draws it ("n6"); null where a game names a position by
 * the moves that reach it (boards), so a search's view words a move instead.
 */
export function drawnNodeName(
	presenter: GamePresenter,
	game: Game,
	position: Position
): string | null {
	const own = presenter.nodeName?.(game, position) ?? null;
	if (own !== null) return own;
	const number = presenter.nodeNumber?.(game, position) ?? null;
	return number === null ? null : `n${number}`;
}
