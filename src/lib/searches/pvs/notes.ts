import type { StepNoteContext, Trace } from '$lib/engine';
import type { SearchRule } from '$lib/engine/search-catalog';
import { boundText } from '$lib/engine/format';
import { probeRole } from '$lib/engine/probes';
import { NOTES } from './messages';

/**
 * PVS's notes beside the narration: at a call's try, whether its caller searches it with its
 * whole window, probes it with the null window, or searches it again after a probe beat its bound
 * (failed high at a max node, low at a min node); at a probe's receive, how the probe came out; at
 * a re-search's receive, the value it found.
 */
export function pvsNote(context: StepNoteContext): string | null {
	const words = NOTES[context.lang] ?? NOTES.en;
	const { trace, kind, call } = context;
	const caller = trace.parent(call);
	if (words === undefined || caller === null) return null;
	const role = probeRole(trace, call);
	const maximizing = trace.isMaximizing(caller);
	const [name, move] = [context.name(caller), context.move(caller, trace.via(call) ?? 0)];
	// Infinite bounds with the minus sign, as every window the page writes out (boundText).
	const bound = (value: number) => boundText(value, context.value);
	const window = (at: number) =>
		`[${bound(trace.alpha(at) ?? -Infinity)}, ${bound(trace.beta(at) ?? Infinity)}]`;
	const value = context.value(trace.score(call));
	if (kind === 'try') {
		if (role === 'probe') {
			const held = maximizing ? trace.alpha(call) : trace.beta(call);
			return words.probe(name, move, window(call), maximizing, bound(held ?? 0));
		}
		if (role === 're-search')
			return words.again(
				name,
				move,
				context.value(trace.score(before(trace, call))),
				window(call),
				maximizing
			);
		return trace.childList(caller).indexOf(call) === 0
			? words.first(name, move, window(call))
			: null;
	}
	if (kind !== 'receive') return null;
	if (role === 're-search') return words.researched(name, move, value);
	if (role !== 'probe') return null;
	const score = trace.score(call);
	// Past the caller's bound: above α at a max node, under β at a min node.
	const beatBound = maximizing ? score > (trace.alpha(call) ?? 0) : score < (trace.beta(call) ?? 0);
	if (!beatBound) return words.settled(name, move, value, maximizing);
	return searchedAgain(trace, call)
		? words.again(name, move, value, window(trace.lastDescendant(call) + 1), maximizing)
		: words.beatCut(name, move, value, maximizing);
}

/** Whether `call` is a probe its caller searches again next: the call after its subtree re-searches. */
function searchedAgain(trace: Trace, call: number): boolean {
	const caller = trace.parent(call);
	const next = trace.lastDescendant(call) + 1;
	return (
		caller !== null &&
		next <= trace.lastDescendant(caller) &&
		probeRole(trace, next) === 're-search'
	);
}

/**
 * PVS's own line: a probe's value coming back past its bound runs the re-search's lines (the
 * narration says the caller searches the move again); null: the line the event's role finds.
 */
export const pvsLineRole: NonNullable<SearchRule['lineRole']> = (trace, kind, call) =>
	kind === 'receive' && probeRole(trace, call) === 'probe' && searchedAgain(trace, call)
		? 'research'
		: null;

/** The probe a re-search repeats: the caller's child just before it. */
function before(trace: Trace, call: number): number {
	const list = trace.childList(trace.parent(call) ?? 1);
	return list.at(list.indexOf(call) - 1);
}
