import type { Trace } from '$lib/engine';

/** Each trace's chance nodes already asked about: whether their average rests on an estimate. */
const averaged = new WeakMap<Trace, Map<number, boolean>>();

/**
 * Whether `call`'s value came from the depth limit's evaluation: the line of chosen moves below it
 * ends on a call that estimated its position rather than on a finished one; or it passes a chance
 * node (expectimax) with any child resting on one, as its average counts them all.
 */
export function restsOnEstimate(trace: Trace, call: number): boolean {
	let at = call;
	for (;;) {
		if (trace.kind(at) === 'estimated') return true;
		const list = trace.childList(at);
		if (trace.isChance(at) && list.count > 0) return chanceOnEstimate(trace, at);
		const move = trace.bestMove(at);
		// Calls reached by no move (a deepening search's iterations): the value is the last one's.
		const again = list.count > 0 && trace.via(list.at(list.count - 1)) === null;
		const next = again
			? list.at(list.count - 1)
			: move === null
				? undefined
				: list.ids.find((child) => trace.via(child) === move);
		if (next === undefined) return false;
		at = next;
	}
}

function chanceOnEstimate(trace: Trace, call: number): boolean {
	let known = averaged.get(trace);
	if (known === undefined) averaged.set(trace, (known = new Map()));
	const answer = known.get(call);
	if (answer !== undefined) return answer;
	const list = trace.childList(call);
	let found = false;
	for (let at = 0; at < list.count && !found; at++) found = restsOnEstimate(trace, list.at(at));
	known.set(call, found);
	return found;
}

/**
 * The value of `call` to one decimal where a search averaged it from estimates at the depth limit
 * (a chance node over them, or a call whose fraction came from one): −122/7 of seven estimates is
 * no exact fact, so it reads "≈ −17.4"; null where the value is exact (Figure 5.2's 23/3), or
 * whole and not itself an average.
 */
export function averagedEstimate(trace: Trace, call: number): number | null {
	if (!trace.averages || trace.kind(call) !== 'searched') return null;
	const exact = trace.exactScore(call);
	if (exact === null || (exact.isWhole && !trace.isChance(call))) return null;
	if (!restsOnEstimate(trace, call)) return null;
	return Math.round(exact.toNumber() * 10) / 10;
}
