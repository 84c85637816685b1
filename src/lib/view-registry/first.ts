// What every view shows first, imported statically as well as loaded on first need: the build
// then fetches it with the page's own modules, in parallel, and the view's load finds it there
// at once. Every view needs the default game (the step-through page's default, a link's
// fallback), whose `view/first.ts` imports its parts, and minimax and plain alpha-beta (the
// default searches, the editors' counts), with their words (the listings the code panel shows).
import.meta.glob('../games/*/view/first.ts', { eager: true });
import '$lib/searches/minimax/code';
import '$lib/searches/minimax/listing';
import '$lib/searches/alphabeta/code';
import '$lib/searches/alphabeta/listing';
