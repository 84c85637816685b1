import '$lib/registry';
import { addGamePart } from '$lib/engine/game-catalog';
import { everyExample } from '$lib/games/entries';
import type { GameExample } from '$lib/games/presenter';
import { registerPresenters } from '$lib/games/presenters';
import { PARTS } from './parts';

/**
 * The games the page can show, each through its presenter (its `view/parts.ts` says where),
 * loaded with the game on first need (engine/game-catalog.ts) into the presenters' catalogue
 * (games/presenters.ts), after its rules.
 */
for (const { kind, presenter } of Object.values(PARTS))
	addGamePart(kind, presenter, (loaded) => registerPresenters([loaded.presenter]));

/** Every kind's examples, in menu order (from the games' entries: no game's code is loaded). */
export const EXAMPLES: readonly GameExample[] = everyExample();
