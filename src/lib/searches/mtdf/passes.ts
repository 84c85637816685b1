import type { SearchSettings, Trace } from '$lib/engine';
import { tryIndex } from '$lib/engine/events';

/**
 * MTD(f)'s passes, read back from a trace: the driver is call 1 and each of its children one
 * pass (rule.ts), its window the null window it asked with, its value the answer. The bounds
 * follow from the answers alone: a value under β is the new upper bound, any other the new lower.
 */

/** One null-window search under the driver. */
export interface Pass {
	/** Its root call (a child of the driver). */
	readonly call: number;
	/** Its number, from 1. */
	readonly number: number;
	/** The guess it tests: the first guess, then the value of the pass before. */
	readonly guess: number;
	/** Its null window [β − 1, β], as the game's values (−∞ at the bottom of the scale). */
	readonly alpha: number;
	readonly beta: number;
	readonly value: number;
	/** Under β: the value is at most `value`; else at least. */
	readonly fail: 'low' | 'high';
	/** The bounds once it has answered, as the game's values (±Infinity while open). */
	readonly lower: number;
	readonly upper: number;
	/** Calls it made, its root's included. */
	readonly calls: number;
}

/** The first guess a search under `settings` starts from: its declared option `guess` (0 when absent). */
export function firstGuessOf(settings: SearchSettings): number {
	return settings.options?.guess ?? 0;
}

const kept = new WeakMap<Trace, readonly Pass[]>();

/** Every pass under the driver, in order (read once per trace, then kept). */
export function passesOf(trace: Trace): readonly Pass[] {
	const known = kept.get(trace);
	if (known !== undefined) return known;
	const passes: Pass[] = [];
	kept.set(trace, passes);
	if (trace.calls <= 1) return passes;
	const list = trace.childList(1);
	let guess = firstGuessOf(trace.settings);
	let lower = -Infinity;
	let upper = Infinity;
	for (let n = 0; n < list.count; n++) {
		const call = list.at(n);
		const alpha = trace.alpha(call) ?? -Infinity;
		const beta = trace.beta(call) ?? Infinity;
		const value = trace.score(call);
		const fail = value < beta ? 'low' : 'high';
		if (fail === 'low') upper = value;
		else lower = value;
		passes.push({
			call,
			number: n + 1,
			guess,
			alpha,
			beta,
			value,
			fail,
			lower,
			upper,
			calls: trace.lastDescendant(call) - call + 1
		});
		guess = value;
	}
	return passes;
}

/** The pass `call` belongs to (its ancestor under the driver); null for the driver itself. */
export function passOf(trace: Trace, call: number): Pass | null {
	if (call <= 1) return null;
	let top = call;
	for (let up = trace.parent(top); up !== null && up !== 1; up = trace.parent(top)) top = up;
	return passesOf(trace).find((pass) => pass.call === top) ?? null;
}

/**
 * The trace event index where each pass begins (the driver trying its root call), in order: the
 * steps a player stepping by pass stops at.
 */
export function passStarts(trace: Trace): readonly number[] {
	return passesOf(trace).map((pass) => tryIndex(trace, pass.call));
}
