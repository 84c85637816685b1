import type { Trace } from '$lib/engine';
import { traceJsonChunks } from '$lib/engine/json';
import { traitsFor } from '$lib/games/traits';

/** The name a saved trace gets: the search's, so two saved side by side are told apart. */
export function traceFileName(trace: Trace): string {
	return `minimax-lab-${trace.algorithm}-trace.json`;
}

/** The trace in the CLI's JSON format, as the engine writes it (piece by piece). */
export function traceBlob(trace: Trace): Blob {
	return new Blob([...traceJsonChunks(trace)], { type: 'application/json' });
}

/**
 * The searched tree as a file the tree editor and the CLI's `--tree` read back: the nested array
 * as JSON. It keeps a tree too big for a link; a board's link always fits, so boards have none
 * (its game's traits say: `positionFile`).
 */
export const TREE_FILE_NAME = 'minimax-lab-tree.json';

/** Whether the trace's game saves as a file of its own, which `treeBlob` writes. */
export function savesTree(trace: Trace): boolean {
	return traitsFor(trace.game).positionFile !== undefined;
}

/** The nested array as JSON; null for a board (tic-tac-toe or Connect Four). */
export function treeBlob(trace: Trace): Blob | null {
	const file = traitsFor(trace.game).positionFile;
	if (file === undefined) return null;
	return new Blob([file(trace.game)], { type: 'application/json' });
}
