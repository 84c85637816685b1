// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import type { GameDeclaration } from '../declaration';
import { tictactoeEntry } from './entry';

/**
 * Tic-tac-toe, as the registry lists it: the default game (every view shows it first, so its
 * view's `first.ts` loads it with the page). On the command line, `--board CELLS` with who moves,
 * who maximises, how finished boards score and the estimate at a depth limit.
 */
export const TICTACTOE: GameDeclaration = {
	...tictactoeEntry,
	folder: 'tictactoe',
	rules: () => import('./index'),
	errors: () => import('./errors')
};
