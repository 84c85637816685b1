import type { Trace } from '$lib/engine';
import {
	enterIndex,
	eventCount,
	lastEnteredBy,
	receiveIndex,
	receiveRule,
	returnIndex
} from '$lib/engine/events';

/**
 * How a trace is stepped through: one step per call, as the article numbers its function
 * calls (FC1, FC2, …), or one step per event (every move tried, every call started, every
 * value returned and every value received; see engine/events.ts).
 *
 * Both granularities put step 0 before the search starts. Stepping by event, step s shows
 * event s - 1 done. Stepping by call, step k (1 ≤ k ≤ calls) shows call k's own moment: a
 * call that searches further has just started and listed its moves; a call at a finished
 * game has found its score and returns it, and under a search with a window its caller has
 * weighed that value too (what the narration tells is drawn at the same step), up to the first
 * cut on the way back if the value makes one. One more step then shows the root returning its
 * answer, unless the root is itself over (one call, nothing after it).
 *
 * A search may add units of its own (MTD(f)'s pass: `SearchDescriptor.stepUnits`), named in
 * links by their own words; a unit not known steps by call.
 */
export type Granularity = 'call' | 'event' | (string & {});

/** The event that is call k's own moment when stepping by call. */
export function ownEvent(trace: Trace, call: number): number {
	if (trace.lastDescendant(call) !== call) return enterIndex(trace, call);
	return weighedAt(trace, call) ?? returnIndex(trace, call);
}

/**
 * Under a window, the receive where `leaf`'s value is weighed: its caller's, or, following the
 * way back while each caller is done (its last child was the one returning), the first that
 * cuts. Null without a window (minimax, or the root itself).
 */
function weighedAt(trace: Trace, leaf: number): number | null {
	for (let call = leaf; ;) {
		const rule = receiveRule(trace, call);
		if (rule === null) return call === leaf ? null : receiveIndex(trace, leaf);
		if (rule.stops && rule.cut.length > 0) return receiveIndex(trace, call);
		if (trace.lastDescendant(rule.caller) !== trace.lastDescendant(call))
			return receiveIndex(trace, leaf);
		call = rule.caller;
	}
}

/** Any number as a step from 0 to `last`: its whole part, 0 for a number that is not finite. */
export function clampStep(step: number, last: number): number {
	if (!Number.isFinite(step)) return 0;
	return Math.min(last, Math.max(0, Math.trunc(step)));
}

/** A way of stepping through a trace: what the step controls, keys and link need of one. */
export interface Timeline {
	readonly granularity: Granularity;
	/** The last step; steps run from 0 to `last`. */
	readonly last: number;
	/** Clamps any number to a valid step. */
	clamp(step: number): number;
	/** The index of the last event done at `step`; -1 at step 0. */
	eventOf(step: number): number;
	/** The last step whose event is at or before `index`. */
	stepOf(index: number): number;
	/** The call a by-call step is named after (FC k); null where none is. */
	callOf(step: number): number | null;
}

export class StepMap implements Timeline {
	readonly trace: Trace;
	readonly granularity: Granularity;
	readonly last: number;

	constructor(trace: Trace, granularity: Granularity) {
		this.trace = trace;
		this.granularity = granularity;
		this.last =
			granularity === 'event' ? eventCount(trace) : trace.calls === 1 ? 1 : trace.calls + 1;
	}

	clamp(step: number): number {
		return clampStep(step, this.last);
	}

	eventOf(step: number): number {
		const at = this.clamp(step);
		if (at === 0) return -1;
		if (this.granularity === 'event') return at - 1;
		return at > this.trace.calls ? eventCount(this.trace) - 1 : ownEvent(this.trace, at);
	}

	/** The last step whose event is at or before `index` (-1 for "nothing yet"). */
	stepOf(index: number): number {
		const total = eventCount(this.trace);
		if (index < 0) return 0;
		if (index >= total - 1) return this.last;
		if (this.granularity === 'event') return index + 1;
		// The last call started by `index`, then back one if its own moment is still ahead.
		const call = lastEnteredBy(this.trace, index);
		return ownEvent(this.trace, call) <= index ? call : call - 1;
	}

	/** The call a by-call step is named after (FC k); null at step 0 and at the root's answer. */
	callOf(step: number): number | null {
		if (this.granularity !== 'call') return null;
		const at = this.clamp(step);
		return at >= 1 && at <= this.trace.calls ? at : null;
	}
}
