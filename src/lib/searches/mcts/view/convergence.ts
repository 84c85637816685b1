/**
 * The convergence chart's numbers, from the agreement series (`series[i]` = 1 when the move MCTS
 * would play after iteration i is one of minimax's, i = 1 … iterations; slot 0 unused). A run may
 * have 100,000 iterations: the chart draws at most `columns` points and strip cells, each
 * summing a bucket of consecutive iterations, so its size never follows the run's length.
 */

/** Running sums: `agreeing[i]` is how many of iterations 1 … i agree. */
export function agreeingSums(series: Uint8Array, iterations: number): Int32Array {
	const sums = new Int32Array(iterations + 1);
	for (let i = 1; i <= iterations; i++) sums[i] = (sums[i - 1] ?? 0) + (series[i] === 1 ? 1 : 0);
	return sums;
}

/** One bucket of iterations, `from` … `to` (inclusive). */
export interface ConvergenceBucket {
	readonly from: number;
	readonly to: number;
	/** The share of iterations 1 … `to` that agree: the running line's point. */
	readonly running: number;
	/** The share of the bucket's own iterations that agree: the strip's cell. */
	readonly own: number;
}

/** The iterations cut into at most `columns` buckets of equal length (the last may be short). */
export function convergenceBuckets(sums: Int32Array, columns: number): ConvergenceBucket[] {
	const iterations = sums.length - 1;
	if (iterations <= 0) return [];
	const width = Math.ceil(iterations / Math.max(1, Math.floor(columns)));
	const buckets: ConvergenceBucket[] = [];
	for (let from = 1; from <= iterations; from += width) {
		const to = Math.min(iterations, from + width - 1);
		const upTo = sums[to] ?? 0;
		buckets.push({
			from,
			to,
			running: upTo / to,
			own: (upTo - (sums[from - 1] ?? 0)) / (to - from + 1)
		});
	}
	return buckets;
}

/** The running line as an SVG path over a `width` × `height` plot (share 1 at the top). */
export function runningPath(
	buckets: readonly ConvergenceBucket[],
	iterations: number,
	width: number,
	height: number
): string {
	return buckets
		.map((bucket, k) => {
			const x = (bucket.to / iterations) * width;
			const y = (1 - bucket.running) * height;
			return `${k === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
		})
		.join('');
}
