import type { Game, GameKind } from '$lib/engine';
import { gameCatalogue, part } from '$lib/engine/catalogue';
import { kindOf } from '$lib/engine/game-catalog';
import type { GamePresenter } from './presenter';

/**
 * The presenters the page asks by kind, a part of each game's entry in the games' catalogue,
 * added at start-up by the view registry (src/lib/view-registry/), the one place that imports
 * every game's presenter: the player layer, the state and the components ask here, and so import
 * no game.
 */
const PRESENTER = part<GamePresenter>(
	(kind) =>
		`No presenter of game "${kind}" is registered: import 'src/lib/view-registry' at the entry point first.`
);

/** Adds presenters; registering a kind again replaces its presenter. */
export function registerPresenters(list: readonly GamePresenter[]): void {
	for (const presenter of list) gameCatalogue.set(presenter.kind, PRESENTER, presenter);
}

/** The presenter of the game kind `kind`; throws when none is registered. */
export function presenterOf(kind: GameKind): GamePresenter {
	return gameCatalogue.get(kind, PRESENTER);
}

/** The presenter for a game's kind. */
export function presenterFor(game: Game): GamePresenter {
	return presenterOf(kindOf(game));
}
