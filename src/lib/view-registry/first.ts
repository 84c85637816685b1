// What every view shows first, imported statically as well as loaded on first need: the build
// then fetches it with the page's own modules, in parallel, and the view's load finds it there
// at once. Every view needs tic-tac-toe (the step-through page's default, a link's fallback), and
// minimax and plain alpha-beta (the default searches, the editors' counts).
import '$lib/games/tictactoe';
import '$lib/games/tictactoe/view';
import '$lib/games/tictactoe/view/presenter';
import '$lib/searches/minimax/code';
import '$lib/searches/alphabeta/code';
