/**
 * An estimated count as a sentence gives it, to two significant figures (16,148,168,401 reads
 * 16,000,000,000): an extrapolation claims no more digits than it knows.
 */
export function roughly(calls: number): number {
	if (calls < 100) return calls;
	const step = 10 ** (Math.floor(Math.log10(calls)) - 1);
	return Math.round(calls / step) * step;
}
