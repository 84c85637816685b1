// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) imports this file.
import type { GameDeclaration } from '../declaration';
import { treeEntry } from './entry';

/**
 * Game trees, as the registry lists them. On the command line, `--tree JSON` and whether its
 * root maximises.
 */
export const TREE: GameDeclaration = {
	...treeEntry,
	folder: 'tree',
	rules: () => import('./index'),
	errors: () => import('./errors'),
	// A tree too long to read plainly in a link is packed (`treez`).
	linkCode: () => import('../../engine/deflate').then((deflate) => deflate.loadPacker())
};
