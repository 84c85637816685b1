// Relative paths, not $lib: the CLI (run by tsx, without SvelteKit's aliases) loads this file.
/** What the registry loads of this game on first need: its rules and its traits. */
export { connect4 as module } from './module';
export { connect4Traits as traits } from './traits';
