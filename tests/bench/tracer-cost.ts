import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** One language's tracer cost: a student's search untraced and traced (the file written). */
export interface TracerCost {
	calls: number;
	plainMs: number;
	tracedMs: number;
	/** Traced over untraced, medians of CPU time. Target (issue 44): at most 3. */
	ratio: number;
}

/**
 * The Python tracer's cost (tests/bench/tracer_cost.py in python3): the freeCodeCamp article's
 * function as a student ports it, and a lean minimax (the tracer's worst case), on
 * `X........` (59,705 calls), 9 rounds (the quick form 3).
 */
export function pythonTracerCost(quick: boolean): Record<'article' | 'lean', TracerCost> {
	const script = join(import.meta.dirname, 'tracer_cost.py');
	const args = ['X........', quick ? '3' : '9'];
	const run = spawnSync('python3', [script, ...args], { encoding: 'utf8' });
	if (run.status !== 0)
		throw new Error(`bench: python3 ${script} failed: ${run.error ?? run.stderr}`);
	return JSON.parse(run.stdout) as Record<'article' | 'lean', TracerCost>;
}
