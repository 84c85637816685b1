// Tic-tac-toe is the default game (the registry's first), which every view shows first: the
// view registry's first.ts imports this file statically, so the build fetches the game's rules,
// views and presenter with the page's own modules, in parallel, and the view's load finds them
// there at once. Only the default game has this file (tests/unit/registry pins it).
import '../index';
import './index';
import './presenter';
