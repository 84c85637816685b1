import type { Trace } from '../engine/index';
import type { Finding } from './kinds';

/** A call's window [alpha, beta] on entry, as values. */
export type Window = readonly [number, number];

export const windowOf = (trace: Trace, id: number): Window => [
	trace.alpha(id) ?? -Infinity,
	trace.beta(id) ?? Infinity
];

/** The highest (max) or lowest of the values call `id`'s children returned; null: none. */
export function combined(trace: Trace, id: number, maximising: boolean): number | null {
	const values = trace.children(id).map((child) => trace.score(child));
	if (values.length === 0) return null;
	return maximising ? Math.max(...values) : Math.min(...values);
}

/**
 * The window call `id`'s caller holds when it makes the call, by the trace's own values: the
 * caller's window on entry, alpha raised (a max level; lowered beta at a min level) by each value
 * its earlier calls returned. `maximising` is the caller's role: the game's, or the other.
 */
export function heldWindow(trace: Trace, id: number, maximising: boolean): Window {
	const caller = trace.parent(id) as number;
	let [alpha, beta] = windowOf(trace, caller);
	for (const child of trace.children(caller)) {
		if (child >= id) break;
		if (maximising) alpha = Math.max(alpha, trace.score(child));
		else beta = Math.min(beta, trace.score(child));
	}
	return [alpha, beta];
}

/** The caller returned its children's value under the other role: a level swapped. */
export function playsOtherRole(trace: Trace, id: number): boolean {
	const role = trace.isMaximizing(id);
	const other = combined(trace, id, !role);
	return other !== null && trace.score(id) === other && other !== combined(trace, id, role);
}

const same = (a: Window, b: Window): boolean => a[0] === b[0] && a[1] === b[1];

/**
 * Names why the student's call `id` received another window than its caller held: the bounds
 * exchanged, a caller playing the other side (it updated the other bound, or returned its
 * children's value for the other side), a window never updated (the caller's own, or the root's,
 * passed down), a bound from elsewhere in the tree (a global), else not passed on. A finding on
 * the caller names the caller's reference call, `referenceCaller`.
 */
export function windowFinding(
	trace: Trace,
	id: number,
	referenceCall: number | null,
	referenceCaller: number | null
): Finding | null {
	const found = windowOf(trace, id);
	const caller = trace.parent(id) as number;
	const role = trace.isMaximizing(caller);
	const held = heldWindow(trace, id, role);
	if (same(found, held)) return null;
	const facts = { window: found, expectedWindow: held };
	const at = (kind: Finding['kind'], more = {}): Finding => ({
		kind,
		call: id,
		referenceCall,
		facts: { ...facts, ...more }
	});
	if (found[0] === held[1] && found[1] === held[0]) return at('window-swapped');
	const stale = same(found, windowOf(trace, caller)) || same(found, windowOf(trace, 1));
	if (playsOtherRole(trace, caller) || (!stale && same(found, heldWindow(trace, id, !role))))
		return {
			...at('min-max-swapped', { maximised: !role }),
			call: caller,
			referenceCall: referenceCaller
		};
	if (stale) return at('window-not-passed');
	const bound = found[0] === held[0] ? found[1] : found[0];
	const earlier = outsideValue(trace, id, (value) => value === bound);
	return earlier === null
		? at('window-not-passed')
		: at('bound-kept-global', { found: bound, earlier });
}

/**
 * The latest call before `id`, not one of its callers, whose value passes `test`: a value that
 * came out of a call already over and reached `id` by no caller (a global bound).
 */
export function outsideValue(
	trace: Trace,
	id: number,
	test: (value: number) => boolean
): number | null {
	const chain = new Set(trace.ancestry(id));
	for (let earlier = id - 1; earlier > 1; earlier--)
		if (!chain.has(earlier) && test(trace.score(earlier))) return earlier;
	return null;
}
