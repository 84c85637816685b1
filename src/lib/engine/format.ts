/**
 * A count as every message and label writes it, in either language: digits grouped by
 * thousands with commas ("549,946"), as Chinese texts also write them.
 */
export function formatCount(count: number): string {
	return count.toLocaleString('en-US');
}
