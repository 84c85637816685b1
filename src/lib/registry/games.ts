// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import { addGameErrors, addGamePart, addLinkCode, registerGames } from '../engine/game-catalog';
import type { GameDeclaration } from '../games/declaration';
import { registerGameEntries } from '../games/entries';
import { registerTraits } from '../games/traits';
import { CONNECT4 } from '../games/connect4/game';
import { TICTACTOE } from '../games/tictactoe/game';
import { TREE } from '../games/tree/game';

/**
 * The games this program knows, one line each, in the order menus and the command line's help
 * list them: the one place that lists every game. The first is the default (the position every
 * view opens on, and a link's fallback). Each is its folder's declaration (`game.ts`): its entry
 * (plain data every page carries), its command-line form, and its rules, loaded on first need
 * with its traits: each a part of the game's one entry in the games' catalogue
 * (engine/catalogue.ts). Its views are its `view/parts.ts`'s, which the view registry adds to the
 * same entry. A new game is its folder in `src/lib/games/` and one line here.
 */
export const GAMES: readonly GameDeclaration[] = [TICTACTOE, CONNECT4, TREE];

registerGameEntries(GAMES);
for (const game of GAMES) {
	addGamePart(game.kind, game.rules, ({ module, traits }) => {
		registerGames([module]);
		registerTraits([traits]);
	});
	const { errors } = game;
	if (errors !== undefined) addGameErrors(game.kind, async () => (await errors()).default);
	if (game.linkCode) addLinkCode(game.kind, game.linkCode);
}
