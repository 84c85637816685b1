import './messages';
import './games';
import { SEARCHES } from './searches';

/**
 * The registry: the one place that lists the games (games.ts) and the searches (searches.ts).
 * Importing it fills the core's catalogues, so every entry point (the app's root layout, each
 * worker, the CLI, the unit tests' set-up, the benchmark) imports it once before anything asks
 * the engine for a game or runs a search.
 */
export { SEARCHES } from './searches';

/** Every search's id, in the registry's order (the first is the default). */
export const ALGORITHMS: readonly string[] = SEARCHES.map((search) => search.id);
