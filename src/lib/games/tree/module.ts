import type { RandomTreeOptions } from './random';
import type { RootKind } from './rules';

/** A tree: written out as JSON text, or drawn by `randomTree` from `random`. */
export type TreeSource =
	| { readonly kind: 'tree'; readonly tree: string; readonly root: RootKind }
	| { readonly kind: 'tree'; readonly random: RandomTreeOptions; readonly root: RootKind };
