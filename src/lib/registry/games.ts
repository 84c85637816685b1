// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import { addGamePart } from '../engine/loading';
import { registerGames } from '../engine/game-catalog';
import type { GameModule } from '../engine/game-module';
import { registerGameEntries, type GameEntry } from '../games/entries';
import { registerTraits, type GameTraits } from '../games/traits';
import { connect4Entry } from '../games/connect4/entry';
import { tictactoeEntry } from '../games/tictactoe/entry';
import { treeEntry } from '../games/tree/entry';

/** What a game's folder exports for the engine (its index.ts). */
interface GameRules {
	readonly module: GameModule;
	readonly traits: GameTraits;
}

/**
 * The games this program knows: the one place that lists every game. Each is its entry (plain
 * data every page carries: its examples, its link's parameters) and its rules, loaded on first
 * need into the engine's catalogue (engine/game-catalog.ts) with its traits (games/traits.ts:
 * its link, spacing and depth ceiling, which workers need too). A new game is its folder in
 * `src/lib/games/` and one line here (and one in the view registry for its views).
 */
const GAMES: readonly (readonly [GameEntry, () => Promise<GameRules>])[] = [
	[tictactoeEntry, () => import('../games/tictactoe')],
	[connect4Entry, () => import('../games/connect4')],
	[treeEntry, () => import('../games/tree')]
];

registerGameEntries(GAMES.map(([entry]) => entry));
for (const [entry, rules] of GAMES)
	addGamePart(entry.kind, rules, ({ module, traits }) => {
		registerGames([module]);
		registerTraits([traits]);
	});
