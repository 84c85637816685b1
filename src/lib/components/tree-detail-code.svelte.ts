import { loadOnce } from '$lib/engine/load-once';
import { loadCameraMoves } from '$lib/ui/camera-moves-code.svelte';
import { loadCardViews } from './card-views.svelte';

type TreeDetail = typeof import('./tree-detail');

// The tree's parts past step 0 (tree-detail.ts), out of the first view: the bare `/` opens at
// step 0 of a tree whose calls are all pending. They load before any step past the first shows
// (the page adds `loadTreeDetail` to the player's wait), with any other opening (a link, a menu,
// a file), and when the tree is hovered (a card's lens); drawn as soon as they are in.
let detail: TreeDetail | null = $state.raw(null);

const loadParts = loadOnce(() => import('./tree-detail').then((loaded) => void (detail = loaded)));

/**
 * Loads the tree's parts past step 0 (once; a failed load is tried again on the next call), the
 * camera's moves, and every game's card parts added so far, and from then on any game's as it is
 * added.
 */
export const loadTreeDetail = (): Promise<void> =>
	Promise.all([loadParts(), loadCardViews(), loadCameraMoves()]).then(() => {});

/** The tree's parts past step 0, or null before `loadTreeDetail` is done. */
export const treeDetail = (): TreeDetail | null => detail;
