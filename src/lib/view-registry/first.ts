// What every view shows first, imported statically as well as loaded on first need: the build
// then fetches it with the page's own modules, in parallel, and the view's load finds it there
// at once. Every view needs the default game (the step-through page's default, a link's
// fallback), whose `view/first.ts` imports its parts, and minimax's words (the listing the code
// panel shows). The rules load with the first search a page runs (the step-through page plays
// its first view back from a trace recorded ahead; practice's view registry imports them), and
// alpha-beta's words (its listing, its window told) when it is first shown.
import.meta.glob('../games/*/view/first.ts', { eager: true });
import '$lib/searches/minimax/listing';
