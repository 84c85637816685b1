import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { runStudentPrograms, studentCases } from '../../students/run-program';

/**
 * The Python student programs (tests/students/python/, issue 44) run as a student runs them
 * (`python3 program.py`, the tracer beside it), each tracing itself with the two lines the guide
 * shows: each writes its trace, pinned here by its calls, root value and move (what the
 * student's search did, right or wrong); tests/students/cases.json names every one.
 */
const PINNED: Record<string, [calls: number, score: number, move: number]> = {
	'python/alphabeta-fail-hard.py': [101, 0, 7],
	'python/alphabeta-fail-soft.py': [17, 3, 0],
	'python/bound-kept-global.py': [6, 3, 0],
	'python/cut-rule.py': [156, 0, 7],
	'python/depth-off-by-one.py': [8, 7, 4],
	'python/evaluated-early.py': [25, 1, 5],
	'python/extra-call.py': [15, 3, 0],
	'python/min-max-swapped.py': [206, 10, 3],
	'python/minimax.py': [206, 0, 7],
	'python/missing-call.py': [51, 0, 7],
	'python/no-prune.py': [26, 3, 0],
	'python/order.py': [134, 10, 3],
	'python/order-connect4.py': [21, -5, 4],
	'python/scale.py': [134, 1, 2],
	'python/terminal-missed.py': [326, 10, 2],
	'python/tie-at-root.py': [134, 10, 8],
	'python/window-not-passed-root.py': [98, 10, 2],
	'python/window-not-passed.py': [134, 10, 2],
	'python/window-swapped.py': [12, 3, 0],
	'python/wrong-value.py': [13, 0, 0]
};

const PYTHON_PROGRAMS = readdirSync(new URL('../../students/python/', import.meta.url))
	.filter((name) => name.endsWith('.py'))
	.sort()
	.map((name) => `python/${name}`);

describe('the Python student programs', () => {
	let traces = new Map<string, string>();
	beforeAll(async () => {
		traces = await runStudentPrograms(PYTHON_PROGRAMS);
	});

	it('are all in the manifest: at least 14 with a mistake, and correct minimax and alpha-beta', async () => {
		const listed = (await studentCases()).filter((entry) => entry.file.startsWith('python/'));
		expect(listed.map((entry) => entry.file).sort()).toEqual(PYTHON_PROGRAMS);
		expect(Object.keys(PINNED).sort()).toEqual(PYTHON_PROGRAMS);
		const buggy = listed.filter((entry) => entry.kind !== null && entry.kind !== 'fail-hard');
		expect(buggy.length).toBeGreaterThanOrEqual(14);
		expect(buggy.every((entry) => Number.isInteger(entry.call))).toBe(true);
		expect(listed.filter((entry) => entry.kind === null).map((entry) => entry.file)).toEqual([
			'python/minimax.py',
			'python/alphabeta-fail-soft.py'
		]);
	});
	it.each(PYTHON_PROGRAMS)('%s traces itself', (file) => {
		const trace = JSON.parse(traces.get(file) ?? 'null') as {
			program: { language: string };
			calls: number;
			score: number;
			move: number;
			trace: unknown[];
		};
		expect(trace.program.language).toBe('python');
		expect([trace.calls, trace.score, trace.move]).toEqual(PINNED[file]);
		expect(trace.trace).toHaveLength(trace.calls);
	});
});
