// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import { registerGames } from '../engine/game-catalog';
import { connect4 } from '../games/connect4/module';
import { tictactoe } from '../games/tictactoe/module';
import { tree } from '../games/tree/module';
import { registerTraits } from '../games/traits';
import { connect4Traits } from '../games/connect4/traits';
import { tictactoeTraits } from '../games/tictactoe/traits';
import { treeTraits } from '../games/tree/traits';

/**
 * The games this program knows: the one place that imports every game module and registers it
 * in the engine's catalogue (engine/game-catalog.ts), with its traits (games/traits.ts: its
 * link, spacing and depth ceiling, which workers need too). A new game is its folder in
 * `src/lib/games/` and one entry in each list here.
 */
registerGames([tictactoe, connect4, tree]);
registerTraits([tictactoeTraits, connect4Traits, treeTraits]);
