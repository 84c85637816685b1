import { loadedOnUse } from '$lib/engine/load-once';
import { loadNarrations } from '$lib/games/narrations';

// Two searches' calls paired (side by side) load when a second search is first set beside the
// first (`loadPairing`, with the second search's code): the first view shows one search. It tells
// steps past 0 as it opens (the box is sized by the longest), so the games' narration past their
// opening comes with it.
const pairing = loadedOnUse(
	() => Promise.all([import('./pairing'), loadNarrations()]).then(([code]) => code),
	'Two searches are paired before loadPairing() finished.'
);

export const loadPairing = pairing.load;

/** The pairing's code, once `loadPairing` is done: a side by side is only set after it. */
export const pairingCode = pairing.get;
