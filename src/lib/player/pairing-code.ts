import { loadedOnUse } from '$lib/engine/load-once';

// Two searches' calls paired (side by side) load when a second search is first set beside the
// first (`loadPairing`, with the second search's code): the first view shows one search.
const pairing = loadedOnUse(
	() => import('./pairing'),
	'Two searches are paired before loadPairing() finished.'
);

export const loadPairing = pairing.load;

/** The pairing's code, once `loadPairing` is done: a side by side is only set after it. */
export const pairingCode = pairing.get;
