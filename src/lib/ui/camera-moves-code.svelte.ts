import { loadOnce } from '$lib/engine/load-once';

type CameraMoves = typeof import('./camera-moves');

// The camera's moves (camera-moves.ts), out of the first view: a tree at step 0 follows no call.
// They load before any step past 0 shows (with the tree's parts past it: loadTreeDetail), and
// where a camera is asked to follow a call before that (TreeCanvas).
let moves: CameraMoves | null = $state.raw(null);

/** Loads the camera's moves (once; a failed load is tried again on the next call). */
export const loadCameraMoves = loadOnce(() =>
	import('./camera-moves').then((loaded) => void (moves = loaded))
);

/** The camera's moves, or null before `loadCameraMoves` is done. */
export const cameraMoves = (): CameraMoves | null => moves;
