// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import { registerGames } from '../engine/game-catalog';
import { connect4 } from '../games/connect4/module';
import { tictactoe } from '../games/tictactoe/module';
import { tree } from '../games/tree/module';

/**
 * The games this program knows: the one place that imports every game module and registers it
 * in the engine's catalogue (engine/game-catalog.ts). A new game is its folder in
 * `src/lib/games/` and one entry here.
 */
registerGames([tictactoe, connect4, tree]);
