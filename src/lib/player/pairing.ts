import type { Trace } from '$lib/engine';
import { narrate, type Narration, type NarrationOptions } from './narration';
import { clampStep, StepMap, type Timeline } from './steps';

/** The two searches of a side-by-side view: the one the page opened, and the one beside it. */
export type Side = 'first' | 'second';

/** Which sides make a call at a joint step (the other one waits where it was). */
export type Movers = 'both' | Side;

/**
 * Two searches of one position, stepped together by call (side by side).
 *
 * A call visits a node of the game tree, named by the moves from the root; the calls of the two
 * traces that visit the same node are twins. The joint steps follow the first search's calls in
 * order. Each shared node is one step, where both sides show their twin calls; a node only the
 * first visits is a step where the second waits; a node only the second visits is a step of its
 * own, placed just before the second's next shared call (in the second's order), so when both
 * search in the same order (minimax and alpha-beta) each side steps through its calls in order.
 * When the orders differ (given and best-first), the second jumps to the twin of the first's call,
 * showing its search at the moment it visited that node. Every call of either side is shown at
 * exactly one step. Step 0 is before both start; one more step after the calls shows both answers.
 */
export class CallPairing {
	readonly first: Trace;
	readonly second: Trace;
	/** The number of joint call steps (steps 1 to `length`). */
	readonly length: number;
	/** The last joint step. */
	readonly last: number;
	/** Each side's own by-call steps (the steps a single search is stepped with). */
	readonly own: Readonly<Record<Side, StepMap>>;
	readonly #twins: Record<Side, Int32Array>;
	/** Per joint step, the call each side shows (0 before its first). */
	readonly #shown: Record<Side, Int32Array>;
	/** Per joint step, the sides that make a call there (1 first, 2 second, 3 both). */
	readonly #movers: Uint8Array;
	/** Per call of each side, the joint step it is shown at. */
	readonly #stepOf: Record<Side, Int32Array>;
	readonly #unshared: Partial<Record<Side, ReadonlySet<number>>> = {};

	constructor(first: Trace, second: Trace) {
		this.first = first;
		this.second = second;
		this.own = { first: new StepMap(first, 'call'), second: new StepMap(second, 'call') };
		const firstTwins = twinsOf(first, second);
		this.#twins = { first: firstTwins, second: reverse(firstTwins, second.calls) };
		const steps = first.calls + second.calls;
		this.#shown = { first: new Int32Array(steps + 2), second: new Int32Array(steps + 2) };
		this.#movers = new Uint8Array(steps + 2);
		this.#stepOf = {
			first: new Int32Array(first.calls + 1),
			second: new Int32Array(second.calls + 1)
		};
		this.length = this.#join();
		const single = first.calls === 1 && second.calls === 1;
		this.last = single ? this.length : this.length + 1;
	}

	/** The other side's call at the same node as `call`; null where the other never visits it. */
	twin(side: Side, call: number): number | null {
		return this.#twins[side][call] || null;
	}

	/** The calls of `side` whose node the other side never visits (marked on its tree). */
	unshared(side: Side): ReadonlySet<number> {
		const kept = this.#unshared[side];
		if (kept) return kept;
		const twins = this.#twins[side];
		const calls = new Set<number>();
		for (let call = 1; call < twins.length; call++) if (twins[call] === 0) calls.add(call);
		this.#unshared[side] = calls;
		return calls;
	}

	clamp(step: number): number {
		return clampStep(step, this.last);
	}

	/** The sides making a call at `step`; null at step 0 and at the answers' step. */
	movers(step: number): Movers | null {
		const at = this.clamp(step);
		if (at === 0 || at > this.length) return null;
		const movers = this.#movers[at];
		return movers === 3 ? 'both' : movers === 1 ? 'first' : 'second';
	}

	/** The call `side` shows at `step` (0 before its first; the root at the answers' step). */
	callAt(side: Side, step: number): number {
		const at = this.clamp(step);
		return at > this.length ? 1 : (this.#shown[side][at] ?? 0);
	}

	/** `side`'s own by-call step at the joint `step` (its answers' step at the last). */
	ownStep(side: Side, step: number): number {
		const at = this.clamp(step);
		return at > this.length ? this.own[side].last : this.callAt(side, at);
	}

	/** The joint step where `side`'s own by-call step `own` is shown. */
	stepOf(side: Side, own: number): number {
		const steps = this.own[side];
		const at = steps.clamp(own);
		if (at === 0) return 0;
		const call = steps.callOf(at);
		return call === null ? this.last : (this.#stepOf[side][call] ?? 0);
	}

	/** Fills the joint steps (see the class comment); returns how many there are. */
	#join(): number {
		const twins = this.#twins.first;
		const secondTwins = this.#twins.second;
		const shownSecond = new Uint8Array(this.second.calls + 1);
		let step = 0;
		let first = 0;
		let second = 0;
		const put = (firstCall: number, secondCall: number, movers: number): void => {
			step++;
			this.#shown.first[step] = first = firstCall;
			this.#shown.second[step] = second = secondCall;
			this.#movers[step] = movers;
			if (movers & 1) this.#stepOf.first[firstCall] = step;
			if (movers & 2) {
				this.#stepOf.second[secondCall] = step;
				shownSecond[secondCall] = 1;
			}
		};
		let next = 1;
		const secondUpTo = (end: number): void => {
			for (; next < end; next++)
				if (secondTwins[next] === 0 && shownSecond[next] === 0) put(first, next, 2);
		};
		for (let call = 1; call <= this.first.calls; call++) {
			const twin = twins[call] ?? 0;
			if (twin === 0) {
				put(call, second, 1);
				continue;
			}
			secondUpTo(twin);
			put(call, twin, 3);
			next = Math.max(next, twin + 1);
		}
		secondUpTo(this.second.calls + 1);
		return step;
	}
}

/** For each call of `first`, the call of `second` at the same node (0 where there is none). */
function twinsOf(first: Trace, second: Trace): Int32Array {
	const twins = new Int32Array(first.calls + 1);
	if (first.calls === 0 || second.calls === 0) return twins;
	twins[1] = 1;
	// A search that searches a move again (PVS's re-search) calls one node twice: each call of
	// the second is the twin of one call at most, the first's calls taking them in order.
	const taken = new Uint8Array(second.calls + 1);
	// A parent's calls come before its children's, so its twin is known when they are reached.
	for (let call = 2; call <= first.calls; call++) {
		const parentTwin = twins[first.parent(call) ?? 0] ?? 0;
		if (parentTwin === 0) continue;
		const move = first.via(call);
		const last = second.lastDescendant(parentTwin);
		for (let child = parentTwin + 1; child <= last; child = second.lastDescendant(child) + 1)
			if (second.via(child) === move && taken[child] === 0) {
				taken[child] = 1;
				twins[call] = child;
				break;
			}
	}
	return twins;
}

/** The inverse pairing: for each of `calls` calls, the call twinned with it (0 for none). */
function reverse(twins: Int32Array, calls: number): Int32Array {
	const back = new Int32Array(calls + 1);
	for (let call = 1; call < twins.length; call++) {
		const twin = twins[call] ?? 0;
		if (twin !== 0) back[twin] = call;
	}
	return back;
}

/**
 * The joint steps as the first search's timeline: the controls, keys and link step through them,
 * and the first side's events are read at each (where it waits, its last call's moment stays).
 */
export class PairedSteps implements Timeline {
	readonly granularity = 'call';
	readonly pairing: CallPairing;
	readonly last: number;

	constructor(pairing: CallPairing) {
		this.pairing = pairing;
		this.last = pairing.last;
	}

	clamp(step: number): number {
		return this.pairing.clamp(step);
	}

	eventOf(step: number): number {
		return this.pairing.own.first.eventOf(this.pairing.ownStep('first', step));
	}

	stepOf(index: number): number {
		return this.pairing.stepOf('first', this.pairing.own.first.stepOf(index));
	}

	/** The first search's call shown at `step` (FC k), through the steps where it waits. */
	callOf(step: number): number | null {
		const at = this.clamp(step);
		return at >= 1 && at <= this.pairing.length ? this.pairing.callAt('first', at) : null;
	}
}

/** What one side shows at a joint step: its own by-call step, its event, and whether it moved. */
export interface SideStep {
	readonly steps: StepMap;
	readonly step: number;
	/** The side's last event done (-1 before its start). */
	readonly index: number;
	/** False where this side makes no call (the node is only the other side's). */
	readonly moves: boolean;
}

/** `side`'s own step at the joint `step` (see `CallPairing`). */
export function sideStep(pairing: CallPairing, side: Side, step: number): SideStep {
	const steps = pairing.own[side];
	const own = pairing.ownStep(side, step);
	const movers = pairing.movers(step);
	return {
		steps,
		step: own,
		index: steps.eventOf(own),
		moves: movers === null || movers === 'both' || movers === side
	};
}

/**
 * What one side says at a joint step: its own narration by its own steps, or, where only the
 * other side makes a call, `waiting`'s sentence.
 */
export function sideNarration(
	trace: Trace,
	at: SideStep,
	options: NarrationOptions,
	waiting: () => string
): Narration {
	return at.moves
		? narrate(trace, at.steps, at.step, options)
		: { text: waiting(), note: null, named: [] };
}
