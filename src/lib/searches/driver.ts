import type { StepNoteContext, Trace } from '$lib/engine';
import { boundText } from '$lib/engine/format';

/**
 * What the searches that drive searches of their own share (iterative deepening's iterations,
 * MTD(f)'s passes): the driver is call 1, and each of its children one search under it, read
 * back from the trace, told in the narration, lit in the listing and listed in a table.
 */

/** One search under the driver: its root call, window on entry (±Infinity: open), value, calls. */
export interface DrivenSearch {
	readonly call: number;
	readonly alpha: number;
	readonly beta: number;
	readonly value: number;
	readonly calls: number;
}

/** The searches under the driver, in order. */
export function drivenSearches(trace: Trace): DrivenSearch[] {
	if (trace.calls <= 1) return [];
	const list = trace.childList(1);
	return Array.from({ length: list.count }, (_, n) => {
		const call = list.at(n);
		return {
			call,
			alpha: trace.alpha(call) ?? -Infinity,
			beta: trace.beta(call) ?? Infinity,
			value: trace.score(call),
			calls: trace.lastDescendant(call) - call + 1
		};
	});
}

/** `read` of a trace, read once per trace, then kept. */
export function keptPerTrace<T>(read: (trace: Trace) => T): (trace: Trace) => T {
	const kept = new WeakMap<Trace, T>();
	return (trace) => {
		if (!kept.has(trace)) kept.set(trace, read(trace));
		return kept.get(trace) as T;
	};
}

/** The root of the search under the driver that `call` belongs to; null for the driver. */
export function drivenRoot(trace: Trace, call: number): number | null {
	if (call <= 1) return null;
	let top = call;
	for (let up = trace.parent(top); up !== null && up !== 1; up = trace.parent(top)) top = up;
	return top;
}

/** The driver's return, named: its value and best move, as the narration writes them. */
export function driverOutcome(context: StepNoteContext) {
	const { trace } = context;
	const best = trace.bestMove(1);
	return {
		name: context.name(1),
		value: context.value(trace.score(1)),
		best: best === null ? '—' : context.move(1, best)
	};
}

/** A window or a pair of bounds, "[a, b]": `write`'s values, or infinities. */
export const boundPair = (write: (value: number) => string, low: number, high: number): string =>
	`[${boundText(low, write)}, ${boundText(high, write)}]`;

/** No note as a search's value goes back to the driver: the narration tells that. */
export const backToDriver = ({ trace, call, kind }: StepNoteContext): boolean =>
	trace.parent(call) === 1 && (kind === 'return' || kind === 'receive');

/** The driver's lines in the listing: its loop, a search's call (`tried`), the test, its return. */
export function driverRole(
	trace: Trace,
	kind: 'try' | 'enter' | 'return' | 'receive',
	call: number,
	tried: () => string
): string | null {
	if (call === 1) return kind === 'enter' ? 'deepen' : kind === 'return' ? 'deepened' : null;
	if (trace.parent(call) !== 1) return null;
	if (kind === 'try') return tried();
	if (kind === 'receive') return 'failTest';
	return null;
}
