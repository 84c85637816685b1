import { Fraction } from '$lib/engine/fraction';

/** A chance node's probabilities, one per move in the game's order (exactly, summing to 1). */
export type Outcomes = readonly Fraction[];

/** The window Star1 gives an outcome, and the values at which it cuts. */
export interface OutcomeWindow {
	/** The window the outcome is searched with: the cut values brought within [L, U]. */
	readonly alpha: Fraction;
	readonly beta: Fraction;
	/** At or below this value the chance node fails low (Ballard's A). */
	readonly cutLow: Fraction;
	/** At or above this value it fails high (Ballard's B). */
	readonly cutHigh: Fraction;
}

/**
 * Star1's bookkeeping at one chance node with window (alpha, beta) and value bounds [L, U],
 * written once: the rule (rule.ts) searches with it, and the note (note.ts) replays it from a
 * trace to tell its arithmetic. After outcomes with probabilities p and values v, the sum
 * S = Σ p·v and the probability left R = 1 − Σ p bound the node's value: at least S + R·L, at
 * most S + R·U.
 */
export class ChanceBounds {
	/** Σ p·v over the outcomes added. */
	sum = Fraction.ZERO;
	/** Σ p over the outcomes added. */
	mass = Fraction.ZERO;

	constructor(
		readonly low: Fraction,
		readonly high: Fraction,
		readonly alpha: Fraction,
		readonly beta: Fraction
	) {}

	/** The probability not yet searched. */
	get left(): Fraction {
		return Fraction.of(1n).minus(this.mass);
	}

	/** The most the node can be worth: the rest all at U. */
	get upper(): Fraction {
		return this.sum.plus(this.left.times(this.high));
	}

	/** The least the node can be worth: the rest all at L. */
	get lower(): Fraction {
		return this.sum.plus(this.left.times(this.low));
	}

	/** The window of the next outcome, of probability `p` (Star1's step 1). */
	next(p: Fraction): OutcomeWindow {
		const rest = this.left.minus(p);
		const cutLow = this.alpha.minus(this.sum).minus(rest.times(this.high)).dividedBy(p);
		const cutHigh = this.beta.minus(this.sum).minus(rest.times(this.low)).dividedBy(p);
		return { alpha: this.#within(cutLow), beta: this.#within(cutHigh), cutLow, cutHigh };
	}

	/** An outcome of probability `p` came back with `value`. */
	add(p: Fraction, value: Fraction): void {
		this.sum = this.sum.plus(p.times(value));
		this.mass = this.mass.plus(p);
	}

	#within(value: Fraction): Fraction {
		if (value.compare(this.low) < 0) return this.low;
		return value.compare(this.high) > 0 ? this.high : value;
	}
}

/** Star1's bookkeeping for a chance node searched with (alpha, beta) within [low, high]. */
export function chanceBounds(
	low: Fraction,
	high: Fraction,
	alpha: Fraction,
	beta: Fraction
): ChanceBounds {
	return new ChanceBounds(low, high, alpha, beta);
}
