/** The minus sign every value the page shows carries (U+2212); machine formats keep the hyphen. */
export const MINUS = '\u2212';

/** A number's text as the page shows it: a leading hyphen written as the minus sign, "−10", "−17/3". */
export function withMinus(text: string): string {
	return text.startsWith('-') ? `${MINUS}${text.slice(1)}` : text;
}

/**
 * A value typed or pasted by a reader, as a parser reads it: the minus sign (and an en dash)
 * copied from the page read as the hyphen, so "−3" parses as "-3" does.
 */
export function readMinus(text: string): string {
	return text.replace(/[\u2212\u2013]/g, '-');
}

/**
 * A window's bound as sentences and tables write it: `write`'s value, or an infinity (with the
 * minus sign, U+2212), which no game writes itself.
 */
export function boundText(bound: number, write: (value: number) => string): string {
	if (bound === -Infinity) return '−∞';
	if (bound === Infinity) return '+∞';
	return write(bound);
}

/**
 * A count as every message and label writes it, in either language: digits grouped by
 * thousands with commas ("549,946"), as Chinese texts also write them. From 10^21 on (an
 * estimate of Connect Four's whole game, or a file's `"calls": 1e300`) it is two significant
 * digits times a power of ten, "3.6 × 10^35", not JavaScript's 3.639690626652995e+35.
 */
export function formatCount(count: number): string {
	if (!Number.isFinite(count)) return String(count);
	// A whole count is grouped here: a first toLocaleString loads the locale's data, some 20 ms of
	// the first view's hydration (80 ms on a phone's CPU).
	if (Number.isSafeInteger(count)) return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
	if (Math.abs(count) < 1e21) return count.toLocaleString('en-US');
	const [mantissa = '', exponent = ''] = count.toExponential(1).split('e');
	return `${mantissa.replace(/\.0$/, '')} × 10^${exponent.replace(/^\+/, '')}`;
}
