import type { SearchSettings, Trace } from '$lib/engine';
import { tryIndex } from '$lib/engine/events';
import { drivenRoot, drivenSearches, keptPerTrace, type DrivenSearch } from '../driver';

/**
 * MTD(f)'s passes, read back from a trace: the driver is call 1 and each of its children one
 * pass (rule.ts), its window the null window it asked with, its value the answer. The bounds
 * follow from the answers alone: a value under β is the new upper bound, any other the new lower.
 */

/**
 * One null-window search under the driver: its window [β − 1, β] as the game's values (−∞ at
 * the bottom of the scale).
 */
export interface Pass extends DrivenSearch {
	/** Its number, from 1. */
	readonly number: number;
	/** The guess it tests: the first guess, then the value of the pass before. */
	readonly guess: number;
	/** Under β: the value is at most `value`; else at least. */
	readonly fail: 'low' | 'high';
	/** The bounds once it has answered, as the game's values (±Infinity while open). */
	readonly lower: number;
	readonly upper: number;
}

/** The first guess a search under `settings` starts from: its declared option `guess` (0 when absent). */
export function firstGuessOf(settings: SearchSettings): number {
	return settings.options?.guess ?? 0;
}

/** Every pass under the driver, in order (read once per trace, then kept). */
export const passesOf = keptPerTrace((trace): readonly Pass[] => {
	let guess = firstGuessOf(trace.settings);
	let lower = -Infinity;
	let upper = Infinity;
	return drivenSearches(trace).map((search, n) => {
		const fail = search.value < search.beta ? 'low' : 'high';
		if (fail === 'low') upper = search.value;
		else lower = search.value;
		const pass = { ...search, number: n + 1, guess, fail, lower, upper } as const;
		guess = search.value;
		return pass;
	});
});

/** The pass `call` belongs to (its ancestor under the driver); null for the driver itself. */
export function passOf(trace: Trace, call: number): Pass | null {
	const root = drivenRoot(trace, call);
	return passesOf(trace).find((pass) => pass.call === root) ?? null;
}

/**
 * The trace event index where each pass begins (the driver trying its root call), in order: the
 * steps a player stepping by pass stops at.
 */
export function passStarts(trace: Trace): readonly number[] {
	return passesOf(trace).map((pass) => tryIndex(trace, pass.call));
}
