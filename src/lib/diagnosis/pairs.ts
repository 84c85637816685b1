import type { Trace } from '../engine/index';

/**
 * Each of the student's calls matched with ours at the same place in the tree (same caller,
 * same move): `pairs[s]` is our call, 0 where ours makes none (a call past a cut, a move searched
 * twice, a position beyond ours). What the page's side by side view steps both trees by.
 */
export function pairCalls(student: Trace, reference: Trace): Int32Array {
	const pairs = new Int32Array(student.calls + 1);
	pairs[1] = 1;
	const taken = new Set<number>();
	for (let s = 2; s <= student.calls; s++) {
		const ours = pairs[student.parent(s) ?? 0] ?? 0;
		if (ours === 0) continue;
		const move = student.via(s);
		const match = reference.children(ours).find((r) => reference.via(r) === move && !taken.has(r));
		if (match === undefined) continue;
		pairs[s] = match;
		taken.add(match);
	}
	return pairs;
}
