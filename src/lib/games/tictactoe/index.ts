// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) loads this file.
/** What the registry loads of this game on first need: its rules and its traits. */
export { tictactoe as module } from './module';
export { tictactoeTraits as traits } from './traits';
