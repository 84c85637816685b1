// Vite's module runner, which runs every module a unit test imports, keeps a module's exports as
// getters on an object made by `Object.create(null)`: V8 keeps such an object in dictionary mode,
// so each call of an imported function (`__vite_ssr_import_0__.drop(…)`) is a hash lookup and a
// getter call no optimizer inlines. The engine's hot loops cross modules at every node (a game's
// rules, its bit helpers, the recorder), and ran 2-3x slower under Vitest than under Node
// (Connect Four, 60 minimax searches to depth 5: 655-900 ms CPU against 284 by tsx, and 320-326
// with this file). An object once used as a prototype is given fast properties, its getters then
// inlined like any call: each module's exports are made one, nothing about them changed (same
// getters, same null prototype, still sealed). Listed first in `setupFiles`, before any module of
// the app is loaded; the runner's own class is the one Node loaded for Vitest (not inlined).
import { ModuleRunner } from 'vite/module-runner';

type DirectRequest = (this: ModuleRunner, ...args: unknown[]) => Promise<unknown>;
const runner = ModuleRunner.prototype as unknown as { directRequest: DirectRequest };
const load = runner.directRequest;
// A Vite that loads modules otherwise says so here, not by a suite three times slower.
if (typeof load !== 'function')
	throw new Error("fast-exports: Vite's ModuleRunner has no directRequest");
runner.directRequest = async function (...args) {
	const exports = await load.apply(this, args);
	if (typeof exports === 'object' && exports !== null) Object.setPrototypeOf({}, exports);
	return exports;
};
