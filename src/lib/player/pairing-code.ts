import { loadOnce } from '$lib/engine/load-once';
import type * as Pairing from './pairing';

// Two searches' calls paired (side by side) load when a second search is first set beside the
// first (`loadPairing`, with the second search's code): the first view shows one search.
let code: typeof Pairing | null = null;

export const loadPairing = loadOnce(async () => {
	code = await import('./pairing');
});

/** The pairing's code, once `loadPairing` is done: a side by side is only set after it. */
export function pairingCode(): typeof Pairing {
	if (code === null) throw new Error('Two searches are paired before loadPairing() finished.');
	return code;
}
