/**
 * The registry: imported once by every entry point (the root layout, each worker, the CLI, the
 * unit tests' setup, the bench) before anything asks the engine for a game.
 */
import './games';
