import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runPython, type PythonOutcome } from '../unit/tracers/python-run';

/** The Python student programs (tests/students/python), as the manifest names them. */
export const PYTHON_PROGRAMS = readdirSync(join(import.meta.dirname, 'python'))
	.filter((name) => name.endsWith('.py'))
	.sort()
	.map((name) => `python/${name}`);

/**
 * Runs the student programs as a student does (`python3 program.py` in their folder, the
 * tracer beside it), all in one python3 process: each in its own temporary folder, where it
 * writes its trace.json. Returns what each left, by its manifest name ("python/x.py").
 */
export function runPythonPrograms(
	files: readonly string[] = PYTHON_PROGRAMS
): Record<string, PythonOutcome> {
	const outcomes = runPython(
		files.map(
			(file) =>
				`import runpy\nrunpy.run_path(${JSON.stringify(join(import.meta.dirname, file))}, run_name="__main__")\n`
		)
	);
	return Object.fromEntries(files.map((file, i) => [file, outcomes[i]!]));
}
