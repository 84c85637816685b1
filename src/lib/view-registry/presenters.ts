import '$lib/registry';
import { addGamePart } from '$lib/engine/game-catalog';
import { registerPresenters } from '$lib/games/presenters';
import { PARTS } from './parts';

/**
 * The games the page can show, each through its presenter (its `view/parts.ts` says where),
 * loaded with the game on first need (engine/game-catalog.ts) into the presenters' catalogue
 * (games/presenters.ts), after its rules.
 */
for (const { kind, presenter } of Object.values(PARTS))
	addGamePart(kind, presenter, (loaded) => registerPresenters([loaded.presenter]));
