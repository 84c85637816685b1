import type { Trace } from '$lib/engine';
import { receiveRule, returnIndex, receiveIndex } from '$lib/engine/events';
import { valueBound } from '$lib/engine/exactness';
import { Fraction } from '$lib/engine/fraction';
import { EXACT } from '$lib/engine/table';
import { averagedEstimate } from '$lib/games/estimated';
import type { Timeline } from '$lib/player/steps';
import type { MomentKind, Stops } from '$lib/player/stops';
import { matches, readExact } from './exact';

/**
 * "Predict, then see": the moments of a call trace a class is asked about before the page shows
 * them, each with its right answer and what the why says, read from the trace alone. A call's
 * return (`value`: a max or min node's) and a chance node's average (`chance`) ask for the value
 * it returns; a cut (`cut`, a search with a window) asks whether the caller stops when a child's
 * value comes back, at every receive where it has moves left to try. A run of its own declares
 * its own moments (MCTS's selection, `select`: which child of the root it chooses).
 */
export type Moment = ReturnMoment | CutMoment | SelectMoment;

interface MomentBase {
	readonly kind: MomentKind;
	/** The event the moment is: the page stops before the first step that shows it. */
	readonly event: number;
	/** The call asked about: the one returning, or the caller weighing a child's value. */
	readonly call: number;
}

export interface ReturnMoment extends MomentBase {
	readonly kind: 'value' | 'chance';
	readonly node: 'max' | 'min' | 'chance';
	readonly answer: Fraction;
	/**
	 * An average of estimates as the narration writes it, to one decimal (−122/7 → −17.4, V23
	 * N17), also taken as right; null where the value is exact or only a bound.
	 */
	readonly estimate: Fraction | null;
	/** The values its children returned, in order (the why's numbers). */
	readonly values: readonly Fraction[];
	/** A chance node's weights, in move order; null at a max or min node. */
	readonly weights: readonly Fraction[] | null;
	/** The value is the best of its children's (not a bound a window clamped it to). */
	readonly best: boolean;
}

export interface CutMoment extends MomentBase {
	readonly kind: 'cut';
	/** The child whose value comes back. */
	readonly child: number;
	readonly value: number;
	/** The caller's window once it has taken the value. */
	readonly alpha: number;
	readonly beta: number;
	/** The moves left unsearched when it cuts (the answer: yes when there are any). */
	readonly cut: number;
	readonly answer: boolean;
}

export interface SelectMoment extends MomentBase {
	readonly kind: 'select';
	/**
	 * The children weighed, each named as the tree labels it, with its UCB1 value then and the
	 * counts it is worked from (its visits N and rewards W), which the question shows.
	 */
	readonly options: readonly {
		readonly node: number;
		readonly name: string;
		readonly ucb: number;
		readonly visits: number;
		readonly wins: number;
	}[];
	/** The child selected (`call` is the node choosing). */
	readonly answer: number;
	/** What UCB1 takes beside each child's counts: its constant C and the root's visits then. */
	readonly exploration: number;
	readonly rootVisits: number;
}

const exact = (trace: Trace, call: number): Fraction =>
	trace.exactScore(call) ?? Fraction.fromNumber(trace.score(call));

function returnMoment(trace: Trace, call: number): ReturnMoment | null {
	if (trace.lastDescendant(call) === call || !Number.isFinite(trace.score(call))) return null;
	const node = trace.nodeKind(call);
	const answer = exact(trace, call);
	const rounded = valueBound(trace, call) === EXACT ? averagedEstimate(trace, call) : null;
	const children = trace.children(call);
	const values = children.map((child) => exact(trace, child));
	const extreme = values.reduce((best, value) =>
		(node === 'max' ? value.compare(best) > 0 : value.compare(best) < 0) ? value : best
	);
	return {
		...{ kind: node === 'chance' ? 'chance' : 'value', event: returnIndex(trace, call), call },
		...{ node, answer, values, weights: trace.chanceWeights(call) },
		estimate: rounded === null ? null : Fraction.fromNumber(rounded),
		best: node === 'chance' || extreme.equals(answer)
	};
}

function cutMoment(trace: Trace, child: number): CutMoment | null {
	const rule = receiveRule(trace, child);
	if (rule === null || !Number.isFinite(rule.value)) return null;
	const last = trace.lastDescendant(child) === trace.lastDescendant(rule.caller);
	if (last && rule.cut.length === 0) return null;
	const { alpha, beta } = rule.after;
	return {
		...{ kind: 'cut', event: receiveIndex(trace, child), call: rule.caller, child },
		...{ value: rule.value, alpha, beta, cut: rule.cut.length, answer: rule.cut.length > 0 }
	};
}

/** Each trace's moments, found once: a trace never changes. */
const traceMoments = new WeakMap<Trace, readonly Moment[]>();

/** Every moment of the trace, in the order the search reaches them (found once a trace). */
export function momentsOf(trace: Trace): readonly Moment[] {
	const known = traceMoments.get(trace);
	if (known !== undefined) return known;
	const moments: Moment[] = [];
	for (let call = 1; call <= trace.calls; call++) {
		const returned = returnMoment(trace, call);
		const cut = call === 1 ? null : cutMoment(trace, call);
		if (returned) moments.push(returned);
		if (cut) moments.push(cut);
	}
	moments.sort((a, b) => a.event - b.event);
	traceMoments.set(trace, moments);
	return moments;
}

/** The first step of `steps` that shows event `event` done. */
export function stepShowing(steps: Pick<Timeline, 'stepOf' | 'eventOf'>, event: number): number {
	const step = steps.stepOf(event);
	return steps.eventOf(step) >= event ? step : step + 1;
}

/**
 * The steps the page stops before, each with what it asks there, in order: every moment of a kind
 * chosen that the step shows (FC7's return and FC6's cut on it share one step by call), and at a
 * step marked by hand with none the first moment of any kind (none: the class is asked what
 * comes next and the page only reveals it).
 */
export function stopsOf(
	moments: readonly Moment[],
	steps: Pick<Timeline, 'last' | 'stepOf' | 'eventOf'>,
	stops: Stops
): Map<number, Moment[]> {
	const chosen = new Map<number, Moment[]>();
	const any = new Map<number, Moment>();
	for (const moment of moments) {
		const step = stepShowing(steps, moment.event);
		if (!any.has(step)) any.set(step, moment);
		if (stops.kinds.includes(moment.kind)) chosen.set(step, [...(chosen.get(step) ?? []), moment]);
	}
	for (const step of stops.steps) {
		const first = any.get(step);
		if (step >= 1 && step <= steps.last && !chosen.has(step))
			chosen.set(step, first ? [first] : []);
	}
	return new Map([...chosen].sort(([a], [b]) => a - b));
}

/**
 * How often the page stops and how many questions it asks there: a stop asks each of its moments
 * in turn, and a stop marked by hand with none asks one (what comes next).
 */
export function stopTally(stops: ReadonlyMap<number, readonly Moment[]>): {
	stops: number;
	questions: number;
} {
	let questions = 0;
	for (const moments of stops.values()) questions += Math.max(1, moments.length);
	return { stops: stops.size, questions };
}

/**
 * Whether a guess is right: a value (read as practice reads a box: a whole number, "23/3", or a
 * decimal to two places that rounds the exact value, or an average of estimates to one decimal as
 * the page writes it), yes/no for a cut, or a child's node for a
 * selection (right when its UCB1 is the greatest); null for a guess it cannot read (asked again).
 */
export function judge(moment: Moment, guess: string | boolean): boolean | null {
	if (moment.kind === 'select') {
		const best = Math.max(...moment.options.map((option) => option.ucb));
		const guessed = moment.options.find((option) => String(option.node) === guess);
		return guessed ? guessed.ucb === best : null;
	}
	if (moment.kind === 'cut') return typeof guess === 'boolean' ? guess === moment.answer : null;
	if (typeof guess === 'boolean') return null;
	const reading = readExact(guess);
	if (reading.kind !== 'number') return null;
	return matches(reading, moment.answer) || (moment.estimate?.equals(reading.value) ?? false);
}
