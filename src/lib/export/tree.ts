import type { Trace } from '$lib/engine';
import { describeGame } from '$lib/engine/json';
import { kindOf } from '$lib/engine/source';

/**
 * The searched tree as a file the tree editor and the CLI's `--tree` read back: the nested array
 * as JSON. It keeps a tree too big for a link; a board's link always fits, so boards have none.
 */

export const TREE_FILE_NAME = 'minimax-lab-tree.json';

/** Whether the trace's game is a tree, which `treeBlob` can save. */
export function savesTree(trace: Trace): boolean {
	return kindOf(trace.game) === 'tree';
}

/** The nested array as JSON; null for a board (tic-tac-toe or Connect Four). */
export function treeBlob(trace: Trace): Blob | null {
	if (!savesTree(trace)) return null;
	const game = describeGame(trace);
	if (game.kind !== 'tree') return null;
	return new Blob([JSON.stringify(game.tree)], { type: 'application/json' });
}
