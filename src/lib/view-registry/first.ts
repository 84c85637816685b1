// What every view shows first, imported statically as well as loaded on first need: the build
// then fetches it with the page's own modules, in parallel, and the view's load finds it there
// at once. Every view needs the default game (the step-through page's default, a link's
// fallback), whose `view/first.ts` imports its parts, minimax with its words (the listing the
// code panel shows) and plain alpha-beta's rule (the editors' counts): alpha-beta's words (its
// listing, its window told) load when it is first shown.
import.meta.glob('../games/*/view/first.ts', { eager: true });
import '$lib/searches/minimax/code';
import '$lib/searches/minimax/listing';
import '$lib/searches/alphabeta/code';
