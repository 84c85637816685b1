import type { ClientInit } from '@sveltejs/kit';
import { resolve } from '$app/paths';
import { setAsideLongQuery } from '$lib/player/long-link';

/**
 * Before the router starts (its first history update would run on the whole address): a compare
 * link too long for the address bar, a 100,000-leaf tree, is set aside for the view to read, and
 * a short address shown meanwhile (`long-link.ts`). The view writes its own once it has read it.
 */
export const init: ClientInit = () => {
	if (location.pathname !== resolve('/compare')) return;
	const address = setAsideLongQuery(location.pathname, location.search);
	// The router is not started yet: its own `replaceState` cannot run here.
	if (address !== null) history.replaceState(history.state, '', `${address}${location.hash}`);
};
