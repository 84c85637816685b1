// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import type { GameDeclaration } from '../declaration';
import { connect4Entry } from './entry';

/**
 * Connect Four, as the registry lists it. On the command line, `--game connect4` with the
 * columns played (`--moves`) and who maximises.
 */
export const CONNECT4: GameDeclaration = {
	...connect4Entry,
	folder: 'connect4',
	rules: () => import('./index'),
	errors: () => import('./errors')
};
