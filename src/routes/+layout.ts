// The registry fills the core's catalogues of games and searches, on the server as it
// prerenders and in the browser, before any page runs a search.
import '$lib/registry';

// The whole site is static: prerender every page at build time.
export const prerender = true;
