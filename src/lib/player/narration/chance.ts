import type { Trace } from '$lib/engine';
import { withMinus } from '$lib/engine/format';
import { Fraction } from '$lib/engine/fraction';
import { restsOnEstimate } from '$lib/games/estimated';

/**
 * The sums a chance node makes, written out for the narration (expectimax): each child's value
 * exactly, in the order they came back.
 */

/** Past this many children a sum names its count instead of every term. */
const TERMS_SHOWN = 8;

/** An exact value as the page writes it: "−17/3", with the minus sign (U+2212). */
const shown = (value: Fraction): string => withMinus(value.toString());

/** "3 + 12 + 8", "10 − 10 + 0": exact values joined, a negative one subtracted. */
function terms(values: readonly Fraction[]): string {
	return values
		.map((value, at) => {
			const negative = value.num < 0n;
			const text = (negative ? Fraction.of(-value.num, value.den) : value).toString();
			if (at === 0) return negative ? `−${text}` : text;
			return `${negative ? '−' : '+'} ${text}`;
		})
		.join(' ');
}

/** The values of `call`'s children, exactly, in the order they were searched. */
function childValues(trace: Trace, call: number): Fraction[] {
	return trace.children(call).map((child) => trace.exactScore(child) ?? Fraction.ZERO);
}

/** The chance node's probabilities when its moves weigh differently (stated weights); null if alike. */
export function weighted(trace: Trace, call: number): readonly Fraction[] | null {
	const weights = trace.chanceWeights(call);
	const first = weights?.[0];
	return weights === null || first === undefined || weights.every((w) => w.equals(first))
		? null
		: weights;
}

/** "1/2 × 3": a value times its probability, a negative value in brackets. */
const product = (weight: Fraction, value: Fraction): string =>
	`${weight} × ${value.num < 0n ? `(${shown(value)})` : shown(value)}`;

/** "1/2 × 3 + 1/4 × 5": each value times its probability. */
function products(values: readonly Fraction[], weights: readonly Fraction[]): string {
	return values.map((value, at) => product(weights[at] ?? Fraction.ZERO, value)).join(' + ');
}

/**
 * "(3 + 12 + 8) / 3": the average a chance node returns, before it is worked out; with stated
 * weights, "1/2 × 3 + 1/4 × 5 + 1/4 × 7", past TERMS_SHOWN its first terms and its last
 * ("1/2 × 3 + 1/20 × 5 + … + 1/20 × 7").
 */
export function averageSum(trace: Trace, call: number): string {
	const values = childValues(trace, call);
	const weights = weighted(trace, call);
	const over = values.length;
	if (weights !== null && over > TERMS_SHOWN) {
		const head = products(values.slice(0, TERMS_SHOWN - 1), weights);
		return `${head} + … + ${products(values.slice(-1), weights.slice(-1))}`;
	}
	if (weights !== null) return products(values, weights);
	if (over > TERMS_SHOWN) {
		const total = values.reduce((sum, value) => sum.plus(value), Fraction.ZERO);
		return `${shown(total)} / ${over}`;
	}
	return over === 1 ? terms(values) : `(${terms(values)}) / ${over}`;
}

/**
 * The sum a chance node holds once its child at `at` (0-based) came back, as the listing adds
 * it (each value times its probability, 1/n where the moves are alike): the term just added,
 * the sum exactly, how many values are in, and how many moves it has.
 */
export function runningSum(
	trace: Trace,
	call: number,
	at: number
): { weighed: string; total: string; done: number; of: number } {
	const values = childValues(trace, call).slice(0, at + 1);
	const weights = trace.chanceWeights(call) ?? [];
	const weight = (index: number) => weights[index] ?? Fraction.ZERO;
	const total = values.reduce(
		(sum, value, index) => sum.plus(value.times(weight(index))),
		Fraction.ZERO
	);
	// A sum of estimates so far is no exact fact: rounded, "≈ 0.7", not 5/7 (V23 N17).
	const estimated = trace
		.children(call)
		.slice(0, at + 1)
		.some((child) => restsOnEstimate(trace, child));
	const rounded = withMinus(String(Math.round(total.toNumber() * 10) / 10));
	return {
		weighed: product(weight(at), values[at] ?? Fraction.ZERO),
		total: estimated ? `≈ ${rounded}` : shown(total),
		done: values.length,
		of: trace.game.moves(trace.position(call)).length
	};
}
