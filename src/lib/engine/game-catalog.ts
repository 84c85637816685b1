import { gameCatalogue, part } from './catalogue';
import { registerInputErrors } from './errors';
import type { Game } from './game';
import type { GameKind, GameModule } from './game-module';

/**
 * The games' modules, a part of each entry of the games' catalogue (engine/catalogue.ts), filled
 * once at start-up: every entry point (the page's root layout, each worker, the CLI, the unit
 * tests' setup, the bench) imports `src/lib/registry`, which adds each game's rules to load on
 * first need. The core asks here, by kind, and so imports no game.
 */

/** A game's rules: its module, loaded on first need with its traits (src/lib/registry/games.ts). */
const MODULE = part<GameModule>((kind, known) =>
	known.length === 0
		? `No game is registered (asked for "${kind}"): import 'src/lib/registry' at the entry point first.`
		: `No game "${kind}" is registered (registered: ${known.join(', ')}).`
);

/**
 * Adds game modules to the catalogue, and their input errors' sentences to the errors'
 * catalogue; registering a kind again replaces its module.
 */
export function registerGames(list: readonly GameModule[]): void {
	for (const module of list) {
		gameCatalogue.set(module.kind, MODULE, module);
		if (module.errors !== undefined) registerInputErrors(module.errors);
	}
}

/** The registered modules, in the order they were registered. */
export function gameModules(): readonly GameModule[] {
	return gameCatalogue.values(MODULE);
}

/** Whether `kind` names a registered game (as a trace file's "game" object may not). */
export function isGameKind(kind: unknown): kind is GameKind {
	return typeof kind === 'string' && gameCatalogue.has(kind, MODULE);
}

/** The module of the game kind `kind`; throws when no such game is registered. */
export function gameModule(kind: string): GameModule {
	return gameCatalogue.get(kind, MODULE);
}

/** The module `game` belongs to, by its `kind`. */
export function moduleOf(game: Game): GameModule {
	return gameModule(game.kind);
}
