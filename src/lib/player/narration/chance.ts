import { Fraction, type Trace } from '$lib/engine';

/**
 * The sums a chance node makes, written out for the narration (expectimax): each child's value
 * exactly, in the order they came back.
 */

/** Past this many children a sum names its count instead of every term. */
const TERMS_SHOWN = 8;

/** "3 + 12 + 8", "10 − 10 + 0": exact values joined, a negative one subtracted. */
function terms(values: readonly Fraction[]): string {
	return values
		.map((value, at) => {
			const negative = value.num < 0n;
			const text = (negative ? Fraction.of(-value.num, value.den) : value).toString();
			if (at === 0) return negative ? `-${text}` : text;
			return `${negative ? '−' : '+'} ${text}`;
		})
		.join(' ');
}

/** The values of `call`'s children, exactly, in the order they were searched. */
function childValues(trace: Trace, call: number): Fraction[] {
	return trace.children(call).map((child) => trace.exactScore(child) ?? Fraction.ZERO);
}

/** "(3 + 12 + 8) / 3": the average a chance node returns, before it is worked out. */
export function averageSum(trace: Trace, call: number): string {
	const values = childValues(trace, call);
	const over = values.length;
	if (over > TERMS_SHOWN) {
		const total = values.reduce((sum, value) => sum.plus(value), Fraction.ZERO);
		return `${total} / ${over}`;
	}
	return over === 1 ? terms(values) : `(${terms(values)}) / ${over}`;
}

/**
 * The sum a chance node holds once its child at `at` (0-based) came back: exactly, how many
 * values are in, and how many moves it has.
 */
export function runningSum(
	trace: Trace,
	call: number,
	at: number
): { total: string; done: number; of: number } {
	const values = childValues(trace, call).slice(0, at + 1);
	const total = values.reduce((sum, value) => sum.plus(value), Fraction.ZERO);
	return {
		total: total.toString(),
		done: values.length,
		of: trace.game.moves(trace.position(call)).length
	};
}
