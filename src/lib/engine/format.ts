/**
 * A count as every message and label writes it, in either language: digits grouped by
 * thousands with commas ("549,946"), as Chinese texts also write them. From 10^21 on (no count
 * of anything here, but a file may say `"calls": 1e300`) it is JavaScript's short form, 1e+300,
 * not three hundred grouped digits.
 */
export function formatCount(count: number): string {
	return Math.abs(count) < 1e21 ? count.toLocaleString('en-US') : String(count);
}
