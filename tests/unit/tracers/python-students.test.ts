import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PYTHON_PROGRAMS, runPythonPrograms } from '../../students/python-programs';

/**
 * The Python student programs (tests/students/python) run as a student runs them, each tracing
 * itself with the two lines the guide shows: each writes its trace, pinned here by its calls,
 * root value and move; the manifest (tests/students/cases.json) lists every one. Whether each is
 * diagnosed with its kind at its call is the pinning test's (tests/unit/students/).
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
	'python/scale.py': [134, 1, 2],
	'python/terminal-missed.py': [326, 10, 2],
	'python/tie-at-root.py': [134, 10, 8],
	'python/window-not-passed-root.py': [98, 10, 2],
	'python/window-not-passed.py': [134, 10, 2],
	'python/window-swapped.py': [12, 3, 0],
	'python/wrong-value.py': [13, 0, 0]
};

interface Case {
	file: string;
	kind: string | null;
	call: number | null;
}
const cases = JSON.parse(
	readFileSync(join(import.meta.dirname, '../../students/cases.json'), 'utf8')
) as Case[];

describe('the Python student programs', () => {
	const outcomes = runPythonPrograms();
	it('are all in the manifest: at least 14 with a mistake, and correct minimax and alpha-beta', () => {
		const listed = cases.filter((entry) => entry.file.startsWith('python/'));
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
		const outcome = outcomes[file]!;
		expect([outcome.error, outcome.stderr]).toEqual([null, '']);
		const trace = JSON.parse(outcome.trace ?? 'null') as {
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
